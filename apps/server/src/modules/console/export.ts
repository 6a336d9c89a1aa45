// Writing the queue export as it is read: XLSX through exceljs's streaming workbook writer (rows are
// committed to the zip as they come), CSV as UTF-8 with a byte-order mark (so Excel opens Chinese
// correctly) and CRLF lines. Both write to a stream the route sends, waiting when the client reads slowly.
import { once } from 'node:events';
import type { Writable } from 'node:stream';

export type Cells = (string | number)[];

/** RFC 4180 quoting; a text that a spreadsheet would read as a formula (= + - @) is kept as text with a leading quote. */
export function csvLine(cells: Cells): string {
  return (
    cells
      .map((c) => {
        if (typeof c === 'number') return String(c);
        const text = /^[=+\-@\t\r]/.test(c) ? `'${c}` : c;
        return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
      })
      .join(',') + '\r\n'
  );
}

async function write(out: Writable, chunk: string) {
  if (!out.write(chunk)) await once(out, 'drain');
}

export async function writeCsv(out: Writable, headers: string[], first: Cells[], rest: AsyncIterable<Cells[]>): Promise<void> {
  await write(out, '\uFEFF' + csvLine(headers));
  for (const row of first) await write(out, csvLine(row));
  for await (const batch of rest) for (const row of batch) await write(out, csvLine(row));
  out.end();
}

export async function writeXlsx(
  out: Writable,
  sheetName: string,
  headers: string[],
  first: Cells[],
  rest: AsyncIterable<Cells[]>,
): Promise<void> {
  // exceljs is loaded on the first export (it adds some 18 MB to a process that never exports).
  const { default: ExcelJS } = await import('exceljs');
  const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const ws = wb.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  ws.columns = headers.map((h) => ({ header: h, width: Math.max(12, h.length * 2 + 4) }));
  ws.getRow(1).font = { bold: true };
  ws.getRow(1).commit();
  for (const row of first) ws.addRow(row).commit();
  for await (const batch of rest) for (const row of batch) ws.addRow(row).commit();
  ws.commit();
  await wb.commit();
}
