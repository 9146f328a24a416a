// Pure rules of a generation of documents: the formats it produces, the name of each file
// (the same in the trainee's documents and in the ZIP) and the progress shown while it runs.

export const GENERATION_FORMATS = ['pdf', 'docx'] as const;
export type GenerationFormat = (typeof GENERATION_FORMATS)[number];

export const isGenerationFormat = (v: unknown): v is GenerationFormat =>
  GENERATION_FORMATS.includes(v as GenerationFormat);

/** The state of a generation as the server reports it (GET /api/generations/{id}). */
export type GenerationStatus = 'running' | 'done';

/** A file name safe everywhere: accents dropped, only letters, digits, dashes and underscores, at most 80 characters.
 */
export function safeName(text: string): string {
  return (
    text
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^A-Za-z0-9_-]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 80) || 'document'
  );
}

/** `<Model>-<NOM>-<Prénom>.<format>`: the file of one trainee's document. */
export function documentFileName(
  model: string,
  lastname: string | null | undefined,
  firstname: string | null | undefined,
  format: GenerationFormat,
): string {
  return `${safeName([model, (lastname ?? '').toUpperCase(), firstname ?? ''].filter(Boolean).join('-'))}.${format}`;
}

/** Names made unique within one archive: a second `a.pdf` becomes `a-2.pdf`. */
export function uniqueNames(names: readonly string[]): string[] {
  const seen = new Map<string, number>();
  return names.map((name) => {
    const n = (seen.get(name) ?? 0) + 1;
    seen.set(name, n);
    if (n === 1) return name;
    const dot = name.lastIndexOf('.');
    return dot > 0 ? `${name.slice(0, dot)}-${n}${name.slice(dot)}` : `${name}-${n}`;
  });
}

/** Percent done (0–100, whole), 100 for an empty total. */
export const percentDone = (done: number, total: number): number =>
  total <= 0 ? 100 : Math.min(100, Math.floor((done / total) * 100));
