// Reads a folder of JSON files served beside the app (/resources/, /clients/): in one request when the
// server offers `?contents=1` (ours does), else the list of names then each file (a plain static host).
// Each entry is the parsed file or the reason it could not be read, so callers name broken files; the server's
// notices (a broken stored version served as its last valid one) come back beside them, and so does its verdict:
// a file the server names in `checked` passed its checks (a superset of the admin's), so the admin does not load
// its own validators for it.

export type FolderEntry = { name: string; data: unknown; checked?: boolean } | { name: string; error: string };

const reason = (error: unknown) => (error instanceof Error ? error.message : String(error));

// Default cache mode: the server answers `Cache-Control: no-cache`, so the browser revalidates anyway, and the
// `<link rel="preload" as="fetch">` of index.html (scripts/start-hints.ts) is used rather than fetched again.
async function fetchJson(url: string, headers: Record<string, string>): Promise<unknown> {
  const response = await fetch(url, { headers: { Accept: 'application/json', ...headers } });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return response.json();
}

function parse(name: string, text: string): FolderEntry {
  try {
    return { name, data: JSON.parse(text) as unknown };
  } catch (error) {
    return { name, error: reason(error) };
  }
}

/** The server's notices (`notices: [{ file, message }]`, a broken stored version replaced by the last valid one). */
function noticesOf(bundle: unknown): Array<{ file: string; message: string }> {
  const list =
    bundle && typeof bundle === 'object' && !Array.isArray(bundle)
      ? (bundle as { notices?: unknown }).notices
      : undefined;
  if (!Array.isArray(list)) return [];
  return list.flatMap((n: unknown) => {
    const { file, message } = (n ?? {}) as { file?: unknown; message?: unknown };
    return typeof file === 'string' && typeof message === 'string' ? [{ file, message }] : [];
  });
}

/** Throws when even the list cannot be read. The server's notices, if any, are pushed to `notices`; `headers`
 * go with every request (the session's, for a folder the server serves per user). */
export async function readJsonFolder(
  url: string,
  notices?: Array<{ file: string; message: string }>,
  headers: Record<string, string> = {},
): Promise<FolderEntry[]> {
  const bundle = await fetchJson(`${url}?contents=1`, headers);
  notices?.push(...noticesOf(bundle));
  const files =
    bundle && typeof bundle === 'object' && !Array.isArray(bundle) ? (bundle as { files?: unknown }).files : undefined;
  if (files && typeof files === 'object') {
    const listed = (bundle as { checked?: unknown }).checked;
    const checked = new Set(Array.isArray(listed) ? listed.filter((n) => typeof n === 'string') : []);
    return Object.entries(files as Record<string, unknown>)
      .filter(([name, text]) => name.endsWith('.json') && typeof text === 'string')
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([name, text]) => {
        const entry = parse(name, text as string);
        return 'data' in entry && checked.has(name) ? { ...entry, checked: true } : entry;
      });
  }
  const names = Array.isArray(bundle)
    ? bundle.filter((n): n is string => typeof n === 'string' && n.endsWith('.json')).sort()
    : [];
  return Promise.all(
    names.map(async (name): Promise<FolderEntry> => {
      try {
        return { name, data: await fetchJson(`${url}${encodeURIComponent(name)}`, headers) };
      } catch (error) {
        return { name, error: reason(error) };
      }
    }),
  );
}
