// The contract's PDF: pdf-lib with Noto Sans SC (Chinese and Latin in one font). pdf-lib's own
// subsetting breaks CJK glyphs, so the font is first cut with subset-font (HarfBuzz) to TrueType
// holding exactly the characters drawn, then embedded whole (subset: false): a contract stays a few
// dozen kB. Content: the contract number, parties, the full terms (the binding Chinese text, then the
// English text for reference), schools, fees, the signature image(s), the signing time, and on the
// last page the SHA-256 of the signed content.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { PDFDocument, PDFFont, PDFImage, PDFPage } from 'pdf-lib';
import { agreementText, type AgreementInput } from '@portal/shared';

// subset-font ships no types: the one call used here.
type SubsetFont = (font: Buffer, text: string, opts: { targetFormat: 'truetype' | 'sfnt' | 'woff' | 'woff2' }) => Promise<Buffer>;
const require_ = createRequire(import.meta.url);

/**
 * pdf-lib, fontkit and subset-font are loaded on the first contract drawn, not at start: subset-font
 * alone reserves 32 MB of WebAssembly memory, and most processes never draw a contract.
 */
type Fontkit = Parameters<PDFDocument['registerFontkit']>[0];
let libs: Promise<{ pdf: typeof import('pdf-lib'); fontkit: Fontkit; subsetFont: SubsetFont }> | undefined;
function pdfLibs() {
  libs ??= Promise.all([import('pdf-lib'), import('@pdf-lib/fontkit')]).then(([pdf, fk]) => ({
    pdf,
    // The package's types describe the namespace; at run time its default export is the fontkit.
    fontkit: (fk as unknown as { default: Fontkit }).default,
    subsetFont: require_('subset-font') as SubsetFont,
  }));
  return libs;
}

const FONT_FILE = 'files/noto-sans-sc-chinese-simplified-400-normal.woff2';
let fontBytes: Promise<Buffer> | undefined;
/** The full font, read once per process. */
function fullFont(): Promise<Buffer> {
  fontBytes ??= readFile(path.join(path.dirname(require_.resolve('@fontsource/noto-sans-sc/package.json')), FONT_FILE));
  return fontBytes;
}

export interface PdfSignature {
  /** Label above the image, e.g. 甲方（学生）签字. */
  label: string;
  /** Name (and relation) printed under it. */
  name: string;
  png: Buffer;
}

export interface ContractPdfInput {
  contractNo: string;
  agreement: AgreementInput;
  signatures: PdfSignature[];
  /** Beijing time, 'YYYY-MM-DD HH:mm:ss'. */
  signedAtText: string;
  signedAt: Date;
  contentSha256: string;
}

/**
 * No glyph substitution: fontkit turns on fraction and contextual forms for Latin runs, which drew
 * digits as numerator glyphs without a text mapping (pdftotext lost them) and 'fi' as a ligature.
 * One glyph per character keeps the text extractable and the widths right.
 */
const PLAIN_FEATURES = Object.fromEntries(
  ['liga', 'clig', 'calt', 'rlig', 'dlig', 'frac', 'numr', 'dnom', 'locl', 'ccmp', 'kern'].map((f) => [f, false]),
);

const A4 = { w: 595.28, h: 841.89 };
const MARGIN = 56;
const BODY = 10.5;
const LINE = 16;

