// The Excel (.xlsx) workbook of a collection export, written as a stream by exceljs's WorkbookWriter: rows are
// committed batch by batch (stream.ts), so memory stays flat. French headers, real dates (DD/MM/YYYY cells),
// numbers as numbers. The first batch is read before the answer starts, so a database refusal is still a 400;
// the next batch waits for a slow client (backpressure) and is not read once the client has gone.
import { once } from 'node:events';
import { PassThrough, type Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { exportColumns } from './columns.ts';
import { rowBatches, type ExportSource } from './stream.ts';

const DATE_FORMAT = 'dd/mm/yyyy';
const DATE_TIME_FORMAT = 'dd/mm/yyyy hh:mm';

export async function xlsxStream(src: ExportSource, onError: (err: unknown) => void): Promise<Readable> {
  const columns = src.columns ?? exportColumns(src.resource);
  const batches = rowBatches(src);
  const first = await batches.next();
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet(src.resource.label.many.slice(0, 31), {
    views: [{ state: 'frozen', ySplit: 1 }],
  });
  sheet.columns = columns.map((c) => {
    const format = c.property?.enumList ? undefined : c.property?.format;
    return {
      header: c.header,
      width: Math.min(40, Math.max(12, c.header.length + 2)),
      style: format === 'date' ? { numFmt: DATE_FORMAT } : format === 'date-time' ? { numFmt: DATE_TIME_FORMAT } : {},
    };
  });
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  void (async () => {
    let batch = first;
    while (!batch.done) {
      const { rows, labels } = batch.value;
      for (const row of rows) sheet.addRow(columns.map((c) => c.excel(row, labels))).commit();
      // A slow client: wait for it before reading the next batch; a client gone: stop reading.
      if (out.writableNeedDrain) await Promise.race([once(out, 'drain'), once(out, 'close')]);
      if (out.destroyed) return;
      batch = await batches.next();
    }
    sheet.commit();
    await workbook.commit();
  })().catch((err: unknown) => {
    onError(err);
    out.destroy(err instanceof Error ? err : new Error(String(err)));
  });
  return out;
}
