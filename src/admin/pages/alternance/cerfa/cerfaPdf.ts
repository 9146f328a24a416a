// The cerfa 10103 PDF of the staff's page, built in the browser by the shared builder
// (src/shared/alternance/cerfaPdf.ts, also the tutor space's server download) with the fonts fetched as assets.
import { buildCerfaPdf as build } from '../../../../shared/alternance/cerfaPdf.ts';
import type { CerfaData } from '../../../../shared/alternance/cerfa.ts';
import type { FontSource } from '../../../../shared/pdf/fonts.ts';
import { browserFontFiles } from '../../../pdf/fontFiles.ts';

export { cerfaBoxes, type CerfaBox, type CerfaSection } from '../../../../shared/alternance/cerfaPdf.ts';

export const buildCerfaPdf = (d: CerfaData, fonts: FontSource = browserFontFiles): Promise<Uint8Array> =>
  build(d, fonts);
