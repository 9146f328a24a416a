// The rows of a collection export, read batch by batch: each batch is one keyset query of EXPORT_BATCH rows
// (same scope, filters and order as the collection), so memory stays flat whatever the number of rows, and on
// PGlite other requests get the database between two batches. The CSV text is made from them here; the
// Excel workbook in xlsx.ts.
import type { Db, Row } from '../db/index.ts';
import type { Registry, ResourceModel } from '../schema/model.ts';
import type { AuthUser } from '../auth/access.ts';
import type { CollectionSql } from '../crud/read.ts';
import { CSV_BOM, csvLine } from '../../shared/csv.ts';
import { exportColumns, type ExportColumn, type RelationLabels } from './columns.ts';
import { loadRelationLabels } from './relations.ts';
import { afterRow } from './keyset.ts';

export const EXPORT_BATCH = 1000;

export interface ExportSource {
  db: Db;
  registry: Registry;
  resource: ResourceModel;
  user: AuthUser;
  sql: CollectionSql;
  batchSize?: number;
  /** Default: every readable property (exportColumns without settings). */
  columns?: ExportColumn[];
}

/** Batches of rows with the representations of the rows they point at (kept across batches). */
export async function* rowBatches(src: ExportSource): AsyncGenerator<{ rows: Row[]; labels: RelationLabels }> {
  const { db, registry, resource: r, user, sql } = src;
  const batch = src.batchSize ?? EXPORT_BATCH;
  const labels: RelationLabels = new Map();
  let last: Row | undefined;
  for (;;) {
    const params = [...sql.params];
    const where = last ? `${sql.where} AND ${afterRow(sql.terms, last, params)}` : sql.where;
    params.push(batch);
    const res = await db.query(
      `SELECT t.* FROM "${r.table}" t WHERE ${where} ORDER BY ${sql.order} LIMIT $${params.length}`,
      params,
    );
    if (res.rows.length === 0) return;
    await loadRelationLabels(db, registry, r, user, res.rows, labels);
    yield { rows: res.rows, labels };
    if (res.rows.length < batch) return;
    last = res.rows[res.rows.length - 1];
  }
}

/** Chunks of CSV text: the BOM and header line, then one chunk per batch of rows. */
export async function* csvChunks(src: ExportSource): AsyncGenerator<string> {
  const columns = src.columns ?? exportColumns(src.resource);
  yield CSV_BOM + csvLine(columns.map((c) => c.header));
  for await (const { rows, labels } of rowBatches(src)) {
    yield rows.map((row) => csvLine(columns.map((c) => c.value(row, labels)))).join('');
  }
}
