// Universities' own application forms (special schools, isSpecial '1'): the list, the zip download
// named after the school plus 网申资料.zip, and the demo forms generated for the demo catalogue.
import { and, asc, eq, isNull } from 'drizzle-orm';
import { CODES } from '@portal/shared';
import type { Db } from '../../db/client';
import { files, uniApplyFiles, universities } from '../../db/schema';
import { randomId } from '../../lib/crypto';
import { BizError } from '../../lib/envelope';
import { zip } from '../../lib/zip';
import type { StorageProvider } from '../../providers/storage';
import { fileRoute } from './store';

export async function applyFilesOf(db: Db, uniId: number) {
  const list = await db
    .select({ fileName: uniApplyFiles.fileName, id: files.id, extension: files.extension })
    .from(uniApplyFiles)
    .innerJoin(files, eq(files.id, uniApplyFiles.fileId))
    .where(eq(uniApplyFiles.uniId, uniId))
    .orderBy(asc(uniApplyFiles.sort), asc(uniApplyFiles.id));
  return list.map((f) => ({ fileName: f.fileName, fileRoute: fileRoute(f.id, f.extension) }));
}

async function readAll(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const c of stream) chunks.push(Buffer.from(c as Buffer));
  return Buffer.concat(chunks);
}

/** The forms of one university as a zip; the name comes from the catalogue, not from the caller. */
export async function applyFilesZip(db: Db, storage: StorageProvider, uniId: number): Promise<{ name: string; data: Buffer }> {
  const [u] = await db.select({ uniEnName: universities.uniEnName }).from(universities).where(eq(universities.id, uniId)).limit(1);
  if (!u) throw new BizError(CODES.NOT_FOUND);
  const list = await db
    .select({ fileName: uniApplyFiles.fileName, storageKey: files.storageKey })
    .from(uniApplyFiles)
    .innerJoin(files, eq(files.id, uniApplyFiles.fileId))
    .where(eq(uniApplyFiles.uniId, uniId))
    .orderBy(asc(uniApplyFiles.sort), asc(uniApplyFiles.id));
  if (!list.length) throw new BizError(CODES.NOT_FOUND);
  const entries = [];
  for (const f of list) {
    const stream = await storage.get(f.storageKey);
    if (stream) entries.push({ name: f.fileName, data: await readAll(stream) });
  }
  return { name: `${u.uniEnName}网申资料.zip`, data: zip(entries) };
}

const FORMS = [
  {
    title: 'Application Form',
    lines: [
      'Section A. Personal details: family name, given names, date of birth, nationality, passport number.',
      'Section B. Contact details: home address, email, mobile number.',
      'Section C. Programme applied for: course title, intake, mode of study, campus.',
      'Section D. Education: institutions attended, dates, qualifications and grades.',
      'Section E. English language: test taken, date, overall and component scores.',
      'Section F. Declaration: I confirm the information given is complete and true.',
      'Signature of applicant: ____________________    Date: ____________',
    ],
  },
  {
    title: 'Supplementary Information Form',
    lines: [
      'Funding: how will tuition fees and living costs be paid?',
      'Previous study abroad: country, institution, dates.',
      'Visa history: visas held or refused for this or another country.',
      'Referee: name, position, institution, email.',
      'Signature of applicant: ____________________    Date: ____________',
    ],
  },
];

async function formPdf(uniEnName: string, form: (typeof FORMS)[number]): Promise<Buffer> {
  // Loaded here, not at start: only a first start with new special schools draws forms.
  const { PDFDocument, StandardFonts, rgb } = await import('pdf-lib');
  const doc = await PDFDocument.create();
  doc.setTitle(`${uniEnName} - ${form.title}`);
  const page = doc.addPage([595, 842]);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  // Standard fonts cover WinAnsi only: names with other letters are written without their accents.
  const plain = (s: string) => s.normalize('NFD').replace(/[^\x20-\x7e]/g, '');
  page.drawText(plain(uniEnName), { x: 50, y: 780, size: 18, font: bold, color: rgb(0.1, 0.2, 0.45) });
  page.drawText(form.title, { x: 50, y: 752, size: 14, font: bold });
  form.lines.forEach((line, i) => page.drawText(line, { x: 50, y: 712 - i * 28, size: 10.5, font }));
  return Buffer.from(await doc.save());
}

/**
 * Demo forms for every special university without any: two PDFs each, stored as public catalogue
 * files. Runs after the catalogue is loaded; adds nothing on a second run.
 */
export async function seedApplyForms(db: Db, storage: StorageProvider): Promise<number> {
  const missing = await db
    .select({ id: universities.id, uniEnName: universities.uniEnName })
    .from(universities)
    .leftJoin(uniApplyFiles, eq(uniApplyFiles.uniId, universities.id))
    .where(and(eq(universities.isSpecial, '1'), isNull(uniApplyFiles.id)));
  const day = new Date().toISOString().slice(0, 10).replace(/-/g, '');
  for (const u of missing) {
    for (const [i, form] of FORMS.entries()) {
      const data = await formPdf(u.uniEnName, form);
      const id = randomId(16);
      const storageKey = `forms/${day}/${id}.pdf`;
      await storage.put(storageKey, data, 'application/pdf');
      const name = `${form.title}.pdf`;
      await db.insert(files).values({
        id,
        ownerId: null,
        storageKey,
        originalName: name,
        extension: 'pdf',
        mime: 'application/pdf',
        size: data.length,
        use: 'form',
        isPublic: true,
      });
      await db.insert(uniApplyFiles).values({ uniId: u.id, fileId: id, fileName: name, sort: i });
    }
  }
  return missing.length;
}
