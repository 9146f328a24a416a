// What the product holds on a trainee, found through the schemas, and its erasure: records the law requires the
// centre to keep are kept (with the reason), the others deleted (their own dependants first), the identity
// anonymised and its state « Supprimé » (spec 000: trainee state 3), with no course state: an erased person is
// no longer present nor in training. Runs inside the caller's transaction.
import type { Queryable } from '../../db/index.ts';
import type { Registry } from '../../schema/model.ts';
import type { ResourceModel } from '../../../shared/schema/model.ts';
import { toItem } from '../../hydra/serialize.ts';
import * as msg from './messages.ts';
import { deleteUnreferencedMedia } from '../../files/sweep.ts';

const KEEP = msg.rgpd.kept;
/** Personal columns of the trainee's record, emptied on erasure (nullable ones; names are replaced). */
const PERSONAL = [
  'use_name',
  'birthdate',
  'country_of_birth',
  'nationality',
  'situation_matrimoniale',
  'is_minor_under_guardianship',
  'address',
  'postal_code',
  'city',
  'mail',
  'phone_number',
  'phone_number_fix',
  'social_security_number',
  'has_car',
  'has_licence_b',
  'type_status_autre_details',
];

/** Resources with a relation to `target`, with the relation's column. */
function dependants(registry: Registry, target: string): { r: ResourceModel; column: string; nullable: boolean }[] {
  return registry.resources.flatMap((r) =>
    r.properties.filter((p) => p.relation === target).map((p) => ({ r, column: p.column, nullable: p.nullable })),
  );
}

/** Every record tied to the trainee, by resource (only the resources that hold some). */
export async function personalData(
  db: Queryable,
  registry: Registry,
  id: number,
): Promise<Record<string, Record<string, unknown>[]>> {
  const out: Record<string, Record<string, unknown>[]> = {};
  for (const { r, column } of dependants(registry, 'etudiants')) {
    if (r.name === 'rgpd_demandes') continue;
    const rows = (await db.query(`SELECT * FROM "${r.table}" WHERE "${column}" = $1 ORDER BY id`, [id])).rows;
    if (rows.length > 0) out[r.name] = [...(out[r.name] ?? []), ...rows.map((row) => toItem(r, row))];
  }
  return out;
}

/** Deletes rows `ids` of `r` after their dependants (kept dependants lose the link when they may, else keep the row).
 */
async function deleteRows(
  db: Queryable,
  registry: Registry,
  r: ResourceModel,
  ids: number[],
  deleted: Record<string, number>,
  media: number[],
): Promise<number[]> {
  if (ids.length === 0) return [];
  let blocked = new Set<number>();
  for (const dep of dependants(registry, r.name)) {
    const rows = (
      await db.query<{ id: number; parent: number }>(
        `SELECT id, "${dep.column}" AS parent FROM "${dep.r.table}" WHERE "${dep.column}" = ANY($1::int[])`,
        [ids],
      )
    ).rows;
    if (rows.length === 0) continue;
    if (dep.r.name in KEEP || dep.r.name === 'rgpd_demandes') {
      if (dep.nullable && dep.r.name !== 'rgpd_demandes')
        await db.query(`UPDATE "${dep.r.table}" SET "${dep.column}" = NULL WHERE id = ANY($1::int[])`, [
          rows.map((x) => x.id),
        ]);
      else blocked = new Set([...blocked, ...rows.map((x) => x.parent)]);
      continue;
    }
    const left = await deleteRows(
      db,
      registry,
      dep.r,
      rows.map((x) => x.id),
      deleted,
      media,
    );
    const stuck = new Set(left);
    for (const x of rows) if (stuck.has(x.id)) blocked.add(x.parent);
  }
  const removable = ids.filter((id) => !blocked.has(id));
  if (removable.length > 0) {
    const rows = (
      await db.query<Record<string, unknown>>(`DELETE FROM "${r.table}" WHERE id = ANY($1::int[]) RETURNING *`, [
        removable,
      ])
    ).rows;
    deleted[r.label.many] = (deleted[r.label.many] ?? 0) + rows.length;
    // Their files (a generated document, a scan) go with them, now rather than at the orphan sweep.
    for (const p of r.properties.filter((x) => x.relation === 'media_objects')) {
      for (const row of rows) if (typeof row[p.column] === 'number') media.push(row[p.column] as number);
    }
  }
  return [...blocked];
}

