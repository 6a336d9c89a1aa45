// The service contract of a student file (issue 12): the agreement to sign (sign/route), signing
// (sign/contract), the PDF (made after the signing commits, stored with its SHA-256, checked on
// every serve, made again when missing), my contracts, and the staff's milestones.
//
// Signing runs in one transaction that first locks the student row (SELECT ... FOR UPDATE), so
// signatures of one file arriving at once are taken one after the other: each voids the contract
// before it (unpaid; its open orders closed) and the file ends with exactly one current contract.
// A paid contract is never replaced (70050).
import { createHash, randomBytes, randomInt } from 'node:crypto';
import type { Readable } from 'node:stream';
import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  CODES,
  CONTRACT_CODES,
  CONTRACT_RULES,
  CONTRACT_TERMS_VERSION,
  MILESTONE_KINDS,
  addYears,
  agreementText,
  beijingDay,
  contractFees,
  isMinorOn,
  isStaff,
  yuanText,
  yuanToFen,
  type AgreementInput,
  type ContractClass,
  type ContractInfo,
  type ContractMilestone,
  type ContractPdfAnswer,
  type Lang,
  type MilestoneBody,
  type SignAgreement,
  type SignContractAnswer,
  type SignContractBody,
} from '@portal/shared';
import type { Db, Tx } from '../../db/client';
import {
  contractMilestones,
  contracts,
  files,
  paymentOrders,
  studentContacts,
  students,
  type ContractSchool,
  type ContractSigner,
} from '../../db/schema';
import { BizError } from '../../lib/envelope';
import { randomId } from '../../lib/crypto';
import { rowsAs } from '../../lib/sql';
import type { AuthContext } from '../accounts/sessions';
import { audit } from '../audit/service';
import { createOrdersForContract, orderAmountFen, providerNameFor, voidOpenOrders } from '../payments/orders';
import { closeClosedAtProviders } from '../payments/state';
import { buildContractPdf, type PdfSignature } from './pdf';
import { milestonesOf, pdfRoute } from './read';

type ContractRow = typeof contracts.$inferSelect;
type StudentRow = typeof students.$inferSelect;

const notFound = () => new BizError(CODES.NOT_FOUND);
const refuse = (code: string) => new BizError(code);

/** Beijing time 'YYYY-MM-DD HH:mm:ss'. */
const bjText = (d: Date) => new Date(d.getTime() + 8 * 3600_000).toISOString().replace('T', ' ').slice(0, 19);

// --- Reading a file's facts ------------------------------------------------------------------------
const schoolRow = z.object({ uniId: z.number(), uniName: z.string(), uniEnName: z.string(), courseNames: z.array(z.string()) });

/** The schools of a file as an agreement names them (order of the wizard). */
async function schoolsOf(db: Db | Tx, stuId: number): Promise<ContractSchool[]> {
  return rowsAs(
    db as Db,
    schoolRow,
    sql`SELECT a.uni_id AS "uniId", u.uni_name AS "uniName", u.uni_en_name AS "uniEnName",
          coalesce((SELECT json_agg(c.course_name ORDER BY c.vol_sort, c.id) FROM student_courses c WHERE c.apply_id = a.id), '[]'::json)
            AS "courseNames"
        FROM student_applies a JOIN universities u ON u.id = a.uni_id
        WHERE a.stu_id = ${stuId} ORDER BY a.sort, a.id`,
  );
}

async function guardiansOf(db: Db | Tx, stuId: number) {
  const list = await (db as Db)
    .select({ contactName: studentContacts.contactName, contactRelation: studentContacts.contactRelation })
    .from(studentContacts)
    .where(eq(studentContacts.stuId, stuId))
    .orderBy(studentContacts.sort, studentContacts.id);
  return list.map((g, index) => ({ index, ...g }));
}

async function countryOf(db: Db | Tx, countryId: string | null) {
  if (!countryId) return null;
  const [r] = await rowsAs(
    db as Db,
    z.object({ name: z.string(), enName: z.string(), contractClass: z.string().nullable() }),
    sql`SELECT c.name, c.en_name AS "enName", s.contract_class AS "contractClass"
        FROM countries c LEFT JOIN country_settings s ON s.country_id = c.id WHERE c.id = ${countryId}`,
  );
  return r ?? null;
}

