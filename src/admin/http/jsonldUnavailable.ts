// Stands for the `jsonld` package in admin builds that read our own schemas (no VITE_API_ENTRYPOINT, see
// vite.config.ts): only the Hydra introspection of another API (api-doc-parser) and @api-platform/admin's
// default fetchHydra use it, and neither runs in such a build (our httpClient and schema-built API
// description replace them). Leaving it out keeps ~30 kB gzip of JavaScript off the start.
const unavailable = (): never => {
  throw new Error("jsonld n'est pas inclus dans cette construction de l'admin (VITE_API_ENTRYPOINT non défini)");
};

const jsonld = {
  expand: unavailable,
  compact: unavailable,
  frame: unavailable,
  flatten: unavailable,
  toRDF: unavailable,
  fromRDF: unavailable,
};

export default jsonld;
