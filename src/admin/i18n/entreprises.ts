// French texts of the companies, providers, agreements, cerfa, invoicing (issue 16) pages (one catalogue: this folder; see fr.ts). Imported only by those lazy pages, so
// they travel in the pages' chunks, not in the start bundle. Placeholders `%{name}` are filled with fill.ts.
export const entreprisesFr = {
};
