// Google sign-in for Forms and Drive (spec 001 "Tickets and Google"), an OpenID Connect authorization code flow
// with PKCE through openid-client. Configured by GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET, GOOGLE_REDIRECT_URI (the
// admin's /google-auth-verify), and optionally GOOGLE_DRIVE_REDIRECT_URI (default: /google-drive-callback beside
// it), GOOGLE_ISSUER_URL, GOOGLE_DRIVE_API_URL, GOOGLE_FORMS_API_URL (Google's by default; the tests' local ones).
// Without the first three every call says in French that Google is not configured, and nothing crashes.
//   GET /api/auth-token/check: {configured, isAuthenticated, email, isAuthorizedForForms, authorizedEmail,
//   isAuthorizedForDrive} POST /api/auth/google, /api/drive/auth/google {returnTo?}: {redirect_url} of the provider's
//        consent page; the state, the PKCE verifier (sealed) and the path to come back to (default /google-forms,
//        /stagiaires) are kept
//   POST /api/google/callback {url}: the admin's return page hands the address it was sent to; the code is
//        exchanged, the refresh token kept sealed for this user (crypto/seal.ts); answers {returnTo, email}
//   POST /api/google-api/logout: 204, the refresh token revoked at the provider and forgotten
//   GET  /api/google-drive/files: the user's Drive files; POST /api/google-drive/import {fileId, etudiant,
//        type_document, name?}: the file copied into the product's storage as the trainee's document (its rules run)
//   GET  /api/google-forms: the user's Google Forms (Drive list of forms, each read from the Forms API)
import * as oidc from 'openid-client';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import type { FastifyRequest } from 'fastify';
import { b, bodyOf, withAnswers, withBody, withoutBody } from '../../http/request.ts';
import type { DomainModule } from '../../http/domainModules.ts';
import type { AppContext } from '../../http/context.ts';
import type { AuthUser } from '../../auth/access.ts';
import { canWrite } from '../../auth/access.ts';
import { forbidden, HttpError, unprocessable } from '../../http/errors.ts';
import { seal, sealKey, unseal } from '../../crypto/seal.ts';
import { receiveMedia, dropMedia } from '../../files/receive.ts';
import { respondWith, save } from '../../crud/save.ts';
import * as msg from './messages.ts';

const FORMS_SCOPE = 'https://www.googleapis.com/auth/forms.body.readonly';
const DRIVE_SCOPE = 'https://www.googleapis.com/auth/drive.readonly';
const SCOPES = {
  forms: [
    'openid',
    'email',
    FORMS_SCOPE,
    'https://www.googleapis.com/auth/forms.responses.readonly',
    'https://www.googleapis.com/auth/drive.metadata.readonly',
  ],
  drive: ['openid', 'email', DRIVE_SCOPE],
};
type Kind = keyof typeof SCOPES;
const DEFAULT_RETURN: Record<Kind, string> = { forms: '/google-forms', drive: '/stagiaires' };
const STATE_TTL_MINUTES = 15;

interface GoogleConfig {
  clientId: string;
  secret: string;
  redirect: Record<Kind, string>;
  issuer: string;
  driveApi: string;
  formsApi: string;
}

function googleConfig(): GoogleConfig | undefined {
  const clientId = process.env.GOOGLE_CLIENT_ID;
  const secret = process.env.GOOGLE_CLIENT_SECRET;
  const redirect = process.env.GOOGLE_REDIRECT_URI;
  if (!clientId || !secret || !redirect) return undefined;
  let drive = process.env.GOOGLE_DRIVE_REDIRECT_URI;
  if (!drive) {
    try {
      drive = new URL('/google-drive-callback', redirect).href;
    } catch {
      drive = redirect;
    }
  }
  const trim = (u: string) => u.replace(/\/+$/, '');
  return {
    clientId,
    secret,
    redirect: { forms: redirect, drive },
    issuer: process.env.GOOGLE_ISSUER_URL || 'https://accounts.google.com',
    driveApi: trim(process.env.GOOGLE_DRIVE_API_URL || 'https://www.googleapis.com/drive/v3'),
    formsApi: trim(process.env.GOOGLE_FORMS_API_URL || 'https://forms.googleapis.com/v1'),
  };
}

