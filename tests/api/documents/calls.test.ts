// Generation of documents from a model: POST /api/modeles/{id}/generer for N trainees as DOCX
// or PDF, each document stored in the trainee's documents, the job's progress, its ZIP; the refusals (a trainee
// of another antenne, an unknown format, no trainee, a guest) generate nothing; a trainee whose document fails is
// named and the others are kept; a model whose file uses an unknown variable is refused when it is saved.
import { beforeAll, describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import PizZip from 'pizzip';
import { countRows, domainServer, postTrainee, TOULON } from '../domainCrud.ts';
import { startSecondInstance } from '../helpers.ts';
import { minimalDocx } from '../../../src/server/domain/documents/docx.ts';

const { S, T } = domainServer(import.meta.url);
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const ref: Record<string, string> = {};
const trainees: { iri: string; lastname: string }[] = [];

async function fetchBytes(path: string, token: string): Promise<{ status: number; type: string | null; bytes: Buffer }> {
  const res = await fetch(S().base + path, { headers: { authorization: `Bearer ${token}` } });
  return { status: res.status, type: res.headers.get('content-type'), bytes: Buffer.from(await res.arrayBuffer()) };
}

/** Posts a multipart form (fields and an optional DOCX named `file`) as the admin's forms do. */
async function form(method: string, path: string, token: string, fields: Record<string, string>, docx?: Buffer) {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) data.append(k, v);
  if (docx) data.append('file', new Blob([new Uint8Array(docx)], { type: DOCX }), 'modele.docx');
  const res = await fetch(S().base + path, { method, headers: { authorization: `Bearer ${token}`, accept: 'application/ld+json' }, body: data });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : undefined, text };
}

/** Polls the job until it is done (30 s at most: LibreOffice converts the PDFs, a batch of ten a start). */
async function finished(iri: string, token: string): Promise<any> {
  for (let i = 0; i < 600; i += 1) {
    const r = await S().req('GET', iri, { token });
    expect(r.status, r.text).toBe(200);
    if (r.body.status === 'done') return r.body;
    await new Promise((res) => setTimeout(res, 50));
  }
  throw new Error('génération non terminée');
}

/** The text the PDF's pages draw (pdf-lib writes standard-font text as hex strings in its content streams). */
/** The text of a PDF as poppler's pdftotext reads it (the fonts are embedded subsets: the content streams hold
 * glyph numbers, not letters). */
async function pdfText(bytes: Buffer): Promise<string> {
  return execFileSync('pdftotext', ['-enc', 'UTF-8', '-', '-'], { input: bytes, encoding: 'utf8' });
}

beforeAll(async () => {
  const model = (await S().db.query<{ id: number }>(
    "SELECT id FROM modeles WHERE cfa_id = 1 AND name = 'Attestation d''entrée en formation' AND file_id IS NOT NULL")).rows[0]!;
  ref.model = `/api/modeles/${model.id}`;
  ref.folder = `/api/modele_dossiers/${(await S().db.query<{ id: number }>("SELECT id FROM modele_dossiers WHERE cfa_id = 1 AND slug = 'stagiaire_documents'")).rows[0]!.id}`;
  for (const lastname of ['Generali', 'Moreau', 'Lefèvre']) {
    trainees.push({ iri: (await postTrainee(S(), T().admin, { lastname, firstname: 'Zoé', birthdate: '2004-03-05', city: 'Toulon' }))['@id'], lastname });
  }
  const marseille = (await S().db.query<{ id: number }>("SELECT id FROM etudiants WHERE antenne_id = (SELECT antenne_id FROM users WHERE email = 'antenne1@demo.fr') ORDER BY id LIMIT 1")).rows[0]!;
  ref.marseilleTrainee = `/api/etudiants/${marseille.id}`;
});

