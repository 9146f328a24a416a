// Trainee contracts (spec 001 section 7: "POST etudiant_contrats; POST a url for update; PATCH a url for rupture"):
// POST /api/etudiant_contrats/{id}: an update, as the earlier back-office posted its contract form: a JSON
//   object or multipart form fields (empty field = cleared), merged over the stored contract as a PATCH is;
// the rupture rule on every write of a contract (this POST, and the generic POST, PUT and PATCH, wrapped):
//   a rupture date is not before the contract's start date nor after its end date (the schema already asks
//   for a reason once a rupture date is given).
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import type { AppContext } from '../../http/context.ts';
import { sendJsonLd } from '../../http/context.ts';
import type { ResourceModel } from '../../schema/model.ts';
import type { Violation } from '../../schema/validate.ts';
import { canWrite, type AuthUser } from '../../auth/access.ts';
import { badRequest, unprocessable } from '../../http/errors.ts';
import { findInScope } from '../../crud/read.ts';
import { applyDerive, candidateFor, type Candidate, type Mode } from '../../crud/input.ts';
import { checkCandidate, resetColumns, updateRow } from '../../crud/write.ts';
import { toItem } from '../../hydra/serialize.ts';
import { model, writableRow, type IdRequest } from './shared.ts';

const RESOURCE = 'etudiant_contrats';

/** The rupture rule on a contract's whole new state (dates as YYYY-MM-DD strings). */
export function ruptureViolations(c: Record<string, unknown>): Violation[] {
  const rupture = typeof c.date_rupture === 'string' ? c.date_rupture.slice(0, 10) : null;
  if (!rupture || !/^\d{4}-\d{2}-\d{2}$/.test(rupture)) return [];
  const start = typeof c.date_debut === 'string' ? c.date_debut.slice(0, 10) : null;
  const end = typeof c.date_fin === 'string' ? c.date_fin.slice(0, 10) : null;
  if (start && /^\d{4}-\d{2}-\d{2}$/.test(start) && rupture < start) {
    return [{ propertyPath: 'date_rupture', message: "La date de rupture ne peut pas être antérieure à la date de début d'exécution du contrat." }];
  }
  if (end && /^\d{4}-\d{2}-\d{2}$/.test(end) && rupture > end) {
    return [{ propertyPath: 'date_rupture', message: 'La date de rupture ne peut pas être postérieure à la date de fin du contrat.' }];
  }
  return [];
}

function checkRupture(c: Record<string, unknown>): void {
  const v = ruptureViolations(c);
  if (v.length > 0) throw unprocessable(v);
}

/** A form field's text as the property's JSON value: empty is null, integers, decimals (comma or point)
 * and booleans converted; anything unconvertible stays text and the schema refuses it in French. */
function fieldValue(r: ResourceModel, name: string, raw: string): unknown {
  const p = r.byName.get(name)!;
  const v = raw.trim();
  if (v === '') return null;
  if (p.type === 'integer' && /^-?\d{1,9}$/.test(v)) return Number(v);
  if (p.type === 'number' && /^-?\d+([.,]\d+)?$/.test(v)) return Number(v.replace(',', '.'));
  if (p.type === 'boolean') return ['true', '1', 'on'].includes(v) ? true : ['false', '0', 'off'].includes(v) ? false : v;
  return p.type === 'string' ? raw : v;
}

async function formBody(r: ResourceModel, request: FastifyRequest): Promise<Record<string, unknown>> {
  const out: Record<string, unknown> = {};
  for await (const part of request.parts({ limits: { fields: 60, files: 0 } })) {
    if (part.type === 'file') {
      part.file.resume();
      throw badRequest("Un contrat ne prend pas de fichier : envoyez seulement ses champs.");
    }
    const p = r.byName.get(part.fieldname);
    if (p && !p.readOnly) out[part.fieldname] = fieldValue(r, part.fieldname, String(part.value ?? ''));
  }
  return out;
}

async function update(ctx: AppContext, user: AuthUser, request: IdRequest, reply: FastifyReply) {
  const r = model(ctx, RESOURCE);
  const existing = await writableRow(ctx, user, r, request.params.id);
  const body = request.isMultipart() ? await formBody(r, request) : request.body;
  const candidate = candidateFor(r, body, 'merge', existing);
  await applyDerive(ctx.db, ctx.registry, r, user, candidate, 'merge');
  const columns = resetColumns(r, await checkCandidate(ctx.db, ctx.registry, ctx.validators, r, user, candidate));
  checkRupture(candidate);
  const row = await updateRow(ctx.db, r, existing.id as number, columns);
  return sendJsonLd(reply, 200, toItem(r, row, true));
}

/** The generic write's candidate, rebuilt to apply the rupture rule before the generic handler runs
 * (errors the generic handler answers itself, 401, 403, 404, 415, are left to it). */
async function candidateOfGeneric(ctx: AppContext, request: FastifyRequest, mode: Mode): Promise<Candidate | undefined> {
  const r = model(ctx, RESOURCE);
  const user = await ctx.auth(request);
  if (!canWrite(user, r, mode === 'create' ? 'create' : 'update')) return undefined;
  const body = request.body;
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return undefined;
  if (mode === 'create') return candidateFor(r, body, 'create');
  const id = Number((request.params as { id?: string }).id);
  if (!Number.isSafeInteger(id) || id <= 0 || id > 2147483647) return undefined;
  const existing = await findInScope(ctx.db, r, user, id);
  return existing ? candidateFor(r, body, mode, existing) : undefined;
}

export function registerContractRoutes(app: FastifyInstance, ctx: AppContext): void {
  // config.multipart: the files module refuses multipart bodies on routes that do not opt in.
  app.post('/api/etudiant_contrats/:id', { config: { multipart: true } }, async (request, reply) => {
    const user = await ctx.auth(request);
    return update(ctx, user, request as IdRequest, reply);
  });

  app.addHook('onRoute', (route: RouteOptions) => {
    const method = Array.isArray(route.method) ? route.method.join() : route.method;
    const mode: Mode | undefined = route.url === `/api/${RESOURCE}` && method === 'POST' ? 'create'
      : route.url === `/api/${RESOURCE}/:id` && method === 'PUT' ? 'replace'
        : route.url === `/api/${RESOURCE}/:id` && method === 'PATCH' ? 'merge' : undefined;
    if (!mode) return;
    const generic = route.handler;
    route.handler = async function (this: FastifyInstance, request, reply) {
      const type = String(request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
      if (mode !== 'merge' || type === 'application/merge-patch+json') {
        const candidate = await candidateOfGeneric(ctx, request, mode);
        if (candidate) checkRupture(candidate);
      }
      return generic.call(this, request, reply);
    };
  });
}
