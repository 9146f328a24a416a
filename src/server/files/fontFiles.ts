// The PDF fonts' files read from disk, for the server's PDFs (generated models) and the tests.
import { readFile } from 'node:fs/promises';
import type { FontFiles } from '../../shared/pdf/fonts.ts';

const dir = new URL('../../shared/pdf/fonts/', import.meta.url);
let files: Promise<FontFiles> | undefined;

export function diskFontFiles(): Promise<FontFiles> {
  files ??= Promise.all([readFile(new URL('DejaVuSans.ttf', dir)), readFile(new URL('DejaVuSans-Bold.ttf', dir))]).then(
    ([regular, bold]) => ({ regular, bold }),
  );
  return files;
}
