// The public France compétences sheet of an RNCP or RS code as stored on a diploma (« RNCP34825 », « RS 5063 »).
export function sheetUrl(code: string | null | undefined): string | null {
  const m = /^(RNCP|RS)\s*(\d+)$/i.exec(code?.trim() ?? '');
  return m ? `https://www.francecompetences.fr/recherche/${m[1]!.toLowerCase()}/${m[2]}/` : null;
}
