// Database preparation shared by main.ts and the API tests: migrate from the schemas, store the shipped
// configuration files not yet in the database (domain/configuration), then seed the demo data when asked and
// the database is empty.
import type { Db } from './db/index.ts';
import { migrate } from './db/migrate.ts';
import type { Registry } from './schema/model.ts';
import { seedDemo } from './seed/index.ts';
import { seedFromFiles } from './domain/configuration/store.ts';
import { folderDirs } from './configsource/source.ts';

export async function prepareDatabase(db: Db, registry: Registry, opts: { seed: boolean }) {
  const { applied } = await migrate(db, registry.resources);
  const configured = await seedFromFiles(db, folderDirs);
  const seeded = opts.seed ? await seedDemo(db) : false;
  return { migrated: applied, seeded, configured };
}
