// Idempotent migrations derived from the resource schemas: a table per resource, a column per property,
// foreign keys for relations, indexes for filtered/ordered/unique columns, plus the auth and mail tables.
// The generated SQL is hashed and stored, so an unchanged schema set costs one query at start.
import { createHash } from 'node:crypto';
import type { Db } from './index.ts';
import type { PropertyModel, ResourceModel } from '../schema/model.ts';
import { configurationStatements } from '../domain/configuration/tables.ts';
import { qualiteStatements } from '../domain/qualite/tables.ts';
import { alertStatements } from '../domain/pilotage/alertTables.ts';
import { courseStateStatements } from '../domain/parcours/courseStateBackfill.ts';
import { notificationStatements } from '../domain/pilotage/notificationTables.ts';
import { selfSignStatements } from '../domain/attendance/selfSignTables.ts';
import { traineeSpaceStatements } from '../domain/attendance/traineeSpaceTables.ts';
import { tutorAbsenceMailStatements } from '../domain/alternance/tables.ts';
import { trainerDocumentAlertStatements } from '../domain/prestataires/tables.ts';
import { rateLimitStatements } from '../http/rateLimitStore.ts';
import { fileStoreStatements } from '../files/storage.ts';
import { googleStatements } from '../domain/compte/googleTables.ts';
import { documentsJobEngineStatements, generationJobStatements } from '../domain/documents/jobs.ts';

const q = (ident: string) => `"${ident.replace(/"/g, '""')}"`;

function sqlType(p: PropertyModel): string {
  if (p.relation) return 'integer';
  if (p.type === 'integer') return 'integer';
  if (p.type === 'number') return 'double precision';
  if (p.type === 'boolean') return 'boolean';
  if (p.type === 'array' || p.type === 'object') return 'jsonb';
  if (p.format === 'date') return 'date';
  if (p.format === 'date-time') return 'timestamptz';
  return 'text';
}

const SERVER_COLUMNS = new Set(['id', 'cfa_id', 'created_at', 'updated_at']);

