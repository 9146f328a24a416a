// Text flowed into lines of at most `width` points in `font` at `size`, word by word (a word longer than the width
// stays whole on its line), each line break of the text kept: the one rule of every PDF laid out line by line.
import type { PDFFont } from 'pdf-lib';

export function wrapText(font: PDFFont, size: number, width: number, text: string): string[] {
  const lines: string[] = [];
  for (const raw of text.split('\n')) {
    let line = '';
    for (const word of raw.split(/ +/)) {
      const next = line ? `${line} ${word}` : word;
      if (line && font.widthOfTextAtSize(next, size) > width) {
        lines.push(line);
        line = word;
      } else line = next;
    }
    lines.push(line);
  }
  return lines;
}