/** The provider's configuration, discovered once per issuer and client (again after a failure). */
const discovered = new Map<string, Promise<oidc.Configuration>>();
function providerOf(cfg: GoogleConfig): Promise<oidc.Configuration> {
  const key = `${cfg.issuer}|${cfg.clientId}|${cfg.secret}`;
  let found = discovered.get(key);
  if (!found) {
    const insecure = new URL(cfg.issuer).protocol === 'http:';
    found = oidc.discovery(new URL(cfg.issuer), cfg.clientId, cfg.secret, undefined, {
      execute: insecure ? [oidc.allowInsecureRequests] : [],
      timeout: 10,
    });
    found.catch(() => discovered.delete(key));
    discovered.set(key, found);
  }
  return found;
}

/** Access tokens in memory, per user, until shortly before they expire. */
const accessTokens = new Map<number, { token: string; until: number }>();

/** A path of the admin to come back to: one of its own paths, never another site. */
function returnPath(value: unknown, kind: Kind): string {
  return typeof value === 'string' && /^\/(?![/\\])[^\s]*$/.test(value) && value.length <= 500
    ? value
    : DEFAULT_RETURN[kind];
}

const scopesOf = (scopes: string | undefined) => new Set((scopes ?? '').split(/\s+/).filter(Boolean));

type Link = { email: string | null; scopes: string; refresh_token: string | null };

function linkStore(ctx: AppContext) {
  const key = sealKey(ctx.jwt.secret, 'google_tokens');
  return {
    async read(userId: number): Promise<Link | undefined> {
      return (
        await ctx.db.query<Link>('SELECT email, scopes, refresh_token FROM google_links WHERE user_id = $1', [userId])
      ).rows[0];
    },
    async write(userId: number, email: string | null, scopes: string, refresh: string | undefined) {
      await ctx.db.query(
        `INSERT INTO google_links (user_id, email, scopes, refresh_token) VALUES ($1, $2, $3, $4)
        ON CONFLICT (user_id) DO UPDATE SET email = EXCLUDED.email, scopes = EXCLUDED.scopes,
        refresh_token = COALESCE(EXCLUDED.refresh_token, google_links.refresh_token), updated_at = now()`,
        [userId, email, scopes, refresh ? seal(key, refresh) : null],
      );
    },
    refreshOf: (link: Link) => (link.refresh_token ? unseal(key, link.refresh_token) : undefined),
    seal: (text: string) => seal(key, text),
    unseal: (text: string) => unseal(key, text),
  };
}

/** A call to the provider that fails (unreachable, refused) becomes a French 502 with the spec's wording. */
async function upstream<T>(message: string, fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (err) {
    if (err instanceof HttpError) throw err;
    throw new HttpError(502, message);
  }
}

/** A valid access token of the user's linked account (from the refresh token), with the scope it needs. */
async function accessToken(
  ctx: AppContext,
  user: AuthUser,
  cfg: GoogleConfig,
  scope: string,
  refused: string,
): Promise<string> {
  const store = linkStore(ctx);
  const link = await store.read(user.id);
  const refresh = link && store.refreshOf(link);
  if (!link || !refresh) throw new HttpError(409, msg.google.notConnected);
  if (!scopesOf(link.scopes).has(scope)) throw new HttpError(409, refused);
  const cached = accessTokens.get(user.id);
  if (cached && cached.until > Date.now()) return cached.token;
  const tokens = await upstream(msg.google.apiFailed, async () =>
    oidc.refreshTokenGrant(await providerOf(cfg), refresh),
  );
  // A provider that rotates refresh tokens gives a new one: the old one no longer works.
  if (tokens.refresh_token && tokens.refresh_token !== refresh)
    await store.write(user.id, link.email, link.scopes, tokens.refresh_token);
  accessTokens.set(user.id, {
    token: tokens.access_token,
    until: Date.now() + Math.max(0, (tokens.expiresIn() ?? 300) - 30) * 1000,
  });
  return tokens.access_token;
}

