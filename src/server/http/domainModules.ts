// Discovery of the domain operation modules (src/server/domain/<domain>/index.ts): each registers its own
// routes, so domains are added without editing app.ts.
import { readdir } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from './context.ts';

export interface DomainModule {
  /** Registers the domain's routes (under /api) on the app. */
  register(app: FastifyInstance, ctx: AppContext): void | Promise<void>;
}

const DIR = join(dirname(fileURLToPath(import.meta.url)), '..', 'domain');

export async function registerDomainModules(app: FastifyInstance, ctx: AppContext): Promise<string[]> {
  const entries = await readdir(DIR, { withFileTypes: true });
  const names = entries
    .filter((e) => e.isDirectory() && existsSync(join(DIR, e.name, 'index.ts')))
    .map((e) => e.name)
    .sort();
  for (const name of names) {
    const mod = (await import(pathToFileURL(join(DIR, name, 'index.ts')).href)) as { default?: DomainModule };
    if (!mod.default || typeof mod.default.register !== 'function') {
      throw new Error(`Module de domaine ${name} : export par défaut { register } manquant.`);
    }
    await mod.default.register(app, ctx);
  }
  return names;
}