export function migrationStatements(resources: ResourceModel[]): string[] {
  const byName = new Map(resources.map((r) => [r.name, r]));
  const tableOf = (name: string) => byName.get(name)?.table ?? name;
  const cfas = tableOf('cfas');
  // Tables first (cfas before the rest, since every other table points at it), then columns and keys.
  const ordered = [...resources].sort((a, b) => Number(b.name === 'cfas') - Number(a.name === 'cfas'));
  const out: string[] = [];
  for (const r of ordered) {
    const owner = r.scope === 'cfa-self' ? '' : `, cfa_id integer REFERENCES ${q(cfas)}(id)`;
    out.push(
      `CREATE TABLE IF NOT EXISTS ${q(r.table)} (id serial PRIMARY KEY${owner}, ` +
        `created_at timestamptz NOT NULL DEFAULT now(), updated_at timestamptz NOT NULL DEFAULT now())`,
    );
    if (r.scope !== 'cfa-self')
      out.push(`CREATE INDEX IF NOT EXISTS ${q(`${r.table}_cfa_id_idx`)} ON ${q(r.table)} (cfa_id)`);
  }
  out.push(oldSortIndexes(ordered));
  for (const r of ordered) {
    for (const p of r.properties) {
      if (SERVER_COLUMNS.has(p.column)) continue;
      const ref = p.relation ? ` REFERENCES ${q(tableOf(p.relation))}(id)` : '';
      out.push(`ALTER TABLE ${q(r.table)} ADD COLUMN IF NOT EXISTS ${q(p.column)} ${sqlType(p)}${ref}`);
    }
    for (const p of r.properties) {
      if (p.column === 'cfa_id') continue;
      const idx = q(indexName(r, p));
      if (p.unique && p.format === 'email') {
        // An e-mail address is unique whatever its case, as login ignores case (replaces the earlier exact index).
        out.push(`DROP INDEX IF EXISTS ${idx}`);
        out.push(
          `CREATE UNIQUE INDEX IF NOT EXISTS ${q(`${r.table}_${p.column}_ci_key`)} ON ${q(r.table)}
            (lower(${q(p.column)}))`,
        );
      } else if (p.unique) out.push(`CREATE UNIQUE INDEX IF NOT EXISTS ${idx} ON ${q(r.table)} (${q(p.column)})`);
      else if (p.relation || p.order || p.filters.length > 0) {
        // A sortable column is indexed NULLS FIRST, the order of the collections (crud/filters.ts buildOrder:
        // ASC NULLS FIRST, DESC NULLS LAST): the index then serves `ORDER BY col, id LIMIT n` (incremental sort)
        // instead of sorting every matching row (a trainee list sorted by name at 100 k: 550 ms → 2 ms).
        // A sortable column's index ends with id, the order's last term (crud/filters.ts orderTerms): a page is then
        // read from the index in order. On the column alone, each run of equal values (a surname's homonyms) was
        // read whole and sorted by id first: the trainee list sorted by name at 10 M took 28 ms against 4.6 at 10 k
        // (bench P3liste). An index made before, on the column alone, is dropped first (oldSortIndexes) and made
        // again here.
        const sorted = sortIndexed(p) ? ' NULLS FIRST, id' : '';
        out.push(`CREATE INDEX IF NOT EXISTS ${idx} ON ${q(r.table)} (${q(p.column)}${sorted})`);
      }
    }
  }
  out.push(...searchIndexStatements(ordered));
  out.push(...deriveBackfill(ordered, byName));
  const users = q(tableOf('users'));
  out.push(
    `CREATE TABLE IF NOT EXISTS password_reset_tokens (id serial PRIMARY KEY, user_id integer NOT NULL ` +
      `REFERENCES ${users}(id) ON DELETE CASCADE, token_hash text NOT NULL UNIQUE, expires_at timestamptz NOT NULL, ` +
      `used_at timestamptz, created_at timestamptz NOT NULL DEFAULT now())`,
    `CREATE TABLE IF NOT EXISTS mail_outbox (id serial PRIMARY KEY, recipient text NOT NULL, subject text NOT NULL, ` +
      `body text NOT NULL, status text NOT NULL DEFAULT 'outbox', created_at timestamptz NOT NULL DEFAULT now())`,
    // The names, types and sizes of a mail's attachments (their content goes with the mail, not in the table).
    `ALTER TABLE mail_outbox ADD COLUMN IF NOT EXISTS attachments jsonb NOT NULL DEFAULT '[]'::jsonb`,
    // Retries (mail/mailer.ts): how many sends were tried, when, the last refusal; a mail carrying a secret link
    // keeps its text sealed (`sealed`, until sent) and a masked copy in `body`; the content of the attachments of a
    // mail waiting for a retry.
    `ALTER TABLE mail_outbox ADD COLUMN IF NOT EXISTS attempts integer NOT NULL DEFAULT 0`,
    `ALTER TABLE mail_outbox ADD COLUMN IF NOT EXISTS attempted_at timestamptz`,
    `ALTER TABLE mail_outbox ADD COLUMN IF NOT EXISTS sent_at timestamptz`,
    `ALTER TABLE mail_outbox ADD COLUMN IF NOT EXISTS last_error text`,
    `ALTER TABLE mail_outbox ADD COLUMN IF NOT EXISTS sealed text`,
    `CREATE TABLE IF NOT EXISTS mail_outbox_parts (outbox_id integer NOT NULL REFERENCES mail_outbox(id) ON DELETE
      CASCADE, ` +
      `position integer NOT NULL, filename text NOT NULL, content_type text NOT NULL, content bytea NOT NULL, ` +
      `PRIMARY KEY (outbox_id, position))`,
    // Moved on by a password reset: tokens carry it, and one signed with an older version is refused (auth/session.ts).
    `ALTER TABLE ${users} ADD COLUMN IF NOT EXISTS token_version integer NOT NULL DEFAULT 0`,
    // Any change of an account's password, roles, antenne or state, by any route, ends its sessions: the token
    // version moves on unless the write moved it itself (a reset, a new password of one's own profile).
    `CREATE OR REPLACE FUNCTION users_end_sessions() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN ` +
      `IF NEW.token_version IS NOT DISTINCT FROM OLD.token_version AND (NEW.password IS DISTINCT FROM OLD.password ` +
      `OR NEW.roles IS DISTINCT FROM OLD.roles OR NEW.antenne_id IS DISTINCT FROM OLD.antenne_id ` +
      `OR NEW.etat IS DISTINCT FROM OLD.etat OR NEW.cfa_id IS DISTINCT FROM OLD.cfa_id) ` +
      `THEN NEW.token_version := OLD.token_version + 1; END IF; RETURN NEW; END $$`,
    `DROP TRIGGER IF EXISTS users_end_sessions ON ${users}`,
    `CREATE TRIGGER users_end_sessions BEFORE UPDATE ON ${users} FOR EACH ROW EXECUTE FUNCTION users_end_sessions()`,
  );
  // Who sent an upload that no record points at yet (files/attach.ts): it is theirs alone until attached.
  for (const r of ordered.filter((x) => x.schema['x-upload'] === true)) {
    out.push(
      `ALTER TABLE ${q(r.table)} ADD COLUMN IF NOT EXISTS uploaded_by integer REFERENCES ${users}(id) ON DELETE
        CASCADE`,
    );
  }
  // Resource files and client profiles, versioned (domain/configuration).
  out.push(...configurationStatements(users));
  // The limits' counts, shared by every instance (http/rateLimitStore.ts); the alerts' unique key.
  out.push(...rateLimitStatements);
  out.push(...alertStatements(q(tableOf('global_alertes')), q(tableOf('user_alertes_global_params'))));
  // Trainees stored without a course state take the one their contracts give.
  out.push(...courseStateStatements(q(tableOf('etudiants')), q(tableOf('etudiant_contrats'))));
  out.push(...notificationStatements(q(tableOf('notifications'))));
  out.push(...fileStoreStatements);
  out.push(...generationJobStatements);
  // The BPF's validated versions and the published results (domain/qualite).
  out.push(...qualiteStatements(q(cfas), users));
  // The trainees' own signatures of a sheet and their proof (domain/attendance).
  out.push(...selfSignStatements((name) => q(tableOf(name))));
  // The engine that laid out a PDF generation (domain/documents/jobs.ts).
  out.push(...documentsJobEngineStatements);
  // Corrections of signed sheets, absence justifications, one-time signing codes (domain/attendance).
  out.push(...traineeSpaceStatements((name) => q(tableOf(name))));
  // The linked Google accounts (refresh tokens sealed) and the sign-ins under way (domain/compte/google.ts).
  out.push(...googleStatements(users));
  // The absences their apprentice's tutor was mailed about (domain/alternance/tables.ts).
  out.push(...tutorAbsenceMailStatements(q(tableOf('etudiant_absences'))));
  // The documents their trainer was told about (domain/prestataires/tables.ts).
  out.push(...trainerDocumentAlertStatements(q(tableOf('prestataire_documents')), users));
  return out;
}