const classOf = (v: string | null | undefined): ContractClass | null => (v === 'A' || v === 'B' ? v : null);

async function currentContract(db: Db | Tx, stuId: number, lock = false): Promise<ContractRow | null> {
  const q = (db as Db)
    .select()
    .from(contracts)
    .where(and(eq(contracts.stuId, stuId), ne(contracts.status, 'void')))
    .limit(1);
  const [c] = lock ? await q.for('update') : await q;
  return c ?? null;
}

/** The open (payable) orders of a contract: the newest WeChat Pay and Alipay ones still 'created'. */
async function openOrders(db: Db | Tx, contractId: number) {
  const list = await db
    .select({ outTradeNo: paymentOrders.outTradeNo, channel: paymentOrders.channel, amountFen: paymentOrders.amountFen })
    .from(paymentOrders)
    .where(and(eq(paymentOrders.contractId, contractId), eq(paymentOrders.state, 'created'), sql`${paymentOrders.expiresAt} > now()`))
    .orderBy(desc(paymentOrders.createdAt), desc(paymentOrders.id));
  const wechat = list.find((o) => o.channel === 'wechat');
  const alipay = list.find((o) => o.channel === 'alipay');
  return { orderNo: wechat?.outTradeNo ?? null, orderNoAs: alipay?.outTradeNo ?? null, amountFen: wechat?.amountFen ?? alipay?.amountFen };
}

/**
 * The orders the owner can pay a signed, unpaid contract with. When both have run out (2 hours) or
 * were closed, the owner gets new ones: coming back the next day to pay needs no second signature.
 * Others (staff) only see what is open.
 */
async function payableOrders(app: FastifyInstance, auth: AuthContext, c: ContractRow) {
  const open = await openOrders(app.db, c.id);
  if (open.orderNo || open.orderNoAs || c.ownerId !== auth.userId) return open;
  await app.db.transaction(async (tx) => {
    // One renewal however many pages ask at once: the contract row is the lock.
    const [locked] = await tx.select().from(contracts).where(eq(contracts.id, c.id)).for('update');
    if (locked?.status !== 'signed') return;
    const again = await openOrders(tx, c.id);
    if (again.orderNo || again.orderNoAs) return;
    await createOrdersForContract(tx, app, { id: c.id, serviceFeeFen: c.serviceFeeFen });
  });
  return openOrders(app.db, c.id);
}

/** A file that can have an agreement: submitted once (or already waiting for, or holding, a contract). */
const signable = (s: StudentRow) => s.contractStatus === 'pending' || s.contractStatus === 'signed' || s.referralStatus !== 0;

const fileRouteOf = (fileId: string) => `/api/file/${fileId}.png`;

