// The operations lists' exports (leads, audit log, payments): one sheet of at most OPS_EXPORT_MAX
// rows, sent as XLSX or CSV through the console's writers (modules/console/export.ts), with the file
// name stamped in Beijing time and X-Total-Count saying how many rows matched.
import { PassThrough } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Bilingual, ExportFormat, Lang } from '@portal/shared';
import type { Db } from '../../db/client';
import { audit } from '../audit/service';
import { writeCsv, writeXlsx, type Cells } from '../console/export';

export interface Sheet {
  headers: string[];
  cells: Cells[];
  /** How many rows matched (the sheet holds at most OPS_EXPORT_MAX of them). */
  total: number;
}

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export function sendSheet(
  req: FastifyRequest,
  reply: FastifyReply,
  opts: { file: string; sheetName: string; format: ExportFormat; sheet: Sheet },
): FastifyReply {
  const { file, sheetName, format, sheet } = opts;
  const stamp = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 16).replace(/[-:]/g, '').replace('T', '-');
  reply.header('content-type', format === 'xlsx' ? XLSX_TYPE : 'text/csv; charset=utf-8');
  reply.header('content-disposition', `attachment; filename="${file}-${stamp}.${format}"`);
  reply.header('x-total-count', String(sheet.total));
  const out = new PassThrough();
  const none = (async function* () {})();
  const written =
    format === 'xlsx' ? writeXlsx(out, sheetName, sheet.headers, sheet.cells, none) : writeCsv(out, sheet.headers, sheet.cells, none);
  written.catch((err: Error) => {
    req.log.error({ err }, `${file} export failed while writing`);
    out.destroy(err);
  });
  return reply.send(out);
}

/**
 * The handler of an export route: builds the sheet from the query's filters, writes the audit row
 * (action, format, filters, rows sent and rows matched) and sends the file.
 */
export function exportHandler<F>(
  app: FastifyInstance,
  opts: { action: string; file: string; sheetName: Bilingual; build: (db: Db, filters: F, lang: Lang) => Promise<Sheet> },
) {
  return async (req: FastifyRequest, reply: FastifyReply) => {
    // The route's querystring schema has checked the query: the filters and the format.
    const { format, ...rest } = req.query as { format: ExportFormat } & Record<string, unknown>;
    const filters = rest as F;
    const sheet = await opts.build(app.db, filters, req.lang);
    await audit(app.db, req.auth, req.ip, {
      action: opts.action,
      detail: { format, filters, rows: sheet.cells.length, total: sheet.total },
    });
    return sendSheet(req, reply, { file: opts.file, sheetName: opts.sheetName[req.lang], format, sheet });
  };
}
