// API of the Google link: without GOOGLE_CLIENT_ID / SECRET / REDIRECT_URI, the check says it is not configured
// (in French) and the sign-in starts answer a French 503. Configured against a real OpenID provider started here
// (oidc-provider, its own login and consent pages driven like a browser) and a stand-in of the few Drive and Forms
// endpoints used (it accepts only the provider's live access tokens with the right scope): the code exchange with
// PKCE, the refresh token sealed per user and revoked at logout, the two return paths, a Drive file copied as a
// trainee's document, the Forms listed.
import type Provider from 'oidc-provider';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { domainServer } from '../domainCrud.ts';
import { JWT_SECRET } from '../helpers.ts';
import { sealKey, unseal } from '../../../src/server/crypto/seal.ts';
import { FORMS_SCOPE as FORMS, PDF, googleEnv, startGoogleStandIns, type GoogleStandIns } from '../../support/googleStandIns.ts';

const { S, T } = domainServer(import.meta.url);
const VARS = ['GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET', 'GOOGLE_REDIRECT_URI', 'GOOGLE_ISSUER_URL', 'GOOGLE_DRIVE_API_URL', 'GOOGLE_FORMS_API_URL'];
afterEach(() => { for (const v of VARS) delete process.env[v]; });

const ADMIN = 'http://admin.test';

let google: GoogleStandIns;
let provider: Provider;
let issuer: string;

beforeAll(async () => {
  google = await startGoogleStandIns(ADMIN);
  ({ provider, issuer } = google);
});
afterAll(async () => google?.close());

function configure() {
  Object.assign(process.env, googleEnv(google, ADMIN));
}

/** A browser at the provider: follows its redirects with its cookies, signs in as `login` on its login page and
 * accepts its consent page, until it is sent back to the admin; answers that address. */
