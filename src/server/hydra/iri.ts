// IRIs of the API (/api/<resource>/<id>) and their parsing, for relations in bodies and filters: the one
// parser is shared with the admin (src/shared/iri.ts); this module keeps the server's import path.
export { API, itemIri, collectionIri, idFromIri } from '../../shared/iri.ts';
