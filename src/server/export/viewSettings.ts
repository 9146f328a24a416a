// What a resource file says about the exports of its view (`export`: columns, xlsx, see schemas/README.md and
// resources/README.md): the server reads the resource files from disk, as it serves them to the admin
// (RESOURCES_DIR), on each export, so a change by support applies to the next download.
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { ResourceModel } from '../schema/model.ts';
import { folderDirs } from '../http/static.ts';
import { badRequest } from '../http/errors.ts';
import * as msg from '../http/messages.ts';

export interface ExportSettings {
  /** Properties exported, in order (`id` included when named); all readable properties when absent. */
  columns?: string[];
  /** `export.xlsx` is offered. */
  xlsx: boolean;
  /** Field labels of the resource file (`fields.<name>.label`), used as headers. */
  labels: Record<string, string>;
}

interface ViewFile {
  resource?: unknown;
  route?: unknown;
  export?: { columns?: unknown; xlsx?: unknown };
  fields?: Record<string, { label?: unknown }>;
}

async function viewFiles(dir: string): Promise<{ name: string; data: ViewFile }[]> {
  if (!existsSync(dir)) return [];
  const names = (await readdir(dir)).filter((f) => f.endsWith('.json'));
  const files = await Promise.all(names.map(async (name) => {
    try {
      return { name, data: JSON.parse(await readFile(join(dir, name), 'utf8')) as ViewFile };
    } catch {
      return undefined; // a broken file is reported by npm run check:config and the admin; exports ignore it
    }
  }));
  return files.filter((f): f is { name: string; data: ViewFile } => f !== undefined && typeof f.data === 'object' && f.data !== null);
}

/** Settings of a file: its column names kept when they are strings, its field labels. */
export function settingsOf(data: ViewFile): ExportSettings {
  const columns = Array.isArray(data.export?.columns) ? data.export.columns.filter((c): c is string => typeof c === 'string') : undefined;
  const labels: Record<string, string> = {};
  for (const [name, o] of Object.entries(data.fields ?? {})) if (typeof o?.label === 'string') labels[name] = o.label;
  return { columns: columns?.length ? columns : undefined, xlsx: data.export?.xlsx === true, labels };
}

/**
 * The export settings of resource `r` seen through view `view` (the admin route, `?view=stagiaires`): the
 * resource file of that route, which must show `r` (else a French 400). Without a view: the file whose route
 * is the resource's name, else none (every readable property, no xlsx), so an integrator's plain export does not
 * change with the admin's views.
 */
export async function exportSettings(r: ResourceModel, view: string | null, dir: string = folderDirs.resources): Promise<ExportSettings> {
  const files = (await viewFiles(dir)).filter((f) => f.data.resource === r.name);
  let file: ViewFile | undefined;
  if (view !== null) {
    file = files.find((f) => f.data.route === view)?.data;
    if (!file) throw badRequest(msg.exportFile.unknownView(view, r.label.many.toLowerCase()));
  } else {
    file = files.find((f) => f.data.route === r.name)?.data;
  }
  return file ? settingsOf(file) : { xlsx: false, labels: {} };
}
