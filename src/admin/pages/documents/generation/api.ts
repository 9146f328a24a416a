// The models page's calls and shapes: folders, models, trainees, and a generation's job.
import { apiGet, apiSend, type HydraList } from '../../../http/api.ts';
import type { FieldsOf } from '../../../data/recordOf.ts';

export type Folder = FieldsOf<'modele_dossiers', '@id' | 'id' | 'name' | 'slug'>;
export type Model = FieldsOf<'modeles', '@id' | 'id' | 'name' | 'slug' | 'format' | 'file' | 'variables'>;
export type Trainee = FieldsOf<'etudiants', '@id' | 'id' | 'lastname' | 'firstname'>;
export interface Job {
  '@id': string;
  total: number;
  done: number;
  status: 'running' | 'done';
  archive: string | null;
  /** Said by the server when the declared fallback (text only) laid the PDFs out instead of LibreOffice. */
  notice?: string | null;
  errors: { etudiant: string; name: string; message: string }[];
  documents: { etudiant: string; name: string; fileName: string; contentUrl: string }[];
}

const members = <T>(l: HydraList<T>) => l['hydra:member'];

export const loadFolders = async () =>
  members(await apiGet<HydraList<Folder>>('modele_dossiers', { etat: '0', pagination: 'false', 'order[name]': 'asc' }));
export const loadModels = async (slug: string) =>
  members(
    await apiGet<HydraList<Model>>('modeles', {
      'folder.slug': slug,
      etat: '0',
      pagination: 'false',
      'order[name]': 'asc',
    }),
  );
export const searchTrainees = async (lastname: string) =>
  members(
    await apiGet<HydraList<Trainee>>('etudiants', {
      type: '1',
      lastname: lastname || undefined,
      itemsPerPage: '30',
      'order[lastname]': 'asc',
    }),
  );
/** The diplomas each model is offered for (modele_action_formations), by model IRI. */
export async function loadFormations(): Promise<Map<string, string[]>> {
  const [links, diplomes] = await Promise.all([
    apiGet<HydraList<FieldsOf<'modele_action_formations', 'modele' | 'diplome'>>>('modele_action_formations', {
      etat: '0',
      pagination: 'false',
    }),
    apiGet<HydraList<FieldsOf<'diplomes', '@id' | 'name'>>>('diplomes', { pagination: 'false' }),
  ]);
  const names = new Map(members(diplomes).map((d) => [d['@id'], d.name]));
  const out = new Map<string, string[]>();
  for (const l of members(links)) out.set(l.modele, [...(out.get(l.modele) ?? []), names.get(l.diplome) ?? l.diplome]);
  return out;
}
export const loadTrainee = (id: string) => apiGet<Trainee>(`etudiants/${id}`);
export const startGeneration = (model: string, etudiants: string[], format: string) =>
  apiSend<Job>('POST', `${model}/generer`, { etudiants, documents: [], format });
export const readJob = (iri: string) => apiGet<Job>(iri);
export const traineeName = (t: Trainee) => [t.lastname.toUpperCase(), t.firstname].filter(Boolean).join(' ');