/** A GET of the Drive or Forms API with the user's token; a 404 is the caller's to word. */
async function apiGet(token: string, url: string): Promise<Response> {
  const res = await upstream(msg.google.apiFailed, () =>
    fetch(url, { headers: { authorization: `Bearer ${token}` }, signal: AbortSignal.timeout(20_000) }),
  );
  if (res.status === 404) throw new HttpError(404, msg.google.fileNotFound);
  if (!res.ok) throw new HttpError(502, msg.google.apiFailed);
  return res;
}

const GOOGLE_APPS = 'application/vnd.google-apps.';

const google: DomainModule = {
  register(app, ctx) {
    const store = linkStore(ctx);
    const configured = () => {
      const cfg = googleConfig();
      if (!cfg) throw new HttpError(503, msg.google.notConfigured);
      return cfg;
    };

    app.get('/api/auth-token/check', { config: { summary: 'État de la connexion Google' } }, async (request) => {
      const user = await ctx.auth(request);
      const isConfigured = googleConfig() !== undefined;
      const link = isConfigured ? await store.read(user.id) : undefined;
      const linked = Boolean(link?.refresh_token);
      const scopes = scopesOf(link?.scopes);
      return {
        configured: isConfigured,
        isAuthenticated: linked,
        email: linked ? link!.email : null,
        isAuthorizedForForms: linked && scopes.has(FORMS_SCOPE),
        isAuthorizedForDrive: linked && scopes.has(DRIVE_SCOPE),
        authorizedEmail: linked ? link!.email : null,
        message: isConfigured ? null : msg.google.notConfigured,
      };
    });

    const start = (kind: Kind) => async (request: FastifyRequest) => {
      const user = await ctx.auth(request);
      const cfg = configured();
      const body = bodyOf(request, true);
      const provider = await upstream(kind === 'drive' ? msg.google.driveFailed : msg.google.connectFailed, () =>
        providerOf(cfg),
      );
      const verifier = oidc.randomPKCECodeVerifier();
      const state = oidc.randomState();
      await ctx.db.query(
        `DELETE FROM google_auth_states WHERE created_at < now() - interval '${STATE_TTL_MINUTES} minutes'`,
      );
      await ctx.db.query(
        'INSERT INTO google_auth_states (state, user_id, kind, verifier, return_to) VALUES ($1, $2, $3, $4, $5)',
        [state, user.id, kind, store.seal(verifier), returnPath(body.returnTo, kind)],
      );
      const url = oidc.buildAuthorizationUrl(provider, {
        redirect_uri: cfg.redirect[kind],
        response_type: 'code',
        scope: SCOPES[kind].join(' '),
        state,
        code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
        code_challenge_method: 'S256',
        access_type: 'offline',
        prompt: 'consent',
        include_granted_scopes: 'true',
      });
      return { redirect_url: url.href };
    };
    const START_BODY = {
      properties: {
        returnTo: b.text('Page de retour', 'Le chemin de l’admin où revenir après la connexion.'),
      },
    };
    const startAnswers = {
      answers: {
        503: { description: "Google n'est pas configuré sur ce serveur." },
        502: { description: 'Le fournisseur Google ne répond pas.' },
      },
    };
    /** A read of the user's Google files: Google's own failures, and refused while no Google account with that
     * right is linked. */
    const notLinked = {
      answers: {
        ...startAnswers.answers,
        409: { description: 'Aucun compte Google relié, ou sans le droit demandé (Drive ou Forms) : se connecter.' },
      },
    };
    app.post(
      '/api/auth/google',
      withBody(START_BODY, withAnswers(startAnswers, { config: { summary: 'Commencer la connexion Google (Forms)' } })),
      start('forms'),
    );
    app.post(
      '/api/drive/auth/google',
      withBody(START_BODY, withAnswers(startAnswers, { config: { summary: 'Commencer la connexion Google (Drive)' } })),
      start('drive'),
    );

    app.post(
      '/api/google/callback',
      withBody(
        {
          properties: {
            url: b.text('Adresse de retour', 'L’adresse complète de retour du fournisseur (code, state).'),
          },
        },
        withAnswers(
          {
            answers: {
              400: { description: 'Connexion expirée, inconnue ou refusée.' },
              502: { description: 'Le fournisseur Google a refusé le code.' },
            },
          },
          { config: { summary: 'Terminer la connexion Google (retour du fournisseur)' } },
        ),
      ),
      async (request) => {
        const user = await ctx.auth(request);
        const cfg = configured();
        const given = bodyOf(request, true);
        let back: URL;
        try {
          back = new URL(String(given.url ?? ''));
        } catch {
          throw unprocessable([{ propertyPath: 'url', message: msg.google.stateUnknown }]);
        }
        const state = back.searchParams.get('state') ?? '';
        type Pending = { kind: Kind; verifier: string; return_to: string };
        const pending = (
          await ctx.db.query<Pending>(
            `DELETE FROM google_auth_states WHERE state = $1 AND user_id = $2
        AND created_at >= now() - interval '${STATE_TTL_MINUTES} minutes' RETURNING kind, verifier, return_to`,
            [state, user.id],
          )
        ).rows[0];
        if (!pending) throw new HttpError(400, msg.google.stateUnknown);
        if (back.searchParams.has('error') || !back.searchParams.has('code'))
          throw new HttpError(400, msg.google.denied);
        // Only the provider's answer is read from the address the browser came back to; the rest is ours.
        const current = new URL(cfg.redirect[pending.kind]);
        current.search = back.search;
        const failed = pending.kind === 'drive' ? msg.google.driveFailed : msg.google.connectFailed;
        const tokens = await upstream(failed, async () =>
          oidc.authorizationCodeGrant(await providerOf(cfg), current, {
            pkceCodeVerifier: store.unseal(pending.verifier),
            expectedState: state,
          }),
        );
        const claims = tokens.claims();
        const email = typeof claims?.email === 'string' ? claims.email : null;
        const link = await store.read(user.id);
        // Incremental consent: the scopes granted before stay (the answer's scope when the provider says it).
        const granted = scopesOf(tokens.scope ?? SCOPES[pending.kind].join(' '));
        if (link && link.email === email) for (const s of scopesOf(link.scopes)) granted.add(s);
        await store.write(user.id, email, [...granted].join(' '), tokens.refresh_token);
        accessTokens.set(user.id, {
          token: tokens.access_token,
          until: Date.now() + Math.max(0, (tokens.expiresIn() ?? 300) - 30) * 1000,
        });
        return { returnTo: pending.return_to, email, kind: pending.kind };
      },
    );

    app.post(
      '/api/google-api/logout',
      withoutBody({ config: { summary: 'Se déconnecter de Google (jeton révoqué)' } }),
      async (request, reply) => {
        const user = await ctx.auth(request);
        const link = await store.read(user.id);
        const refresh = link && store.refreshOf(link);
        const cfg = googleConfig();
        if (refresh && cfg) {
          await upstream(msg.google.connectFailed, async () =>
            oidc.tokenRevocation(await providerOf(cfg), refresh, { token_type_hint: 'refresh_token' }),
          ).catch((err) => request.log.warn({ err }, 'Google token revocation failed'));
        }
        await ctx.db.query('DELETE FROM google_links WHERE user_id = $1', [user.id]);
        accessTokens.delete(user.id);
        return reply.code(204).send();
      },
    );

    app.get(
      '/api/google-drive/files',
      withAnswers(notLinked, { config: { summary: "Fichiers Google Drive de l'utilisateur" } }),
      async (request) => {
        const user = await ctx.auth(request);
        const cfg = configured();
        const token = await accessToken(ctx, user, cfg, DRIVE_SCOPE, msg.google.noDriveRight);
        const url = new URL(`${cfg.driveApi}/files`);
        url.search = new URLSearchParams({
          q: `trashed = false and not mimeType contains '${GOOGLE_APPS}'`,
          pageSize: '100',
          orderBy: 'modifiedTime desc',
          fields: 'files(id,name,mimeType,size,modifiedTime)',
        }).toString();
        const list = (await (await apiGet(token, url.href)).json()) as { files?: Array<Record<string, unknown>> };
        return {
          member: (list.files ?? []).map((f) => ({
            id: f.id,
            name: f.name,
            mimeType: f.mimeType,
            size: Number(f.size ?? 0),
            modifiedTime: f.modifiedTime ?? null,
          })),
        };
      },
    );

    app.post(
      '/api/google-drive/import',
      withBody(
        {
          properties: {
            fileId: b.text('Fichier Google Drive', 'Son identifiant (obligatoire).'),
          },
        },
        withAnswers(
          {
            answers: {
              201: { description: 'Le document du stagiaire, copié depuis Google Drive.' },
            },
          },
          {
            config: {
              summary: "Copier un fichier Google Drive comme document d'un stagiaire",
              description: 'fileId, et les champs du document du stagiaire (etudiant_documents : etudiant, type…).',
            },
          },
        ),
      ),
      async (request, reply) => {
        const user = await ctx.auth(request);
        const r = ctx.registry.byName.get('etudiant_documents')!;
        if (!canWrite(user, r, 'create')) throw forbidden();
        const cfg = configured();
        const body = bodyOf(request, true);
        const fileId = typeof body.fileId === 'string' ? body.fileId.trim() : '';
        if (!/^[\w-]{1,200}$/.test(fileId))
          throw unprocessable([{ propertyPath: 'fileId', message: msg.google.fileIdRequired }]);
        const token = await accessToken(ctx, user, cfg, DRIVE_SCOPE, msg.google.noDriveRight);
        const meta = (await (
          await apiGet(token, `${cfg.driveApi}/files/${fileId}?fields=id,name,mimeType,size`)
        ).json()) as { name?: string; mimeType?: string };
        if (String(meta.mimeType ?? '').startsWith(GOOGLE_APPS))
          throw unprocessable([{ propertyPath: 'fileId', message: msg.google.fileNotCopyable }]);
        const content = await apiGet(token, `${cfg.driveApi}/files/${fileId}?alt=media`);
        if (!content.body) throw new HttpError(502, msg.google.apiFailed);
        // The same checks as an upload (name, type by content, size), then the trainee's document through its rules.
        const media = await receiveMedia(ctx, user, meta.name, Readable.fromWeb(content.body as WebReadableStream));
        const { fileId: _id, ...fields } = body;
        try {
          const row = await save(
            ctx,
            r,
            user,
            { name: meta.name, ...fields, file: `/api/media_objects/${media.id}` },
            { mode: 'create' },
          );
          return respondWith(ctx, r, user, reply, 201, row, { kind: 'create', mode: 'create', request });
        } catch (err) {
          await dropMedia(ctx, media);
          throw err;
        }
      },
    );

    app.get(
      '/api/google-forms',
      withAnswers(notLinked, { config: { summary: "Formulaires Google Forms de l'utilisateur" } }),
      async (request) => {
        const user = await ctx.auth(request);
        const cfg = configured();
        const token = await accessToken(ctx, user, cfg, FORMS_SCOPE, msg.google.noFormsRight);
        const url = new URL(`${cfg.driveApi}/files`);
        url.search = new URLSearchParams({
          q: `mimeType = '${GOOGLE_APPS}form' and trashed = false`,
          pageSize: '50',
          orderBy: 'modifiedTime desc',
          fields: 'files(id,name,modifiedTime)',
        }).toString();
        const list = (await (await apiGet(token, url.href)).json()) as {
          files?: Array<{ id: string; name?: string; modifiedTime?: string }>;
        };
        const member = [];
        for (const f of list.files ?? []) {
          if (!/^[\w-]{1,200}$/.test(f.id)) continue;
          const form = (await (await apiGet(token, `${cfg.formsApi}/forms/${f.id}`)).json()) as {
            info?: { title?: string; documentTitle?: string };
            responderUri?: string;
          };
          member.push({
            id: f.id,
            title: form.info?.title || form.info?.documentTitle || f.name || f.id,
            responderUri: form.responderUri ?? null,
            editUrl: `https://docs.google.com/forms/d/${f.id}/edit`,
            modifiedTime: f.modifiedTime ?? null,
          });
        }
        return { member };
      },
    );
  },
};
export default google;