/** Break text into lines that fit: CJK characters break anywhere, Latin words as wholes. */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const tokens = text.match(/[A-Za-z0-9@._/:'()\-,;%]+\s*|\s+|[^\sA-Za-z0-9]/gu) ?? [text];
  const lines: string[] = [];
  let line = '';
  for (const tok of tokens) {
    const next = line + tok;
    if (line && font.widthOfTextAtSize(next.trimEnd(), size) > width) {
      lines.push(line.trimEnd());
      line = tok.trimStart();
      // A single token wider than the line (a long hash or address): cut it by characters.
      while (font.widthOfTextAtSize(line, size) > width) {
        let i = line.length - 1;
        while (i > 1 && font.widthOfTextAtSize(line.slice(0, i), size) > width) i--;
        lines.push(line.slice(0, i));
        line = line.slice(i);
      }
    } else line = next;
  }
  if (line.trim()) lines.push(line.trimEnd());
  return lines.length ? lines : [''];
}

class Writer {
  page!: PDFPage;
  y = 0;
  constructor(
    private doc: PDFDocument,
    private font: PDFFont,
    private footer: string,
    private rgb: (typeof import('pdf-lib'))['rgb'],
  ) {
    this.newPage();
  }
  newPage() {
    this.page = this.doc.addPage([A4.w, A4.h]);
    this.y = A4.h - MARGIN;
  }
  ensure(h: number) {
    if (this.y - h < MARGIN + 20) this.newPage();
  }
  text(t: string, opts: { size?: number; indent?: number; gap?: number; center?: boolean; color?: number } = {}) {
    const size = opts.size ?? BODY;
    const indent = opts.indent ?? 0;
    const lh = Math.max(LINE, size * 1.5);
    for (const l of wrap(t, this.font, size, A4.w - 2 * MARGIN - indent)) {
      this.ensure(lh);
      const x = opts.center ? (A4.w - this.font.widthOfTextAtSize(l, size)) / 2 : MARGIN + indent;
      const c = opts.color ?? 0;
      this.page.drawText(l, { x, y: this.y - size, size, font: this.font, color: this.rgb(c, c, c) });
      this.y -= lh;
    }
    this.y -= opts.gap ?? 0;
  }
  image(img: PDFImage, maxW: number, maxH: number) {
    const scale = Math.min(maxW / img.width, maxH / img.height, 1);
    const w = img.width * scale;
    const h = img.height * scale;
    this.ensure(h + 4);
    this.page.drawImage(img, { x: MARGIN + 12, y: this.y - h, width: w, height: h });
    this.y -= h + 4;
  }
  /** Page numbers and the contract number at the foot of every page. */
  finish() {
    const pages = this.doc.getPages();
    pages.forEach((p, i) => {
      const t = `${this.footer}    ${i + 1} / ${pages.length}`;
      p.drawText(t, {
        x: (A4.w - this.font.widthOfTextAtSize(t, 8)) / 2,
        y: MARGIN / 2,
        size: 8,
        font: this.font,
        color: this.rgb(0.4, 0.4, 0.4),
      });
    });
  }
}

/** Every text the PDF draws, in drawing order (the font subset is cut for exactly these characters). */
function texts(input: ContractPdfInput) {
  const cn = agreementText({ ...input.agreement, contractNo: input.contractNo }, 'cn');
  const en = agreementText({ ...input.agreement, contractNo: input.contractNo }, 'en');
  const footer = `合同编号 Contract No. ${input.contractNo}`;
  const hashLabel = '签署内容 SHA-256（Signed content SHA-256）：';
  const signHead = '签署 Signatures';
  const partyB = `乙方（服务方）Party B: ${cn.sections[0].paragraphs.find((p) => p.startsWith('乙方'))?.split('：')[1] ?? ''}`;
  const timeLine = `签署时间 Signed at：${input.signedAtText}（北京时间 Beijing time）`;
  const enHead = 'English text (for reference)';
  return { cn, en, footer, hashLabel, signHead, partyB, timeLine, enHead };
}

export async function buildContractPdf(input: ContractPdfInput): Promise<Buffer> {
  const t = texts(input);
  const all = [
    t.cn.title,
    t.en.title,
    t.footer,
    t.hashLabel,
    t.signHead,
    t.partyB,
    t.timeLine,
    t.enHead,
    input.contentSha256,
    ...[t.cn, t.en].flatMap((x) => [x.bindingNote, ...x.sections.flatMap((s) => [s.title, ...s.paragraphs])]),
    ...input.signatures.flatMap((s) => [s.label, s.name]),
    '0123456789/ ',
  ].join('');
  const chars = [...new Set([...all])].join('');
  const { pdf, fontkit, subsetFont } = await pdfLibs();
  const ttf = await subsetFont(await fullFont(), chars, { targetFormat: 'truetype' });

  const doc = await pdf.PDFDocument.create();
  doc.registerFontkit(fontkit);
  const font = await doc.embedFont(ttf, { subset: false, features: PLAIN_FEATURES });
  doc.setTitle(`${t.cn.title} ${input.contractNo}`);
  doc.setSubject(t.en.title);
  doc.setProducer('portal');
  doc.setCreator('portal');
  doc.setCreationDate(input.signedAt);
  doc.setModificationDate(input.signedAt);

  const w = new Writer(doc, font, t.footer, pdf.rgb);
  w.text(t.cn.title, { size: 18, center: true, gap: 4 });
  w.text(t.en.title, { size: 11, center: true, gap: 10, color: 0.3 });
  for (const s of t.cn.sections) {
    w.text(s.title, { size: 12, gap: 2 });
    for (const p of s.paragraphs) w.text(p, { indent: 12 });
    w.y -= 6;
  }
  w.text(t.cn.bindingNote, { gap: 12 });

  // Signatures, then the English text, then the hash on the last page.
  w.ensure(60);
  w.text(t.signHead, { size: 12, gap: 4 });
  for (const s of input.signatures) {
    w.text(s.label);
    w.image(await doc.embedPng(s.png), 180, 70);
    w.text(s.name, { indent: 12, gap: 6 });
  }
  w.text(t.partyB, { gap: 4 });
  w.text(t.timeLine, { gap: 14 });

  w.newPage();
  w.text(t.enHead, { size: 12, gap: 4, color: 0.3 });
  w.text(t.en.title, { size: 14, gap: 6 });
  for (const s of t.en.sections) {
    w.text(s.title, { size: 11, gap: 2 });
    for (const p of s.paragraphs) w.text(p, { indent: 12 });
    w.y -= 6;
  }
  w.text(t.en.bindingNote, { gap: 16 });
  w.text(t.hashLabel, { size: 9 });
  w.text(input.contentSha256, { size: 9 });
  w.finish();
  return Buffer.from(await doc.save({ useObjectStreams: true }));
}