async function signInAtProvider(start: string, login: string): Promise<URL> {
  const jar = new Map<string, string>();
  let url = start;
  let body: URLSearchParams | undefined;
  for (let step = 0; step < 12; step++) {
    const res = await fetch(url, { redirect: 'manual', method: body ? 'POST' : 'GET', body,
      headers: { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; '), ...(body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}) } });
    for (const c of res.headers.getSetCookie()) { const [pair] = c.split(';'); const i = pair!.indexOf('='); jar.set(pair!.slice(0, i), pair!.slice(i + 1)); }
    body = undefined;
    const location = res.headers.get('location');
    if (location) {
      const next = new URL(location, url);
      if (next.origin === ADMIN) return next;
      url = next.href;
      continue;
    }
    const html = await res.text();
    expect(res.status, html).toBe(200);
    // The provider's own pages: its login form, then its consent form.
    body = html.includes('name="login"') ? new URLSearchParams({ prompt: 'login', login, password: 'x' }) : new URLSearchParams({ prompt: 'consent' });
  }
  throw new Error('the provider never sent the browser back');
}

describe('google', () => {
  it('says that Google is not configured, and nothing crashes', async () => {
    const check = await S().req('GET', '/api/auth-token/check', { token: T().admin });
    expect(check.status).toBe(200);
    expect(check.body).toMatchObject({ configured: false, isAuthenticated: false, message: expect.stringMatching(/n'est pas configurée/) });
    for (const path of ['/api/auth/google', '/api/drive/auth/google']) {
      const start = await S().req('POST', path, { token: T().admin, body: {} });
      expect(start.status).toBe(503);
      expect(start.body['hydra:description']).toMatch(/Google n'est pas configurée/);
    }
    expect((await S().req('GET', '/api/google-forms', { token: T().admin })).status).toBe(503);
    expect((await S().req('POST', '/api/google-api/logout', { token: T().admin, body: {} })).status).toBe(204);
    expect((await S().req('GET', '/api/auth-token/check')).status).toBe(401);
  });

  it("an unreachable provider: the spec's two connection errors, in French", async () => {
    configure();
    process.env.GOOGLE_ISSUER_URL = 'http://127.0.0.1:9/';
    const forms = await S().req('POST', '/api/auth/google', { token: T().admin, body: {} });
    expect(forms.status).toBe(502);
    expect(forms.body['hydra:description']).toBe('Erreur lors de la connexion à Google');
    const drive = await S().req('POST', '/api/drive/auth/google', { token: T().admin, body: {} });
    expect(drive.status).toBe(502);
    expect(drive.body['hydra:description']).toBe('Erreur de connexion à Google Drive');
  });

  it('signs in for Forms (code + PKCE), keeps the return path, lists the Forms; Drive asks its own consent', async () => {
    configure();
    const token = T().superviseur;
    const start = await S().req('POST', '/api/auth/google', { token, body: {} });
    expect(start.status, start.text).toBe(200);
    const consent = new URL(start.body.redirect_url);
    expect(consent.origin).toBe(issuer);
    expect(consent.searchParams.get('code_challenge_method')).toBe('S256');
    expect(consent.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(consent.searchParams.get('redirect_uri')).toBe(`${ADMIN}/google-auth-verify`);
    expect(consent.searchParams.get('scope')).toContain(FORMS);

    // Before the link: Forms cannot be listed.
    const before = await S().req('GET', '/api/google-forms', { token });
    expect(before.status).toBe(409);
    expect(before.body['hydra:description']).toMatch(/Aucun compte Google n'est relié/);

    const back = await signInAtProvider(start.body.redirect_url, 'camille');
    expect(back.pathname).toBe('/google-auth-verify');
    // The return belongs to the user who started it: another user's session cannot use it.
    const stolen = await S().req('POST', '/api/google/callback', { token: T().admin, body: { url: back.href } });
    expect(stolen.status).toBe(400);
    const done = await S().req('POST', '/api/google/callback', { token, body: { url: back.href } });
    expect(done.status, done.text).toBe(200);
    expect(done.body).toMatchObject({ returnTo: '/google-forms', email: 'camille@gmail.test' });
    // Used once: the same return again is refused.
    expect((await S().req('POST', '/api/google/callback', { token, body: { url: back.href } })).status).toBe(400);

    const check = await S().req('GET', '/api/auth-token/check', { token });
    expect(check.body).toMatchObject({ configured: true, isAuthenticated: true, email: 'camille@gmail.test',
      isAuthorizedForForms: true, authorizedEmail: 'camille@gmail.test', isAuthorizedForDrive: false });
    const forms = await S().req('GET', '/api/google-forms', { token });
    expect(forms.status, forms.text).toBe(200);
    expect(forms.body.member).toEqual([expect.objectContaining({ id: 'form-1', title: 'Questionnaire de satisfaction',
      responderUri: 'https://docs.google.com/forms/d/e/form-1/viewform' })]);
    // Forms only: Drive files need the Drive consent.
    const files = await S().req('GET', '/api/google-drive/files', { token });
    expect(files.status).toBe(409);
    expect(files.body['hydra:description']).toMatch(/Google Drive/);
    // Someone else has no link of their own.
    expect((await S().req('GET', '/api/auth-token/check', { token: T().admin })).body.isAuthenticated).toBe(false);
  });

  it('Drive: back to the trainee, a Drive file copied as their document; the token sealed, revoked at logout', async () => {
    configure();
    const token = T().admin;
    const trainee = (await S().db.query<{ id: number }>('SELECT id FROM etudiants WHERE antenne_id IS NOT NULL ORDER BY id LIMIT 1')).rows[0]!.id;
    // A path of another site is not a return path: the default one is kept.
    const foreign = await S().req('POST', '/api/drive/auth/google', { token, body: { returnTo: '//evil.test/x' } });
    const foreignBack = await signInAtProvider(foreign.body.redirect_url, 'dominique');
    expect(foreignBack.pathname).toBe('/google-drive-callback');
    expect((await S().req('POST', '/api/google/callback', { token, body: { url: foreignBack.href } })).body.returnTo).toBe('/stagiaires');

    const start = await S().req('POST', '/api/drive/auth/google', { token, body: { returnTo: `/stagiaires/${trainee}/show/documents` } });
    expect(start.status, start.text).toBe(200);
    expect(new URL(start.body.redirect_url).searchParams.get('redirect_uri')).toBe(`${ADMIN}/google-drive-callback`);
    const back = await signInAtProvider(start.body.redirect_url, 'dominique');
    const done = await S().req('POST', '/api/google/callback', { token, body: { url: back.href } });
    expect(done.body).toMatchObject({ returnTo: `/stagiaires/${trainee}/show/documents`, email: 'dominique@gmail.test' });

    // Stored sealed: the database never holds the token itself, and it opens only with this server's key.
    const stored = (await S().db.query<{ refresh_token: string }>("SELECT refresh_token FROM google_links WHERE email = 'dominique@gmail.test'")).rows[0]!;
    const refresh = unseal(sealKey(JWT_SECRET, 'google_tokens'), stored.refresh_token);
    expect(await provider.RefreshToken.find(refresh)).toBeDefined();
    expect(stored.refresh_token).not.toContain(refresh);

    const files = await S().req('GET', '/api/google-drive/files', { token });
    expect(files.status, files.text).toBe(200);
    expect(files.body.member).toEqual([expect.objectContaining({ id: 'pdf-1', name: 'Attestation.pdf', mimeType: 'application/pdf' })]);

    const imported = await S().req('POST', '/api/google-drive/import', { token, body: { fileId: 'pdf-1', etudiant: `/api/etudiants/${trainee}`, type_document: 1 } });
    expect(imported.status, imported.text).toBe(201);
    expect(imported.body).toMatchObject({ name: 'Attestation.pdf', etudiant: `/api/etudiants/${trainee}` });
    const media = await S().req('GET', imported.body.file, { token });
    expect(media.body).toMatchObject({ name: 'Attestation.pdf', mime_type: 'application/pdf', size: PDF.length });
    const content = await fetch(`${S().base}${imported.body.file}/download`, { headers: { authorization: `Bearer ${token}` } });
    expect(Buffer.from(await content.arrayBuffer()).equals(PDF)).toBe(true);

    // Refusals in French, nothing stored: a Google document, an unknown file, a trainee's rules (no type).
    const count = async () => (await S().db.query<{ n: number }>('SELECT count(*)::int AS n FROM media_objects')).rows[0]!.n;
    const before = await count();
    const gdoc = await S().req('POST', '/api/google-drive/import', { token, body: { fileId: 'doc-3', etudiant: `/api/etudiants/${trainee}`, type_document: 1 } });
    expect(gdoc.status).toBe(422);
    expect(gdoc.body.violations[0].message).toMatch(/enregistrez-le d'abord en PDF/);
    expect((await S().req('POST', '/api/google-drive/import', { token, body: { fileId: 'nope', etudiant: `/api/etudiants/${trainee}`, type_document: 1 } })).status).toBe(404);
    const noType = await S().req('POST', '/api/google-drive/import', { token, body: { fileId: 'png-2', etudiant: `/api/etudiants/${trainee}` } });
    expect(noType.status).toBe(422);
    expect(noType.body.violations.map((v: { propertyPath: string }) => v.propertyPath)).toContain('type_document');
    expect(await count()).toBe(before);
    // A guest may not add a trainee's document.
    expect((await S().req('POST', '/api/google-drive/import', { token: T().invite, body: { fileId: 'pdf-1' } })).status).toBe(403);

    // Logout: revoked at the provider, forgotten here.
    expect((await S().req('POST', '/api/google-api/logout', { token, body: {} })).status).toBe(204);
    expect(await provider.RefreshToken.find(refresh)).toBeUndefined();
    expect((await S().db.query("SELECT 1 FROM google_links WHERE email = 'dominique@gmail.test'")).rows).toHaveLength(0);
    expect((await S().req('GET', '/api/auth-token/check', { token })).body).toMatchObject({ isAuthenticated: false, email: null });
    expect((await S().req('GET', '/api/google-drive/files', { token })).status).toBe(409);
  });
});
