// What a resource file says about the exports of its view (`export`: columns, xlsx, see schemas/README.md and
// resources/README.md): the server reads the resource files from the configuration source, as it serves them to
// the admin (the database's current valid versions, or RESOURCES_DIR with CONFIG_SOURCE=files), on each export,
// so a change published by support applies to the next download.
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { ResourceModel } from '../schema/model.ts';
import type { ConfigSource } from '../configsource/source.ts';
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

/** The texts of the resource files: from the source, or from a folder of the disk (tests with their own files). */
async function viewTexts(from: ConfigSource | string): Promise<{ name: string; text: string }[]> {
  if (typeof from !== 'string')
    return [...(await from.snapshot('resources')).files.values()].map(({ name, text }) => ({ name, text }));
  if (!existsSync(from)) return [];
  const names = (await readdir(from)).filter((f) => f.endsWith('.json'));
  return Promise.all(names.map(async (name) => ({ name, text: await readFile(join(from, name), 'utf8') })));
}

async function viewFiles(from: ConfigSource | string): Promise<{ name: string; data: ViewFile }[]> {
  const files = (await viewTexts(from)).map(({ name, text }) => {
    try {
      return { name, data: JSON.parse(text) as ViewFile };
    } catch {
      return undefined; // a broken file is reported by the configuration notices and the admin; exports ignore it
    }
  });
  return files.filter(
    (f): f is { name: string; data: ViewFile } => f !== undefined && typeof f.data === 'object' && f.data !== null,
  );
}

/** Settings of a file: its column names kept when they are strings, its field labels. */
export function settingsOf(data: ViewFile): ExportSettings {
  const columns = Array.isArray(data.export?.columns)
    ? data.export.columns.filter((c): c is string => typeof c === 'string')
    : undefined;
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
export async function exportSettings(
  r: ResourceModel,
  view: string | null,
  from: ConfigSource | string,
): Promise<ExportSettings> {
  const files = (await viewFiles(from)).filter((f) => f.data.resource === r.name);
  let file: ViewFile | undefined;
  if (view !== null) {
    file = files.find((f) => f.data.route === view)?.data;
    if (!file) throw badRequest(msg.exportFile.unknownView(view, r.label.many.toLowerCase()));
  } else {
    file = files.find((f) => f.data.route === r.name)?.data;
  }
  return file ? settingsOf(file) : { xlsx: false, labels: {} };
}
