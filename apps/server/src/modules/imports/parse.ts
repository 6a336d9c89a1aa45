// Reads an uploaded import file into a header row and text cells: CSV with papaparse (UTF-8, a BOM
// dropped; GBK files from Excel are read as GB18030 when they are not valid UTF-8), XLSX with
// exceljs (the first worksheet; dates as YYYY-MM-DD, formulas as their result). Every cell is text.
import type ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { IMPORT_CODES, IMPORT_MAX_ROWS } from '@portal/shared';
import { BizError } from '../../lib/envelope';

export interface ParsedFile {
  headers: string[];
  /** The data rows (the header is row 1, so rows[i] is spreadsheet row i + 2); blank rows dropped with their numbers kept. */
  rows: { rowNo: number; cells: string[] }[];
}

function decodeText(buf: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(buf).replace(/^\uFEFF/, '');
  } catch {
    return new TextDecoder('gb18030').decode(buf);
  }
}

function tooMany(n: number) {
  if (n > IMPORT_MAX_ROWS) throw new BizError(IMPORT_CODES.FILE_TOO_MANY_ROWS);
}

export function parseCsv(buf: Buffer): ParsedFile {
  const text = decodeText(buf);
  const out = Papa.parse<string[]>(text, { skipEmptyLines: false });
  const all = out.data;
  if (!all.length || !all[0].some((c) => String(c).trim())) throw new BizError(IMPORT_CODES.FILE_UNREADABLE);
  const headers = all[0].map((c) => String(c ?? '').trim());
  const rows: ParsedFile['rows'] = [];
  for (let i = 1; i < all.length; i++) {
    const cells = all[i].map((c) => String(c ?? ''));
    if (cells.every((c) => c.trim() === '')) continue;
    rows.push({ rowNo: i + 1, cells });
  }
  tooMany(rows.length);
  return { headers, rows };
}

function cellText(v: ExcelJS.CellValue): string {
  if (v === null || v === undefined) return '';
  if (v instanceof Date) return v.toISOString().slice(0, 10);
  if (typeof v === 'object') {
    if ('result' in v) return cellText((v as ExcelJS.CellFormulaValue).result as ExcelJS.CellValue);
    if ('richText' in v) return (v as ExcelJS.CellRichTextValue).richText.map((r) => r.text).join('');
    if ('text' in v) return String((v as ExcelJS.CellHyperlinkValue).text);
    if ('error' in v) return '';
    return '';
  }
  return String(v);
}

/** exceljs is loaded on the first spreadsheet read or written, not at start. */
const excel = () => import('exceljs').then((m) => m.default);

export async function parseXlsx(buf: Buffer): Promise<ParsedFile> {
  const wb = new (await excel()).Workbook();
  try {
    await wb.xlsx.load(buf as unknown as ArrayBuffer);
  } catch {
    throw new BizError(IMPORT_CODES.FILE_UNREADABLE);
  }
  const ws = wb.worksheets[0];
  if (!ws || ws.rowCount < 1) throw new BizError(IMPORT_CODES.FILE_UNREADABLE);
  tooMany(ws.actualRowCount - 1);
  const width = ws.columnCount;
  const read = (r: ExcelJS.Row) => {
    const cells: string[] = [];
    for (let c = 1; c <= width; c++) cells.push(cellText(r.getCell(c).value));
    return cells;
  };
  const headers = read(ws.getRow(1)).map((h) => h.trim());
  if (!headers.some(Boolean)) throw new BizError(IMPORT_CODES.FILE_UNREADABLE);
  const rows: ParsedFile['rows'] = [];
  ws.eachRow({ includeEmpty: false }, (r, n) => {
    if (n === 1) return;
    const cells = read(r);
    if (cells.every((c) => c.trim() === '')) return;
    rows.push({ rowNo: n, cells });
  });
  return { headers, rows };
}

export async function parseImportFile(fileName: string, buf: Buffer): Promise<ParsedFile> {
  const ext = fileName.toLowerCase().split('.').pop();
  if (ext === 'xlsx') return parseXlsx(buf);
  if (ext === 'csv') return parseCsv(buf);
  throw new BizError(IMPORT_CODES.FILE_UNREADABLE);
}

const csvCell = (v: string) =>
  /[",\r\n]/.test(v) || /^[=+\-@]/.test(v) ? `"${(/^[=+\-@]/.test(v) ? `'${v}` : v).replace(/"/g, '""')}"` : v;

/** A CSV (UTF-8 with BOM, so Excel opens Chinese right); cells that start like a formula are quoted with a leading '. */
export function toCsv(rows: readonly (readonly string[])[]): Buffer {
  return Buffer.from(`\uFEFF${rows.map((r) => r.map(csvCell).join(',')).join('\r\n')}\r\n`, 'utf8');
}

/** An XLSX of one sheet with a bold header row. */
export async function toXlsx(sheet: string, rows: readonly (readonly string[])[]): Promise<Buffer> {
  const wb = new (await excel()).Workbook();
  const ws = wb.addWorksheet(sheet);
  for (const r of rows) ws.addRow([...r]);
  ws.getRow(1).font = { bold: true };
  ws.columns.forEach((c) => (c.width = 22));
  return Buffer.from(await wb.xlsx.writeBuffer());
}
