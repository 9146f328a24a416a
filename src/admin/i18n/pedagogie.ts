// French texts of the pedagogy: referentials, sequences, evaluations, bilans, ACA (issue 15) pages (one catalogue: this folder; see fr.ts). Imported only by those lazy pages, so
// they travel in the pages' chunks, not in the start bundle. Placeholders `%{name}` are filled with fill.ts.
export const pedagogieFr = {
};