// --- sign/route ----------------------------------------------------------------------------------------
export async function agreementFor(
  app: FastifyInstance,
  auth: AuthContext,
  stuId: number | null | undefined,
  lang: Lang,
): Promise<SignAgreement | null> {
  const db = app.db;
  let row: StudentRow | undefined;
  if (stuId) {
    [row] = await db.select().from(students).where(eq(students.id, stuId)).limit(1);
    if (!row || (row.ownerId !== auth.userId && !isStaff(auth.roles))) throw notFound();
    if (!signable(row)) throw refuse(CONTRACT_CODES.NOT_SIGNABLE);
  } else {
    // The newest file waiting for the signature, else the newest signed one not paid yet.
    [row] = await db
      .select()
      .from(students)
      .where(and(eq(students.ownerId, auth.userId), eq(students.contractStatus, 'pending')))
      .orderBy(desc(students.updatedAt), desc(students.id))
      .limit(1);
    if (!row) {
      const [r] = await db
        .select({ s: students })
        .from(students)
        .innerJoin(contracts, and(eq(contracts.stuId, students.id), eq(contracts.status, 'signed')))
        .where(eq(students.ownerId, auth.userId))
        .orderBy(desc(contracts.signedAt))
        .limit(1);
      row = r?.s;
    }
    if (!row) return null;
  }
  const contract = await currentContract(db, row.id);
  const country = await countryOf(db, contract?.countryId ?? row.countryId);
  const cls = classOf(contract?.contractClass ?? country?.contractClass);
  if (!cls) throw refuse(CONTRACT_CODES.NO_CLASS);
  const schools = contract?.schools ?? (await schoolsOf(db, row.id));
  const guardians = await guardiansOf(db, row.id);
  const today = contract?.startDate ?? beijingDay();
  const guardianSigner = contract?.signers.find((s) => s.role === 'guardian');
  const countryName = (lang === 'cn' ? country?.name : country?.enName) ?? '';
  const input: AgreementInput = {
    contractClass: cls,
    studentName: contract?.studentName ?? row.stuName ?? '',
    countryName,
    schools,
    date: today,
    contractNo: contract?.contractNo ?? null,
    guardianName: guardianSigner?.name ?? null,
  };
  const text = agreementText(input, lang);
  const fees = contractFees(cls, schools.length);
  const orders = contract && contract.status === 'signed' ? await payableOrders(app, auth, contract) : null;
  const studentSigner = contract?.signers.find((s) => s.role === 'student');
  const isSign = (['0', '1', '2', '3'] as const).find((v) => v === row.isSignContract) ?? '0';
  return {
    stuId: row.id,
    stuName: input.studentName,
    countryId: contract?.countryId ?? row.countryId ?? '',
    countryName,
    contractClass: cls,
    schools,
    fees: {
      serviceFee: fees.serviceFee,
      extraSchoolFee: fees.extraSchoolFee,
      deferralFee: fees.deferralFee,
      visaFee: fees.visaFee,
      refusalRefund: fees.refusalRefund,
    },
    title: text.title,
    sections: text.sections,
    bindingNote: text.bindingNote,
    today,
    isMinor: isMinorOn(row.birthday, today),
    guardians,
    isSignContract: contract ? isSign : '0',
    signRoute: contract ? (row.signRoute ?? (studentSigner ? fileRouteOf(studentSigner.fileId) : null)) : null,
    guardianSignRoute: guardianSigner ? fileRouteOf(guardianSigner.fileId) : null,
    contractNum: contract?.contractNo ?? null,
    orderNo: orders?.orderNo ?? null,
    orderNoAs: orders?.orderNoAs ?? null,
    paid: contract?.status === 'paid',
    // What the orders ask; before signing, what they will ask (0.01 yuan in the sandbox's test mode).
    amount: yuanText(
      orders?.amountFen ?? orderAmountFen(app, providerNameFor(app, 'wechat'), contract?.serviceFeeFen ?? yuanToFen(fees.dueAtSigning)),
    ),
  };
}

// --- sign/contract -----------------------------------------------------------------------------------
/** The file id of an uploaded signature: the caller's own PNG upload, else 70053. */
async function signatureFile(db: Db, auth: AuthContext, imgPath: string) {
  const m = /^(?:\/api\/file\/)?([a-f0-9]{32})\.png$/.exec(imgPath.trim());
  if (!m) throw refuse(CONTRACT_CODES.SIGNATURE_INVALID);
  const [f] = await db.select().from(files).where(eq(files.id, m[1])).limit(1);
  if (!f || f.ownerId !== auth.userId || f.extension !== 'png' || f.mime !== 'image/png') throw refuse(CONTRACT_CODES.SIGNATURE_INVALID);
  return f;
}

async function readAll(stream: Readable | null): Promise<Buffer | null> {
  if (!stream) return null;
  const chunks: Buffer[] = [];
  for await (const c of stream) chunks.push(Buffer.isBuffer(c) ? c : Buffer.from(c as Uint8Array));
  return Buffer.concat(chunks);
}

async function fileBytes(app: FastifyInstance, fileId: string): Promise<Buffer | null> {
  const [f] = await app.db.select({ key: files.storageKey }).from(files).where(eq(files.id, fileId)).limit(1);
  return f ? readAll(await app.storage.get(f.key)) : null;
}