export interface Erasure {
  /** What was deleted, by the French name of the data, with its count. */
  supprimes: Record<string, number>;
  /** What the law makes the centre keep, and why. */
  conserves: { ressource: string; nombre: number; motif: string }[];
  /** What was kept but stripped of the person (the trainee's record, the contracts' cerfa, kept files' names). */
  anonymises: { donnees: string; nombre: number; detail: string }[];
}

const R = msg.rgpd;

/** The apprentice's part of a kept contract's cerfa, emptied (the contract's terms stay: see SECURITY.md). */
const CERFA_APPRENTI_EMPTY = {
  nom: '',
  prenom: '',
  sexe: '',
  date_naissance: '',
  nationalite: '',
  regime_social: '',
  situation_avant_contrat: '',
  dernier_diplome: '',
  derniere_classe: '',
  rqth: false,
  adresse: '',
  code_postal: '',
  commune: '',
  telephone: '',
  courriel: '',
};

/** Erases the trainee `id` inside the caller's transaction; `files` receives the storage uuids of the deleted
 * files, to remove once the transaction is committed. */
export async function eraseTrainee(
  db: Queryable,
  registry: Registry,
  id: number,
  files: string[] = [],
): Promise<Erasure> {
  const deleted: Record<string, number> = {};
  const kept: Erasure['conserves'] = [];
  const anonymised: Erasure['anonymises'] = [];
  const media: number[] = [];
  const person = (
    await db.query<{ lastname: string | null; firstname: string | null; mail: string | null }>(
      'SELECT lastname, firstname, mail FROM etudiants WHERE id = $1',
      [id],
    )
  ).rows[0]!;
  const names = fullNames(person.lastname, person.firstname);
  // What names the trainee outside the records tied to them: alerts about them or their records, notifications
  // and mails titled with their name, mails to their address (before the records the alerts point at go).
  const alertUris = await uris(db, registry, id);
  const alerts = (
    await db.query<{ id: number }>(
      `SELECT id FROM global_alertes WHERE uri = ANY($1::text[]) OR ${nameMatch('title', 2)} OR
        ${nameMatch('message', 2)}`,
      [alertUris, names],
    )
  ).rows.map((x) => x.id);
  if (alerts.length > 0) {
    await db.query('DELETE FROM user_alertes_global_params WHERE global_alerte_id = ANY($1::int[])', [alerts]);
    await db.query('DELETE FROM global_alertes WHERE id = ANY($1::int[])', [alerts]);
    deleted[R.alerts] = alerts.length;
  }
  const notes = (
    await db.query(
      `DELETE FROM notifications WHERE ${nameMatch('title', 1)} OR ${nameMatch('message', 1)} RETURNING id`,
      [names],
    )
  ).rows.length;
  if (notes > 0) deleted[R.notifications] = notes;
  const mails = (
    await db.query(
      `DELETE FROM mail_outbox WHERE ($2::text IS NOT NULL AND lower(recipient) = lower($2)) OR
        ${nameMatch('subject', 1)}
    OR ${nameMatch('body', 1)} RETURNING id`,
      [names, person.mail],
    )
  ).rows.length;
  if (mails > 0) deleted[R.mails] = mails;

  for (const { r, column } of dependants(registry, 'etudiants')) {
    if (r.name === 'rgpd_demandes') continue;
    const ids = (await db.query<{ id: number }>(`SELECT id FROM "${r.table}" WHERE "${column}" = $1`, [id])).rows.map(
      (x) => x.id,
    );
    if (ids.length === 0) continue;
    if (r.name in KEEP) {
      kept.push({ ressource: r.label.many, nombre: ids.length, motif: KEEP[r.name]! });
      await anonymiseKept(db, r, ids, names, anonymised);
      continue;
    }
    await deleteRows(db, registry, r, ids, deleted, media);
  }
  const gone = await deleteUnreferencedMedia(db, media);
  if (gone.length > 0) deleted[R.files] = gone.length;
  files.push(...gone);

  const etudiants = registry.byName.get('etudiants')!;
  const personal = PERSONAL.filter((c) => etudiants.byName.has(c));
  await db.query(
    `UPDATE etudiants SET lastname = $2, firstname = $3, etat = 3, etat_parcours = NULL,
      ${personal.map((c) => `"${c}" = NULL`).join(', ')}, updated_at = now() WHERE id = $1`,
    [id, R.anonymousName, R.anonymousFirstname(id)],
  );
  kept.push({ ressource: etudiants.label.one, nombre: 1, motif: R.identity });
  return { supprimes: deleted, conserves: kept, anonymises: anonymised };
}

