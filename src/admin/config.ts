// Build-time configuration of the admin.
//
// VITE_API_ENTRYPOINT: the Hydra entrypoint the admin talks to. Default: the same origin's `/api`, served by
// our server next to the built admin. Set it at build time to point the admin at another Hydra API, e.g.
//   VITE_API_ENTRYPOINT=https://api.example.org/api npm run build
// When it is set, the admin introspects that API (Hydra documentation, api-doc-parser) instead of reading
// our own schemas, so it also runs against a real API Platform backend.
const configured = (import.meta.env.VITE_API_ENTRYPOINT as string | undefined)?.trim();

/** Absolute entrypoint URL, without trailing slash. */
// Outside a browser (unit tests) there is no window: a neutral origin keeps the module importable.
const origin = typeof window === 'undefined' ? 'http://localhost' : window.location.origin;
export const entrypoint: string = (configured || `${origin}/api`).replace(/\/+$/, '');

/** True when the API is described by introspection rather than by our bundled schemas. */
export const useIntrospection: boolean = Boolean(configured);

/** Path part of the entrypoint (`/api`), used to build IRIs. */
export const entrypointPath: string = new URL(entrypoint).pathname.replace(/\/+$/, '');

/** Where the resource files are served (beside the admin). */
export const resourcesUrl = '/resources/';

/** Where the client profiles are served (clients/*.json, read from disk by the server). */
export const clientsUrl = '/clients/';

export const productName = 'Futurosud';