/** The index of a column: `<table>_<column>_key` when unique, else `_idx`. */
const indexName = (r: ResourceModel, p: PropertyModel) => `${r.table}_${p.column}_${p.unique ? 'key' : 'idx'}`;

/** A column whose index is made on (column NULLS FIRST, id) by migrationStatements: sortable, not unique, not the
 * centre's column (indexed with its table). */
const sortIndexed = (p: PropertyModel) => p.order && !p.unique && p.column !== 'cfa_id';

/** One statement dropping the sortable columns' indexes made before they ended with id (on the column alone), so
 * that the CREATE INDEX IF NOT EXISTS after it makes them again; it finds nothing to drop on later starts. One
 * statement for them all, rather than one per column at every start. */
function oldSortIndexes(resources: ResourceModel[]): string {
  const names = resources.flatMap((r) =>
    r.properties.filter(sortIndexed).map((p) => `'${indexName(r, p).replace(/'/g, "''")}'`),
  );
  return (
    `DO $$ DECLARE old text; BEGIN FOR old IN SELECT indexname FROM pg_indexes WHERE schemaname = current_schema() ` +
    `AND indexname = ANY (ARRAY[${names.join(', ')}]::text[]) AND indexdef NOT LIKE '%, id)' ` +
    `LOOP EXECUTE format('DROP INDEX %I', old); END LOOP; END $$`
  );
}

