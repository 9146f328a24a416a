// An integrator's typed client, written against the types openapi-typescript generates from the served document
// (schema.gen.ts, written by tests/api/openapi/integrator.test.ts, not in git): it compiles only if the document
// types the main flows (query parameters, bodies, answers), and the test then runs it against the server.
// Out of the project's tsc (tsconfig.json excludes this folder): the test compiles it, once the types exist.
import createClient from 'openapi-fetch';
import type { paths } from './schema.gen.ts';

export interface FlowResult {
  trainees: { total: number; names: string[] };
  upload: { id: number; iri: string };
  generation: { status: string; documents: number };
  sifa: { date: string; total: number; csvHeader: string };
}

export async function runFlows(baseUrl: string, input: { email: string; password: string; lastname: string; modele: number; docx: Blob; fetch?: typeof fetch }): Promise<FlowResult> {
  // Answers in JSON-LD or JSON: every media type the document names.
  const client = createClient<paths, `${string}/${string}`>({ baseUrl, headers: { accept: 'application/ld+json' }, ...(input.fetch ? { fetch: input.fetch } : {}) });

  // Login: a token for every other call.
  const login = await client.POST('/api/authentication_token', { body: { email: input.email, password: input.password } });
  if (!login.data) throw new Error(`connexion refusée : ${JSON.stringify(login.error)}`);
  const token: string = login.data.token;
  client.use({ onRequest: ({ request }) => (request.headers.set('authorization', `Bearer ${token}`), request) });

  // A trainee list with filters, order and pagination, all typed query parameters.
  const list = await client.GET('/api/etudiants', {
    params: { query: { lastname: input.lastname, 'order[lastname]': 'asc', itemsPerPage: 10, page: 1 } },
  });
  if (!list.data) throw new Error(`liste refusée : ${JSON.stringify(list.error)}`);
  const names = list.data['hydra:member'].map((m) => ('lastname' in m ? String(m.lastname) : ''));

  // An upload: multipart/form-data only.
  const upload = await client.POST('/api/media_objects', {
    body: { file: input.docx as unknown as string },
    bodySerializer: (body) => {
      const form = new FormData();
      form.append('file', body.file as unknown as Blob, 'modele.docx');
      return form;
    },
  });
  if (!upload.data) throw new Error(`dépôt refusé : ${JSON.stringify(upload.error)}`);
  const media = upload.data;

  // A generation: started (202), then followed until done.
  const started = await client.POST('/api/modeles/{id}/generer', {
    params: { path: { id: String(input.modele) } },
    body: { etudiants: list.data['hydra:member'].map((m) => m['@id']).filter((v): v is string => typeof v === 'string').slice(0, 2), format: 'pdf' },
  });
  if (!started.data) throw new Error(`génération refusée : ${JSON.stringify(started.error)}`);
  let job = started.data;
  for (let i = 0; i < 200 && job.status !== 'done'; i++) {
    await new Promise((r) => setTimeout(r, 50));
    const next = await client.GET('/api/generations/{id}', { params: { path: { id: job.id } } });
    if (!next.data) throw new Error('génération perdue');
    job = next.data;
  }

  // The SIFA check and its file: `date` is a required query parameter.
  const date = '2025-12-31';
  const check = await client.GET('/api/stagiaires_sifa', { params: { query: { date } } });
  if (!check.data) throw new Error(`SIFA refusé : ${JSON.stringify(check.error)}`);
  const file = await client.GET('/api/stagiaires_sifa/export.csv', { params: { query: { date } }, parseAs: 'text' });
  if (file.data === undefined) throw new Error('fichier SIFA refusé');

  return {
    trainees: { total: list.data['hydra:totalItems'] ?? 0, names },
    upload: { id: Number(media.id), iri: String(media['@id']) },
    generation: { status: job.status, documents: job.documents.length },
    sifa: { date: check.data.date, total: check.data.total, csvHeader: String(file.data).split('\r\n')[0]! },
  };
}