const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const sha256 = (b: Buffer | string) => createHash('sha256').update(b).digest('hex');

/** A contract number people can read out: SC, the Beijing day, 10 random digits (unique by the index too). */
const newContractNo = (day: string) => `SC${day.replace(/-/g, '')}${String(randomInt(0, 1e10)).padStart(10, '0')}`;

/**
 * What is signed, as one canonical JSON text: the contract's facts and the agreement's binding
 * (Chinese) text, with the SHA-256 of each signature image. Its SHA-256 is stored and printed.
 */
function signedContent(
  c: Omit<ContractRow, 'id' | 'pdfFileId' | 'pdfSha256' | 'contentSha256' | 'paidAt' | 'createdAt' | 'status' | 'reducedAt'>,
  signatureHashes: string[],
  text: unknown,
) {
  return JSON.stringify({
    contractNo: c.contractNo,
    termsVersion: c.termsVersion,
    contractClass: c.contractClass,
    countryId: c.countryId,
    stuId: c.stuId,
    studentName: c.studentName,
    schools: c.schools,
    serviceFeeFen: c.serviceFeeFen,
    signedAt: c.signedAt.toISOString(),
    startDate: c.startDate,
    endDate: c.endDate,
    signers: c.signers.map((s, i) => ({ role: s.role, name: s.name, relation: s.relation ?? null, imageSha256: signatureHashes[i] })),
    text,
  });
}

