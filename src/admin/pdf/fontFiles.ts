// The PDF fonts' files for the browser: fetched once, when the first PDF is made (the files are assets of
// their own, never part of a page's chunk).
import regularUrl from '../../shared/pdf/fonts/DejaVuSans.ttf?url';
import boldUrl from '../../shared/pdf/fonts/DejaVuSans-Bold.ttf?url';
import type { FontFiles } from '../../shared/pdf/fonts.ts';

let files: Promise<FontFiles> | undefined;

const bytes = async (url: string) => {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`police ${url} : ${res.status}`);
  return res.arrayBuffer();
};

export function browserFontFiles(): Promise<FontFiles> {
  files ??= Promise.all([bytes(regularUrl), bytes(boldUrl)]).then(([regular, bold]) => ({ regular, bold }));
  files.catch(() => {
    files = undefined;
  });
  return files;
}