/** Trigram indexes of the columns an x-search looks in (crud/filters.ts: `col::text ILIKE '%word%'`, one OR of the
 * columns per word). A btree cannot serve a match anywhere in the text, so without them a search read the whole
 * table, or walked the list's sort index to its end when few rows match: a surname with 170 homonyms among
 * 10 M trainees took seconds (bench P3nom). pg_trgm's GIN index finds the rows holding the word's trigrams, and
 * the planner ORs one per column. pg_trgm is a contrib extension, trusted (a database owner may create it) and
 * shipped with PGlite (registered in db/index.ts); a server without it keeps its searches, unindexed, as before:
 * the indexes are made only when the extension could be. */
function searchIndexStatements(resources: ResourceModel[]): string[] {
  const searched = resources.filter((r) => r.search.length > 0);
  if (searched.length === 0) return [];
  const indexes = searched.flatMap((r) =>
    r.search.map((name) => {
      const col = r.byName.get(name)!.column;
      // The very expression the search compares (a text column's ::text is the column itself).
      const expr = sqlType(r.byName.get(name)!) === 'text' ? q(col) : `(${q(col)}::text)`;
      const idx = q(`${r.table}_${col}_trgm_idx`);
      return `CREATE INDEX IF NOT EXISTS ${idx} ON ${q(r.table)} USING gin (${expr} gin_trgm_ops);`;
    }),
  );
  return [
    `DO $$ BEGIN CREATE EXTENSION IF NOT EXISTS pg_trgm; EXCEPTION WHEN OTHERS THEN ` +
      `RAISE WARNING 'pg_trgm indisponible (%) : recherches sans index trigramme', SQLERRM; END $$`,
    `DO $$ BEGIN IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN ${indexes.join(' ')} ` +
      `END IF; END $$`,
  ];
}

/** Rows stored before a shared-scope resource derived its antenne from its parent (x-derive) take the
 * parent's antenne, parents first (a descriptor after its skill): an antenne's copy made earlier then stays
 * its own instead of reading as the centre's. Idempotent (only rows without antenne under a parent with one). */
function deriveBackfill(resources: ResourceModel[], byName: Map<string, ResourceModel>): string[] {
  const link = (r: ResourceModel) => {
    if (typeof r.scope !== 'object' || !r.scope.shared) return undefined;
    const [via, field] = (r.derive[r.scope.antenne] ?? '').split('.');
    const viaProp = via ? r.byName.get(via) : undefined;
    const parent = viaProp?.relation ? byName.get(viaProp.relation) : undefined;
    const parentCol = field ? parent?.byName.get(field)?.column : undefined;
    const col = r.byName.get(r.scope.antenne)?.column;
    return viaProp && parent && parentCol && col ? { via: viaProp.column, parent, parentCol, col } : undefined;
  };
  const depth = (r: ResourceModel, seen = new Set<string>()): number => {
    const l = link(r);
    if (!l || seen.has(r.name)) return 0;
    seen.add(r.name);
    return 1 + depth(l.parent, seen);
  };
  return resources
    .filter((r) => link(r))
    .sort((a, b) => depth(a) - depth(b))
    .map((r) => {
      const l = link(r)!;
      return (
        `UPDATE ${q(r.table)} c SET ${q(l.col)} = p.${q(l.parentCol)} FROM ${q(l.parent.table)} p ` +
        `WHERE p.id = c.${q(l.via)} AND c.${q(l.col)} IS NULL AND p.${q(l.parentCol)} IS NOT NULL`
      );
    });
}

/** The hash of this release's statements, stored once they are applied (what /ready checks). */
export function migrationHash(resources: ResourceModel[]): string {
  return createHash('sha256').update(migrationStatements(resources).join(';\n')).digest('hex');
}

/** Applies the statements unless this exact set was already applied to this database. */
export async function migrate(db: Db, resources: ResourceModel[]): Promise<{ applied: boolean }> {
  const statements = migrationStatements(resources);
  const hash = createHash('sha256').update(statements.join(';\n')).digest('hex');
  await db.query(
    'CREATE TABLE IF NOT EXISTS schema_migrations (hash text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT ' +
      'now())',
  );
  const done = await db.query('SELECT 1 FROM schema_migrations WHERE hash = $1', [hash]);
  if (done.rows.length > 0) return { applied: false };
  await db.transaction(async (tx) => {
    for (const s of statements) await tx.query(s);
    await tx.query('INSERT INTO schema_migrations (hash) VALUES ($1) ON CONFLICT DO NOTHING', [hash]);
  });
  return { applied: true };
}
