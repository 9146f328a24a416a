// Database preparation shared by main.ts and the API tests: migrate from the schemas, store the shipped
// configuration files not yet in the database (domain/configuration), then seed the demo data when asked and
// the database is empty. On PostgreSQL the whole of it runs under one advisory lock: instances started together
// on one database take turns, and the ones after the first find the work done (nothing to migrate, nothing to seed).
import type { Db } from './db/index.ts';
import { migrate } from './db/migrate.ts';
import type { Registry } from './schema/model.ts';
import { seedDemo } from './seed/index.ts';
import { useFileStore } from './files/storage.ts';
import { seedFromFiles } from './domain/configuration/store.ts';
import { folderDirs } from './configsource/source.ts';

/** The advisory lock key of the start-up work (any fixed 64-bit number, the same in every release). */
export const STARTUP_LOCK_KEY = 2_027_001;

export async function prepareDatabase(db: Db, registry: Registry, opts: { seed: boolean }) {
  // The seed stores its demo documents where the server will read them.
  await useFileStore(db);
  return db.withAdvisoryLock(STARTUP_LOCK_KEY, async () => {
    const { applied } = await migrate(db, registry.resources);
    const configured = await seedFromFiles(db, folderDirs);
    const seeded = opts.seed ? await seedDemo(db) : false;
    return { migrated: applied, seeded, configured };
  });
}
