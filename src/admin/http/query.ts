// Query strings as our API reads them.

/** `id[0]=a&id[1]=b` -> `id[]=a&id[]=b`: both API Platform and our server read the latter. */
export function normaliseQuery(url: URL): URL {
  const out = new URL(url.toString());
  const entries = [...out.searchParams.entries()];
  out.search = '';
  for (const [key, value] of entries) out.searchParams.append(key.replace(/\[\d+\]$/, '[]'), value);
  return out;
}