/** Kept records of `r` stripped of the person: a contract's cerfa loses its apprentice part, a kept file's name
 * that carries the trainee's name becomes a neutral one. */
async function anonymiseKept(
  db: Queryable,
  r: ResourceModel,
  ids: number[],
  names: string[],
  out: Erasure['anonymises'],
) {
  if (r.byName.get('cerfa')?.type === 'object') {
    const n = (
      await db.query(
        `UPDATE "${r.table}" SET cerfa = jsonb_set(cerfa, '{apprenti}', $2::jsonb), updated_at = now()
      WHERE id = ANY($1::int[]) AND jsonb_typeof(cerfa) = 'object' AND cerfa ? 'apprenti' RETURNING id`,
        [ids, JSON.stringify(CERFA_APPRENTI_EMPTY)],
      )
    ).rows.length;
    if (n > 0) out.push({ donnees: R.cerfa, nombre: n, detail: R.cerfaDetail });
  }
  for (const p of r.properties.filter((x) => x.relation === 'media_objects')) {
    const n = (
      await db.query(
        `UPDATE media_objects m SET name = 'document-' || m.id || coalesce(substring(m.name from
          '\\.[A-Za-z0-9]{1,8}$'), ''),
        updated_at = now() FROM "${r.table}" t WHERE t.id = ANY($1::int[]) AND t."${p.column}" = m.id AND
          ${nameMatch('m.name', 2, true)} RETURNING m.id`,
        [ids, names],
      )
    ).rows.length;
    if (n > 0) out.push({ donnees: R.fileNames, nombre: n, detail: R.fileNamesDetail });
  }
}

/** The trainee's name as it is written in titles and file names: « Nom Prénom », « Prénom Nom », and the last name
 * alone (file names: `cv-dupont.pdf`), lower case. */
function fullNames(lastname: string | null, firstname: string | null): string[] {
  const l = (lastname ?? '').trim().toLowerCase();
  const f = (firstname ?? '').trim().toLowerCase();
  if (l === '') return [];
  return f === '' ? [l] : [`${l} ${f}`, `${f} ${l}`, l];
}

/** `column` contains one of the names `$n` (the full names only, or with `lastName` the last name alone too). */
function nameMatch(column: string, n: number, lastName = false): string {
  const names = lastName
    ? `$${n}::text[]`
    : `(SELECT coalesce(array_agg(x), '{}') FROM unnest($${n}::text[]) x WHERE x LIKE '% %')`;
  return `EXISTS (SELECT 1 FROM unnest(${names}) nm WHERE length(nm) >= 3 AND strpos(lower(${column}), nm) > 0)`;
}

/** The IRIs of the trainee and of every record tied to them (the `uri` an alert about them carries). */
async function uris(db: Queryable, registry: Registry, id: number): Promise<string[]> {
  const out = [`/api/etudiants/${id}`];
  for (const { r, column } of dependants(registry, 'etudiants')) {
    const rows = (await db.query<{ id: number }>(`SELECT id FROM "${r.table}" WHERE "${column}" = $1`, [id])).rows;
    for (const row of rows) out.push(`/api/${r.name}/${row.id}`);
  }
  return out;
}
