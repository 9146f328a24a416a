// The GED page's calls: the folder tree (with the client's default folders), the generic collections of
// documents and versions (search `q`, `type`), folder writes, moves and the JSON creation of a document or a
// version naming a file already sent with the files widget's upload (progress) to /api/media_objects.
import { apiGet, apiSend, type HydraList } from '../../http/api.ts';
import type { FieldsOf } from '../../data/recordOf.ts';

export interface Folder {
  '@id': string;
  id: number;
  name: string;
  parent: string | null;
  antenne: string | null;
  kind: string | null;
  documents: number;
  editable: boolean;
}

export type GedDocument = FieldsOf<
  'ged_documents',
  | '@id'
  | 'id'
  | 'name'
  | 'type'
  | 'statut'
  | 'dossier'
  | 'antenne'
  | 'description'
  | 'version'
  | 'fichier'
  | 'nom_fichier'
  | 'taille'
  | 'auteur'
  | 'date_version'
>;

export type GedVersion = FieldsOf<
  'ged_document_versions',
  '@id' | 'id' | 'numero' | 'file' | 'nom_fichier' | 'taille' | 'auteur' | 'date_depot' | 'commentaire'
>;

export const loadTree = async () => (await apiGet<HydraList<Folder>>('ged_arborescence'))['hydra:member'];

/** A folder's documents, or with a search (words, type) every document the user reads. */
export async function loadDocuments(folder: number | null, q: string, type: string): Promise<GedDocument[]> {
  const searching = q.trim() !== '' || type !== '';
  const query = {
    q: q.trim() || undefined,
    type: type || undefined,
    dossier: searching || folder === null ? undefined : String(folder),
    pagination: 'false',
    'order[name]': 'asc',
  };
  return (await apiGet<HydraList<GedDocument>>('ged_documents', query))['hydra:member'];
}

export const loadVersions = async (doc: number | string) =>
  (
    await apiGet<HydraList<GedVersion>>('ged_document_versions', {
      document: String(doc),
      'order[numero]': 'desc',
      pagination: 'false',
    })
  )['hydra:member'];

const names = new Map<string, Promise<string>>();
/** « Prénom Nom » of a user IRI, fetched once per page load. */
export function userName(iri: string): Promise<string> {
  let name = names.get(iri);
  if (!name) {
    name = apiGet<{ firstname?: string; lastname?: string; email?: string }>(iri)
      .then((u) => [u.firstname, u.lastname].filter(Boolean).join(' ') || u.email || iri)
      .catch(() => '—');
    names.set(iri, name);
  }
  return name;
}

export const createFolder = (name: string, parent: string) => apiSend<Folder>('POST', 'ged_dossiers', { name, parent });
export const renameFolder = (folder: Folder, name: string) => apiSend<Folder>('PATCH', folder['@id'], { name });
export const deleteFolder = (folder: Folder) => apiSend<void>('DELETE', folder['@id']);
export const moveItem = (what: { document: string } | { dossier: string }, cible: string) =>
  apiSend<unknown>('POST', 'ged_deplacer', { ...what, cible });

export const deleteDocument = (doc: GedDocument) => apiSend<void>('DELETE', doc['@id']);
export const createDocument = (body: {
  name: string;
  type: number;
  dossier: string;
  description?: string | null;
  file: string;
  commentaire?: string | null;
}) => apiSend<GedDocument>('POST', 'ged_documents', body);
export const createVersion = (body: { document: string; file: string; commentaire?: string | null }) =>
  apiSend<GedVersion>('POST', 'ged_document_versions', body);
