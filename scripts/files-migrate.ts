// `npm run files:migrate -- [--from folder|database|s3] [--to folder|database|s3]`: copies every stored file from
// one back end of the storage (src/server/files/storage.ts) into another, for a deployment moving from one
// instance on one disk to several (folder → database or S3) or from the database to a bucket (database → S3).
// By default from DATA_DIR/uploads to the bucket of FILES_S3_BUCKET, else to the database of DATABASE_URL.
// Streamed file by file; a file already copied (same size) is left, so the command can be run again after a stop
// and resumes. The source is not changed: switch the instances to the target, then remove the old files.
import { openPostgres, type Db } from '../src/server/db/index.ts';
import { ops as m } from '../src/server/http/messages.ts';
import {
  copyFiles,
  FileStoreUnavailable,
  fileStoreStatements,
  openFileStore,
  uploadsDir,
  type FileStoreKind,
} from '../src/server/files/storage.ts';

const KINDS: FileStoreKind[] = ['folder', 'database', 's3'];
const args = process.argv.slice(2);
const option = (name: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
};
const from = (option('from') ?? 'folder') as FileStoreKind;
const to = (option('to') ?? (process.env.FILES_S3_BUCKET?.trim() ? 's3' : 'database')) as FileStoreKind;
if (
  !KINDS.includes(from) ||
  !KINDS.includes(to) ||
  args.some((a, i) => i % 2 === 0 && !['--from', '--to'].includes(a))
) {
  console.error(m.filesMigrateUsage);
  process.exit(2);
}
if (from === to) {
  console.error(m.filesMigrateSame);
  process.exit(2);
}
const label = (kind: FileStoreKind) =>
  kind === 'folder'
    ? `dossier ${uploadsDir()}`
    : kind === 'database'
      ? 'base PostgreSQL'
      : `bucket S3 « ${process.env.FILES_S3_BUCKET} »`;

let db: Db | undefined;
let code = 0;
try {
  if (from === 'database' || to === 'database') {
    if (!process.env.DATABASE_URL) throw new FileStoreUnavailable(m.filesStoreNeedsPostgres);
    db = await openPostgres(process.env.DATABASE_URL);
    for (const statement of fileStoreStatements) await db.query(statement);
  }
  const source = await openFileStore(from, db);
  const target = await openFileStore(to, db);
  const result = await copyFiles(source, target, (done, total) => {
    if (done % 100 === 0 && done < total) console.log(m.filesMigrateProgress(done, total));
  });
  for (const f of result.failed) console.error(m.filesMigrateFailed(f.uuid, f.reason));
  console.log(
    m.filesMigrated(label(from), label(to), result.total, result.copied, result.present, result.failed.length),
  );
  source.close?.();
  target.close?.();
  code = result.failed.length > 0 ? 1 : 0;
} catch (err) {
  if (!(err instanceof FileStoreUnavailable)) throw err;
  console.error(err.message);
  code = 1;
} finally {
  await db?.close();
}
process.exit(code);