export async function signContract(app: FastifyInstance, auth: AuthContext, body: SignContractBody): Promise<SignContractAnswer> {
  const db = app.db;
  // Before any lock: the file is the caller's (005 otherwise, as if absent), the images are theirs.
  const [owned] = await db.select({ ownerId: students.ownerId }).from(students).where(eq(students.id, body.stuId)).limit(1);
  if (!owned || owned.ownerId !== auth.userId) throw notFound();
  const studentSig = await signatureFile(db, auth, body.signRoute);
  const guardianSig = body.guardianSignRoute ? await signatureFile(db, auth, body.guardianSignRoute) : null;
  const images = new Map<string, Buffer>();
  for (const f of [studentSig, guardianSig]) {
    if (!f) continue;
    const bytes = await readAll(await app.storage.get(f.storageKey));
    if (!bytes || !bytes.subarray(0, 8).equals(PNG_MAGIC)) throw refuse(CONTRACT_CODES.SIGNATURE_INVALID);
    images.set(f.id, bytes);
  }

  const signed = await db.transaction(async (tx) => {
    // One signing of a file at a time (the row lock); the current contract is read under it.
    const [row] = await tx.select().from(students).where(eq(students.id, body.stuId)).for('update');
    if (!row || row.ownerId !== auth.userId) throw notFound();
    if (!signable(row)) throw refuse(CONTRACT_CODES.NOT_SIGNABLE);
    const before = await currentContract(tx, row.id, true);
    if (before?.status === 'paid') throw refuse(CONTRACT_CODES.PAID);
    const country = await countryOf(tx, row.countryId);
    const cls = classOf(country?.contractClass);
    if (!country || !cls) throw refuse(CONTRACT_CODES.NO_CLASS);
    const schools = await schoolsOf(tx, row.id);
    if (!schools.length) throw refuse(CONTRACT_CODES.NO_SCHOOL);

    const now = new Date();
    const day = beijingDay(now);
    const signers: ContractSigner[] = [{ role: 'student', name: row.stuName ?? '', relation: null, fileId: studentSig.id }];
    let guardianName: string | null = null;
    if (isMinorOn(row.birthday, day)) {
      const guardians = await guardiansOf(tx, row.id);
      if (!guardians.length) throw refuse(CONTRACT_CODES.NO_GUARDIAN);
      if (!guardianSig || body.guardianIndex === undefined || body.guardianIndex === null) throw refuse(CONTRACT_CODES.GUARDIAN_REQUIRED);
      const g = guardians[body.guardianIndex];
      if (!g) throw refuse(CONTRACT_CODES.GUARDIAN_UNKNOWN);
      guardianName = g.contactName;
      signers.push({ role: 'guardian', name: g.contactName, relation: g.contactRelation, fileId: guardianSig.id });
    }

    // Signing again before payment replaces the earlier agreement and closes its orders.
    if (before) {
      await tx.update(contracts).set({ status: 'void' }).where(eq(contracts.id, before.id));
      await voidOpenOrders(tx, before.id, 'close');
    }

    const fees = contractFees(cls, schools.length);
    const facts = {
      contractNo: newContractNo(day),
      accessKey: randomBytes(32).toString('base64url'),
      stuId: row.id,
      ownerId: row.ownerId,
      contractClass: cls,
      countryId: row.countryId!,
      termsVersion: CONTRACT_TERMS_VERSION,
      studentName: row.stuName ?? '',
      schools,
      signers,
      serviceFeeFen: yuanToFen(fees.dueAtSigning),
      signedAt: now,
      startDate: day,
      endDate: addYears(day, CONTRACT_RULES.termYears),
    };
    const agreement: AgreementInput = {
      contractClass: cls,
      studentName: facts.studentName,
      countryName: country.name,
      schools,
      date: day,
      contractNo: facts.contractNo,
      guardianName,
    };
    const content = signedContent(
      facts,
      signers.map((s) => sha256(images.get(s.fileId)!)),
      agreementText(agreement, 'cn'),
    );
    const [c] = await tx
      .insert(contracts)
      .values({ ...facts, status: 'signed', contentSha256: sha256(content) })
      .returning();
    await tx.insert(contractMilestones).values(MILESTONE_KINDS.map((kind) => ({ contractId: c.id, kind })));
    const orders = await createOrdersForContract(tx, app, { id: c.id, serviceFeeFen: c.serviceFeeFen });
    await tx
      .update(students)
      .set({ isSignContract: '1', signRoute: body.signRoute.trim(), contractStatus: 'signed' })
      .where(eq(students.id, row.id));
    return { contract: c, orders };
  });

  // The voided contract's QR codes that were shown stop working at their provider now (the
  // scheduler retries what fails); the new contract does not wait for it.
  void closeClosedAtProviders(app).catch((e: unknown) => app.log.warn({ err: e }, 'closing orders at the provider'));
  // The PDF after the commit (the lock is not held while it is drawn); createFilePdf makes it again if this fails.
  await ensurePdf(app, signed.contract.id, { skipVoid: true }).catch((e: unknown) =>
    app.log.error({ err: e, contractId: signed.contract.id }, 'contract pdf'),
  );
  return { stuId: body.stuId, orderNo: signed.orders.orderNo, orderNoAs: signed.orders.orderNoAs, contractNum: signed.contract.contractNo };
}

// --- The PDF --------------------------------------------------------------------------------------------
async function pdfInputOf(app: FastifyInstance, c: ContractRow) {
  const country = await countryOf(app.db, c.countryId);
  const signatures: PdfSignature[] = [];
  const hashes: string[] = [];
  for (const s of c.signers) {
    const png = await fileBytes(app, s.fileId);
    if (!png) throw new Error(`signature image ${s.fileId} of contract ${c.id} is missing`);
    hashes.push(sha256(png));
    signatures.push({
      label: s.role === 'student' ? '甲方（学生）签字 Party A (student)' : '甲方监护人签字 Guardian of Party A',
      name: s.name,
      png,
    });
  }
  const guardian = c.signers.find((s) => s.role === 'guardian');
  const agreement: AgreementInput = {
    contractClass: c.contractClass as ContractClass,
    studentName: c.studentName,
    countryName: country?.name ?? '',
    schools: c.schools,
    date: c.startDate,
    contractNo: c.contractNo,
    guardianName: guardian?.name ?? null,
  };
  return { agreement, signatures, hashes };
}

