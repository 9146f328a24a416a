// French texts of the GED and of the generation of documents from models (src/admin/pages/documents): imported
// only by those lazy pages, so they travel in their chunk.
export const documentsFr = {
};
