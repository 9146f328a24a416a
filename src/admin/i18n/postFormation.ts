// French texts of the post-training follow-up, surveys, GED, documents, tickets, RGPD, profile (issue 18) pages (one catalogue: this folder; see fr.ts). Imported only by those lazy pages, so
// they travel in the pages' chunks, not in the start bundle. Placeholders `%{name}` are filled with fill.ts.
export const postFormationFr = {
};
