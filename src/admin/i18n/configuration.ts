// French texts of the configuration pages (editor of resource files and client profiles, preview, history):
// imported only by the lazy pages of src/admin/pages/configuration, so they travel in their chunk.
export const configurationFr = {
};