describe('generating a model for trainees', () => {
  it('makes one DOCX per trainee, stored in their documents, with their name filled in, and a ZIP of them all', async () => {
    const start = await S().req('POST', `${ref.model}/generer`, { token: T().admin, body: { etudiants: trainees.map((t) => t.iri), documents: [], format: 'docx' } });
    expect(start.status, start.text).toBe(202);
    expect(start.body.total).toBe(3);
    const job = await finished(start.body['@id'], T().admin);
    expect(job).toMatchObject({ total: 3, done: 3, status: 'done', errors: [] });
    expect(job.documents).toHaveLength(3);
    for (const t of trainees) {
      const made = job.documents.find((d: any) => d.etudiant === t.iri);
      expect(made.fileName).toMatch(/\.docx$/);
      // In the trainee's documents (the documents tab of their page lists etudiant_documents of the trainee).
      const listed = await S().req('GET', `/api/etudiant_documents?etudiant=${encodeURIComponent(t.iri)}`, { token: T().admin });
      expect(listed.body['hydra:member'].map((d: any) => d['@id'])).toContain(made.document);
      const file = await fetchBytes(made.contentUrl, T().admin);
      expect(file.status).toBe(200);
      const xml = new PizZip(file.bytes).file('word/document.xml')!.asText();
      expect(xml).toContain(`Zoé ${t.lastname.toUpperCase()}`);
      expect(xml).toContain('05/03/2004');
      expect(xml).not.toMatch(/\{etudiant\./);
    }
    const zip = await fetchBytes(job.archive, T().admin);
    expect(zip.status).toBe(200);
    expect(zip.type).toBe('application/zip');
    const names = Object.keys(new PizZip(zip.bytes).files);
    expect(names).toHaveLength(3);
    expect(names.every((n) => n.endsWith('.docx'))).toBe(true);
    expect(names.some((n) => n.includes('LEFEVRE-Zoe'))).toBe(true);
  });

  it('makes a PDF holding the trainee’s name', async () => {
    const start = await S().req('POST', `${ref.model}/generer`, { token: T().admin, body: { etudiants: [trainees[0]!.iri], format: 'pdf' } });
    expect(start.status, start.text).toBe(202);
    const job = await finished(start.body['@id'], T().admin);
    expect(job.errors).toEqual([]);
    // LibreOffice converted it (the layout fallback would say so in `notice`).
    expect(job).toMatchObject({ pdf_engine: 'libreoffice', notice: null });
    const file = await fetchBytes(job.documents[0].contentUrl, T().admin);
    expect(file.type).toBe('application/pdf');
    expect(file.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(file.bytes);
    expect(text).toContain("ATTESTATION D'ENTRÉE EN FORMATION");
    expect(text).toContain('Zoé GENERALI');
  });

  it('generates the other models of `documents` too, and keeps the ZIP until the job is done (409 before)', async () => {
    const others = (await S().db.query<{ id: number }>(
      "SELECT m.id FROM modeles m JOIN modele_dossiers f ON f.id = m.folder_id WHERE m.cfa_id = 1 AND f.slug = 'stagiaire_documents' AND m.file_id IS NOT NULL AND m.name <> 'Attestation d''entrée en formation' ORDER BY m.id")).rows;
    expect(others).toHaveLength(2);
    const start = await S().req('POST', `${ref.model}/generer`, { token: T().admin, body: { etudiants: trainees.map((t) => t.iri), documents: others.map((m) => `/api/modeles/${m.id}`), format: 'pdf' } });
    expect(start.status, start.text).toBe(202);
    expect(start.body.total).toBe(9);
    const early = await fetchBytes(`${start.body['@id']}/archive.zip`, T().admin);
    expect(early.status).toBe(409);
    expect(JSON.parse(early.bytes.toString())['hydra:description']).toBe("La génération n'est pas terminée : le ZIP sera disponible à la fin.");
    const job = await finished(start.body['@id'], T().admin);
    expect(job).toMatchObject({ done: 9, errors: [] });
    for (const t of trainees) expect(new Set(job.documents.filter((d: any) => d.etudiant === t.iri).map((d: any) => d.modele)).size).toBe(3);
    expect(Object.keys(new PizZip((await fetchBytes(job.archive, T().admin)).bytes).files)).toHaveLength(9);
  });

  it('names a trainee whose document fails and keeps the others', async () => {
    // « 美 » is outside the PDF's font (DejaVu Sans writes Latin, Greek and Cyrillic, not Chinese): that trainee's PDF
    // is refused rather than printed with a wrong name.
    const odd = await postTrainee(S(), T().admin, { lastname: 'Nguyen', firstname: '美玲' });
    const before = await countRows(S(), 'etudiant_documents');
    const start = await S().req('POST', `${ref.model}/generer`, { token: T().admin, body: { etudiants: [trainees[1]!.iri, odd['@id'], trainees[2]!.iri], format: 'pdf' } });
    const job = await finished(start.body['@id'], T().admin);
    expect(job.done).toBe(3);
    expect(job.documents.map((d: any) => d.etudiant)).toEqual([trainees[1]!.iri, trainees[2]!.iri]);
    expect(job.errors).toHaveLength(1);
    expect(job.errors[0]).toMatchObject({ etudiant: odd['@id'], name: 'NGUYEN 美玲' });
    expect(job.errors[0].message).toContain('« 美 »');
    expect(await countRows(S(), 'etudiant_documents')).toBe(before + 2);
    expect(await countRows(S(), 'etudiant_documents WHERE etudiant_id = $1', [odd.id])).toBe(0);
    const zip = await fetchBytes(job.archive, T().admin);
    expect(Object.keys(new PizZip(zip.bytes).files)).toHaveLength(2);
  });
});

describe('refusals: nothing is generated', () => {
  const counts = async () => [await countRows(S(), 'etudiant_documents'), await countRows(S(), 'media_objects')];

  it('refuses a trainee of another antenne, naming them (422)', async () => {
    const before = await counts();
    const res = await S().req('POST', `${ref.model}/generer`, { token: T().antenne1, body: { etudiants: [ref.marseilleTrainee, trainees[0]!.iri], format: 'pdf' } });
    expect(res.status, res.text).toBe(422);
    expect(res.body.violations).toEqual([expect.objectContaining({ propertyPath: 'etudiants[1]', message: expect.stringContaining("n'est pas de votre antenne") })]);
    await new Promise((r) => setTimeout(r, 100));
    expect(await counts()).toEqual(before);
  });

  it('without LibreOffice refuses a PDF in French (503), unless the text-only fallback is declared, which the job says', async () => {
    const saved = { path: process.env.LIBREOFFICE_PATH, fallback: process.env.DOCUMENTS_PDF_FALLBACK };
    process.env.LIBREOFFICE_PATH = '/nulle/part/soffice';
    delete process.env.DOCUMENTS_PDF_FALLBACK;
    try {
      const before = await counts();
      const res = await S().req('POST', `${ref.model}/generer`, { token: T().admin, body: { etudiants: [trainees[0]!.iri], format: 'pdf' } });
      expect(res.status, res.text).toBe(503);
      expect(res.body['hydra:description']).toContain('La génération en PDF demande LibreOffice');
      await new Promise((r) => setTimeout(r, 100));
      expect(await counts()).toEqual(before);
      // DOCX needs no converter.
      const docx = await S().req('POST', `${ref.model}/generer`, { token: T().admin, body: { etudiants: [trainees[0]!.iri], format: 'docx' } });
      expect(docx.status, docx.text).toBe(202);
      expect((await finished(docx.body['@id'], T().admin)).pdf_engine).toBeNull();
      process.env.DOCUMENTS_PDF_FALLBACK = 'mise-en-page';
      const start = await S().req('POST', `${ref.model}/generer`, { token: T().admin, body: { etudiants: [trainees[0]!.iri], format: 'pdf' } });
      expect(start.status, start.text).toBe(202);
      const job = await finished(start.body['@id'], T().admin);
      expect(job).toMatchObject({ pdf_engine: 'mise-en-page', errors: [] });
      expect(job.notice).toContain('PDF mis en page sans LibreOffice');
    } finally {
      if (saved.path === undefined) delete process.env.LIBREOFFICE_PATH;
      else process.env.LIBREOFFICE_PATH = saved.path;
      if (saved.fallback === undefined) delete process.env.DOCUMENTS_PDF_FALLBACK;
      else process.env.DOCUMENTS_PDF_FALLBACK = saved.fallback;
    }
  });

  it('refuses an unknown format, an empty selection, a guest, and another centre’s model', async () => {
    const before = await counts();
    const odt = await S().req('POST', `${ref.model}/generer`, { token: T().admin, body: { etudiants: [trainees[0]!.iri], format: 'odt' } });
    expect(odt.status).toBe(422);
    expect(odt.body.violations[0]).toMatchObject({ propertyPath: 'format', message: "Ce format n'est pas proposé : choisissez « pdf » ou « docx »." });
    const empty = await S().req('POST', `${ref.model}/generer`, { token: T().admin, body: { etudiants: [], format: 'pdf' } });
    expect(empty.status).toBe(422);
    expect(empty.body.violations[0]).toMatchObject({ propertyPath: 'etudiants', message: 'Sélectionnez au moins un stagiaire.' });
    const guest = await S().req('POST', `${ref.model}/generer`, { token: T().invite, body: { etudiants: [trainees[0]!.iri] } });
    expect(guest.status).toBe(403);
    const other = await S().req('POST', `${ref.model}/generer`, { token: T().sport, body: { etudiants: [trainees[0]!.iri] } });
    expect(other.status).toBe(404);
    expect(other.body['hydra:description']).toBe("Ce modèle n'existe pas ou n'est pas accessible.");
    expect(await counts()).toEqual(before);
  });

  it('shows a job only to the user who started it', async () => {
    const start = await S().req('POST', `${ref.model}/generer`, { token: T().admin, body: { etudiants: [trainees[0]!.iri], format: 'docx' } });
    await finished(start.body['@id'], T().admin);
    const other = await S().req('GET', start.body['@id'], { token: T().superviseur });
    expect(other.status).toBe(404);
    expect((await fetchBytes(`${start.body['@id']}/archive.zip`, T().superviseur)).status).toBe(404);
    expect((await S().req('GET', '/api/generations/inconnue', { token: T().admin })).status).toBe(404);
  });
});

describe('a job kept in the database, not in one instance', () => {
  it('answers its progress and its ZIP from another instance on the same database', async () => {
    const start = await S().req('POST', `${ref.model}/generer`, { token: T().admin, body: { etudiants: trainees.map((t) => t.iri), format: 'docx' } });
    expect(start.status, start.text).toBe(202);
    await finished(start.body['@id'], T().admin);
    const other = await startSecondInstance(S());
    try {
      const job = await other.req('GET', start.body['@id'], { token: T().admin });
      expect(job.status, job.text).toBe(200);
      expect(job.body).toMatchObject({ total: 3, done: 3, status: 'done', errors: [] });
      const zip = await fetch(other.base + job.body.archive, { headers: { authorization: `Bearer ${T().admin}` } });
      expect(zip.status).toBe(200);
      expect(Object.keys(new PizZip(Buffer.from(await zip.arrayBuffer())).files)).toHaveLength(3);
    } finally {
      await other.close();
    }
  });

  /** A job left running by an instance that stopped three minutes ago, `done` of its documents made; with the plan
   * another instance needs to take it over (the admin, the model, the three trainees) when `withPlan`. */
  async function stoppedJob(id: string, done: number, runs: number, withPlan: boolean): Promise<void> {
    const admin = (await S().db.query<{ id: number; cfa_id: number; antenne_id: number | null; roles: string[] }>(
      "SELECT id, cfa_id, antenne_id, roles FROM users WHERE email = 'admin@demo.fr'")).rows[0]!;
    const m = (await S().db.query<{ id: number; name: string; file_id: number }>('SELECT id, name, file_id FROM modeles WHERE id = $1',
      [Number(ref.model!.split('/').pop())])).rows[0]!;
    const plan = withPlan ? {
      user: { id: admin.id, email: 'admin@demo.fr', cfaId: admin.cfa_id, antenneId: admin.antenne_id, roles: admin.roles },
      models: [{ id: m.id, name: m.name, fileId: m.file_id }],
      trainees: trainees.map((t) => ({ id: Number(t.iri.split('/').pop()), name: t.lastname })),
    } : {};
    await S().db.query(`INSERT INTO generation_jobs (id, user_id, format, total, done, heartbeat_at, plan, runs, instance)
      VALUES ($1, $2, 'docx', $3, $4, now() - interval '3 minutes', $5, $6, 'arrêtée')`,
    [id, admin.id, withPlan ? trainees.length : 5, done, JSON.stringify(plan), runs]);
  }

  it('takes over a job whose instance stopped, from its first document not made, once', async () => {
    const id = '00000000-0000-4000-8000-000000000041';
    await stoppedJob(id, 1, 1, true);
    const count = () => countRows(S(), `etudiant_documents WHERE etudiant_id = ANY('{${trainees.map((t) => t.iri.split('/').pop()).join(',')}}'::int[])`);
    const before = await count();
    // Read by two instances at once: one takes it over, the other sees it running.
    const other = await startSecondInstance(S());
    try {
      const reads = await Promise.all([S().req('GET', `/api/generations/${id}`, { token: T().admin }),
        other.req('GET', `/api/generations/${id}`, { token: T().admin })]);
      for (const r of reads) expect(r.status, r.text).toBe(200);
      const job = await finished(`/api/generations/${id}`, T().admin);
      expect(job).toMatchObject({ status: 'done', total: 3, done: 3, errors: [] });
      // The two documents not made, each once: the first had been made before the stop.
      expect(job.documents.map((d: { name: string }) => d.name)).toEqual(trainees.slice(1).map((t) => t.lastname));
      expect(await count()).toBe(before + 2);
      expect((await S().db.query<{ runs: number }>('SELECT runs FROM generation_jobs WHERE id = $1', [id])).rows[0]!.runs).toBe(2);
    } finally {
      await other.close();
    }
  });

  it('closes a stopped job it may not take over (no plan, or run three times) as interrupted, saying how many documents were not made', async () => {
    for (const [id, runs, withPlan] of [['00000000-0000-4000-8000-000000000042', 1, false], ['00000000-0000-4000-8000-000000000043', 3, true]] as const) {
      await stoppedJob(id, 2, runs, withPlan);
      const job = await S().req('GET', `/api/generations/${id}`, { token: T().admin });
      expect(job.status, job.text).toBe(200);
      const total = withPlan ? 3 : 5;
      expect(job.body).toMatchObject({ status: 'done', done: 2, total });
      expect(job.body.errors).toHaveLength(1);
      expect(job.body.errors[0].message).toBe(`La génération a été interrompue (arrêt du serveur qui la menait) : ${total - 2} document(s) non généré(s). Relancez-la pour les stagiaires qui n’ont pas leur document.`);
      // Closed once: read again, the same single error.
      expect((await S().req('GET', `/api/generations/${id}`, { token: T().admin })).body.errors).toHaveLength(1);
    }
  });
});

describe('variables checked when a model is saved', () => {
  it('refuses a file using an unknown variable, naming it, on create and on the spec’s POST edit; keeps the variables used', async () => {
    const bad = await form('POST', '/api/media_objects', T().admin, {}, minimalDocx(['Bonjour {etudiant.nom}', 'Né le {etudiant.naissance} à {ville_natale}']));
    expect(bad.status, bad.text).toBe(201);
    const refused = await S().req('POST', '/api/modeles', { token: T().admin, body: { name: 'Attestation fautive', folder: ref.folder, file: bad.body['@id'] } });
    expect(refused.status, refused.text).toBe(422);
    expect(refused.body.violations[0].propertyPath).toBe('file');
    expect(refused.body.violations[0].message).toContain('Variables inconnues dans le modèle : {etudiant.naissance}, {ville_natale}.');
    expect(await countRows(S(), "modeles WHERE name = 'Attestation fautive'")).toBe(0);

    const good = await form('POST', '/api/media_objects', T().admin, {}, minimalDocx(['Bonjour {etudiant.prenom} {etudiant.nom}', 'Le {date.jour}']));
    const created = await S().req('POST', '/api/modeles', { token: T().admin, body: { name: 'Attestation correcte', folder: ref.folder, file: good.body['@id'] } });
    expect(created.status, created.text).toBe(201);
    expect(created.body.variables).toEqual(['etudiant.prenom', 'etudiant.nom', 'date.jour']);

    // POST modeles/{id} edits (201), here as a form replacing the file: an unknown variable is refused the same way.
    const edit = await form('POST', created.body['@id'], T().admin, { name: 'Attestation corrigée' }, minimalDocx(['{stagiaire.nom}']));
    expect(edit.status, edit.text).toBe(422);
    expect(edit.body.violations[0].message).toContain('{stagiaire.nom}');
    const edited = await form('POST', created.body['@id'], T().admin, { name: 'Attestation corrigée' }, minimalDocx(['{etudiant.civilite} {etudiant.nom}']));
    expect(edited.status, edited.text).toBe(201);
    expect(edited.body).toMatchObject({ name: 'Attestation corrigée', variables: ['etudiant.civilite', 'etudiant.nom'] });
  });

  it('refuses a listed variable the catalogue does not know and a file that is not a well-formed model', async () => {
    const listed = await S().req('POST', '/api/modeles', { token: T().admin, body: { name: 'Liste fautive', folder: ref.folder, variables: ['etudiant.nom', 'etudiant.pointure'] } });
    expect(listed.status).toBe(422);
    expect(listed.body.violations[0]).toMatchObject({ propertyPath: 'variables', message: expect.stringContaining('Variable inconnue dans le modèle : {etudiant.pointure}.') });
    const broken = await form('POST', '/api/media_objects', T().admin, {}, minimalDocx(['Bonjour {etudiant.nom']));
    const refused = await S().req('POST', '/api/modeles', { token: T().admin, body: { name: 'Modèle cassé', folder: ref.folder, file: broken.body['@id'] } });
    expect(refused.status).toBe(422);
    expect(refused.body.violations[0].message).toBe("Le fichier du modèle ne peut pas être lu comme un modèle Word : la balise « {etudiant.nom » n'est pas fermée");
  });
});