/** Makes and stores the contract's PDF unless it is there; answers the contract as stored. */
export async function ensurePdf(app: FastifyInstance, contractId: number, opts: { skipVoid?: boolean } = {}): Promise<ContractRow> {
  const [c] = await app.db.select().from(contracts).where(eq(contracts.id, contractId)).limit(1);
  if (!c) throw notFound();
  // Replaced by a later signing before its PDF was made: nobody will ask for it.
  if (opts.skipVoid && c.status === 'void') return c;
  if (c.pdfFileId) {
    const [f] = await app.db.select({ key: files.storageKey }).from(files).where(eq(files.id, c.pdfFileId)).limit(1);
    const stream = f ? await app.storage.get(f.key, { start: 0, end: 0 }) : null;
    if (stream) {
      stream.destroy();
      return c;
    }
  }
  const { agreement, signatures } = await pdfInputOf(app, c);
  const pdf = await buildContractPdf({
    contractNo: c.contractNo,
    agreement,
    signatures,
    signedAt: c.signedAt,
    signedAtText: bjText(c.signedAt),
    contentSha256: c.contentSha256,
  });
  const id = randomId(16);
  const key = `contracts/${c.startDate.replace(/-/g, '')}/${id}.pdf`;
  await app.storage.put(key, pdf, 'application/pdf');
  const hash = sha256(pdf);
  const saved = await app.db.transaction(async (tx) => {
    await tx.insert(files).values({
      id,
      ownerId: c.ownerId,
      storageKey: key,
      originalName: `${c.contractNo}.pdf`,
      extension: 'pdf',
      mime: 'application/pdf',
      size: pdf.length,
      use: 'contract',
      isPublic: false,
    });
    const [u] = await tx
      .update(contracts)
      .set({ pdfFileId: id, pdfSha256: hash })
      .where(and(eq(contracts.id, c.id), c.pdfFileId ? eq(contracts.pdfFileId, c.pdfFileId) : sql`${contracts.pdfFileId} IS NULL`))
      .returning();
    return u ?? null;
  });
  if (saved) return saved;
  // Another request stored one first: keep that one.
  await app.storage.remove(key).catch(() => undefined);
  const [now] = await app.db.select().from(contracts).where(eq(contracts.id, c.id)).limit(1);
  return now;
}

/** createFilePdf: the current contract of a file the caller owns (or staff), its PDF made when missing. */
export async function pdfOfFile(app: FastifyInstance, auth: AuthContext, stuId: number): Promise<ContractPdfAnswer> {
  const [row] = await app.db.select({ ownerId: students.ownerId }).from(students).where(eq(students.id, stuId)).limit(1);
  if (!row || (row.ownerId !== auth.userId && !isStaff(auth.roles))) throw notFound();
  const c = await currentContract(app.db, stuId);
  if (!c) throw refuse(CONTRACT_CODES.NO_CONTRACT);
  const done = await ensurePdf(app, c.id);
  return { contractNum: done.contractNo, contractRoute: pdfRoute(done.accessKey) };
}

/** fileSignPdf: the same by contract number (accountFile). */
export async function pdfOfNumber(app: FastifyInstance, auth: AuthContext, contractNo: string): Promise<ContractPdfAnswer> {
  const [c] = await app.db.select().from(contracts).where(eq(contracts.contractNo, contractNo)).limit(1);
  if (!c || c.status === 'void' || (c.ownerId !== auth.userId && !isStaff(auth.roles))) throw notFound();
  const done = await ensurePdf(app, c.id);
  return { contractNum: done.contractNo, contractRoute: pdfRoute(done.accessKey) };
}

