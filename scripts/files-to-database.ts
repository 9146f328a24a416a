// `npm run files:to-database`: copies the files of DATA_DIR/uploads into the PostgreSQL database of DATABASE_URL
// (the shared store every instance reads, src/server/files/storage.ts), for a deployment moving from one
// instance on one disk to several. Files already in the database are left; the folder is not changed.
import { openPostgres } from '../src/server/db/index.ts';
import { copyFolderToDatabase, fileStoreStatements, uploadsDir } from '../src/server/files/storage.ts';

const url = process.env.DATABASE_URL;
if (!url) {
  console.error('DATABASE_URL est requis : les fichiers sont copiés dans cette base PostgreSQL.');
  process.exit(1);
}
const db = await openPostgres(url);
try {
  for (const statement of fileStoreStatements) await db.query(statement);
  const copied = await copyFolderToDatabase(db);
  console.log(`${copied} fichier(s) copié(s) de ${uploadsDir()} vers la base.`);
} finally {
  await db.close();
}