/** The PDF's bytes for the owner or staff, after its hash was checked (70054 on a mismatch). */
export async function servePdf(app: FastifyInstance, auth: AuthContext | null, accessKey: string) {
  const [c] = await app.db.select().from(contracts).where(eq(contracts.accessKey, accessKey)).limit(1);
  // A void contract (replaced before payment) is not served: its number and key lead nowhere.
  if (!c || c.status === 'void' || !auth || (c.ownerId !== auth.userId && !isStaff(auth.roles)))
    throw new BizError(CODES.NOT_FOUND, undefined, null, 404);
  let bytes = c.pdfFileId ? await fileBytes(app, c.pdfFileId) : null;
  let contract = c;
  if (!bytes) {
    // Never made, or gone from the storage: made again from the signed facts.
    contract = await ensurePdf(app, c.id);
    bytes = contract.pdfFileId ? await fileBytes(app, contract.pdfFileId) : null;
  }
  if (!bytes || !contract.pdfSha256 || sha256(bytes) !== contract.pdfSha256) {
    app.log.warn({ contractId: c.id }, 'contract pdf failed its hash check');
    throw new BizError(CONTRACT_CODES.PDF_TAMPERED, undefined, null, 409);
  }
  return { bytes, contract };
}

// --- My contracts ---------------------------------------------------------------------------------------
export async function myContracts(app: FastifyInstance, auth: AuthContext, lang: Lang): Promise<ContractInfo[]> {
  const db = app.db;
  const list = await db
    .select()
    .from(contracts)
    .where(and(eq(contracts.ownerId, auth.userId), ne(contracts.status, 'void')))
    .orderBy(desc(contracts.signedAt), desc(contracts.id));
  const miles = await milestonesOf(db, list, lang);
  const out: ContractInfo[] = [];
  for (const c of list) {
    // A contract's file is gone only when its account was deleted, and then it has no owner to list it.
    if (c.stuId == null) continue;
    const orders = c.status === 'signed' ? await payableOrders(app, auth, c) : null;
    const title = agreementText(
      { contractClass: c.contractClass as ContractClass, studentName: c.studentName, countryName: '', schools: [], date: c.startDate },
      lang,
    ).title;
    out.push({
      stuId: c.stuId,
      userName: c.studentName,
      contractNum: c.contractNo,
      contractSignDate: bjText(c.signedAt),
      serviceMoney: yuanText(c.serviceFeeFen),
      payTime: c.paidAt ? bjText(c.paidAt) : null,
      contractStartDate: c.startDate,
      contractEndDate: c.endDate,
      contractRoute: pdfRoute(c.accessKey),
      contractName: lang === 'cn' ? `${title}（${c.studentName}）` : `${title} (${c.studentName})`,
      // Paid and its term over (the end date is its last day): '3', as the daily job marks the file.
      isSignContract: c.status === 'paid' ? (c.endDate < beijingDay() ? '3' : '2') : '1',
      orderNo: orders?.orderNo ?? null,
      orderNoAs: orders?.orderNoAs ?? null,
      milestones: miles.get(c.id) ?? [],
    });
  }
  return out;
}

// --- Staff: milestones ------------------------------------------------------------------------------------
export async function markMilestone(db: Db, auth: AuthContext, ip: string, body: MilestoneBody, lang: Lang): Promise<ContractMilestone[]> {
  const [s] = await db.select({ id: students.id }).from(students).where(eq(students.id, body.stuId)).limit(1);
  if (!s) throw notFound();
  const c = await currentContract(db, body.stuId);
  if (!c) throw refuse(CONTRACT_CODES.NO_CONTRACT);
  const note = body.note?.trim() || null;
  await db
    .update(contractMilestones)
    .set(
      body.done
        ? { doneAt: sql`coalesce(${contractMilestones.doneAt}, now())`, doneBy: auth.userId, note }
        : { doneAt: null, doneBy: auth.userId, note },
    )
    .where(and(eq(contractMilestones.contractId, c.id), eq(contractMilestones.kind, body.kind)));
  await audit(db, auth, ip, {
    action: 'contract.milestone',
    target: body.stuId,
    detail: { contractNo: c.contractNo, kind: body.kind, done: body.done, note },
  });
  return (await milestonesOf(db, [c], lang)).get(c.id) ?? [];
}

/** Whether files have a current contract (submit → pending only for those without). */
export async function hasCurrentContract(tx: Tx, stuId: number): Promise<boolean> {
  const found = await tx
    .select({ id: contracts.id })
    .from(contracts)
    .where(and(eq(contracts.stuId, stuId), ne(contracts.status, 'void')))
    .limit(1);
  return found.length > 0;
}
