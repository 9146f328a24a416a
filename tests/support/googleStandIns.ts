// Google, locally: a real OpenID provider (oidc-provider, with its own login and consent pages) and a stand-in of
// the few Drive v3 and Forms v1 endpoints the product calls, which accept only the provider's live access tokens
// with the right scope. Shared by the API test of the Google link and the journey through the provider's pages.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type Provider from 'oidc-provider';

export const FORMS_SCOPE = 'https://www.googleapis.com/auth/forms.body.readonly';
export const DRIVE_SCOPE = 'https://www.googleapis.com/auth/drive.readonly';
export const META_SCOPE = 'https://www.googleapis.com/auth/drive.metadata.readonly';
export const GOOGLE_CLIENT = { id: 'futurosud', secret: 'secret-du-client' };
export const PDF = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);

export interface GoogleStandIns {
  provider: Provider;
  /** The provider's issuer URL (GOOGLE_ISSUER_URL). */
  issuer: string;
  /** The stand-in's base: `${apis}/drive/v3` and `${apis}/forms/v1`. */
  apis: string;
  close(): Promise<void>;
}

const listen = (server: Server, port: number) =>
  new Promise<string>((done, fail) =>
    server
      .once('error', fail)
      .listen(port, '127.0.0.1', () => done(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)),
  );

/** Starts both; `adminOrigin` is where the provider may send the browser back (its two callback pages); ports 0
 * pick free ones. */
export async function startGoogleStandIns(
  adminOrigin: string,
  ports: { provider: number; apis: number } = { provider: 0, apis: 0 },
): Promise<GoogleStandIns> {
  // The provider's issuer names its port: the server listens first, the provider answers through it.
  let handle: ((req: any, res: any) => void) | undefined;
  const op = createServer((req, res) => handle!(req, res));
  const issuer = await listen(op, ports.provider);
  // Loaded here, not at the top: playwright.config.ts reads googleEnv from this module in every worker.
  const { default: OidcProvider } = await import('oidc-provider');
  const provider = new OidcProvider(issuer, {
    clients: [
      {
        client_id: GOOGLE_CLIENT.id,
        client_secret: GOOGLE_CLIENT.secret,
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        redirect_uris: [`${adminOrigin}/google-auth-verify`, `${adminOrigin}/google-drive-callback`],
      },
    ],
    scopes: [
      'openid',
      'email',
      'offline_access',
      FORMS_SCOPE,
      DRIVE_SCOPE,
      META_SCOPE,
      'https://www.googleapis.com/auth/forms.responses.readonly',
    ],
    claims: { openid: ['sub'], email: ['email'] },
    findAccount: (_ctx, id) => ({ accountId: id, claims: () => ({ sub: id, email: `${id}@gmail.test` }) }),
    features: {
      devInteractions: { enabled: true },
      revocation: { enabled: true, allowedPolicy: async (_ctx, client, token) => token.clientId === client.clientId },
    },
    issueRefreshToken: async () => true,
    conformIdTokenClaims: false,
    cookies: { keys: ['cle-des-cookies-du-test'] },
    ttl: {
      AccessToken: 600,
      AuthorizationCode: 60,
      Grant: 600,
      IdToken: 600,
      Interaction: 600,
      RefreshToken: 3600,
      Session: 600,
    },
  });
  handle = provider.callback();

  // Drive v3 and Forms v1, as far as the product calls them; a token is the provider's own, live, with the scope.
  const api = createServer(
    (req, res) =>
      void (async () => {
        const url = new URL(req.url!, 'http://x');
        const token = await provider.AccessToken.find(String(req.headers.authorization ?? '').replace(/^Bearer /, ''));
        const json = (status: number, body: unknown) => {
          res.writeHead(status, { 'content-type': 'application/json' });
          res.end(JSON.stringify(body));
        };
        const needs = (scope: string) => token?.scopes.has(scope);
        if (url.pathname === '/drive/v3/files') {
          const forms = url.searchParams.get('q')?.includes("mimeType = 'application/vnd.google-apps.form'");
          if (!needs(forms ? META_SCOPE : DRIVE_SCOPE) && !needs(DRIVE_SCOPE))
            return json(401, { error: 'unauthorized' });
          return json(200, {
            files: forms
              ? [{ id: 'form-1', name: 'Satisfaction' }]
              : [{ id: 'pdf-1', name: 'Attestation.pdf', mimeType: 'application/pdf', size: String(PDF.length) }],
          });
        }
        const file = /^\/drive\/v3\/files\/([\w-]+)$/.exec(url.pathname);
        if (file) {
          if (!needs(DRIVE_SCOPE)) return json(401, { error: 'unauthorized' });
          const known: Record<string, { name: string; mimeType: string; body: Buffer }> = {
            'pdf-1': { name: 'Attestation.pdf', mimeType: 'application/pdf', body: PDF },
            'png-2': { name: 'Photo.png', mimeType: 'image/png', body: PNG },
            'doc-3': { name: 'Compte rendu', mimeType: 'application/vnd.google-apps.document', body: Buffer.alloc(0) },
          };
          const f = known[file[1]!];
          if (!f) return json(404, { error: 'notFound' });
          if (url.searchParams.get('alt') === 'media') {
            res.writeHead(200, { 'content-type': f.mimeType });
            return res.end(f.body);
          }
          return json(200, { id: file[1], name: f.name, mimeType: f.mimeType });
        }
        const form = /^\/forms\/v1\/forms\/([\w-]+)$/.exec(url.pathname);
        if (form) {
          if (!needs(FORMS_SCOPE)) return json(401, { error: 'unauthorized' });
          return json(200, {
            formId: form[1],
            info: { title: 'Questionnaire de satisfaction' },
            responderUri: `https://docs.google.com/forms/d/e/${form[1]}/viewform`,
          });
        }
        json(404, { error: 'notFound' });
      })(),
  );
  const apis = await listen(api, ports.apis);
  return {
    provider,
    issuer,
    apis,
    close: async () => {
      for (const s of [op, api]) {
        s.closeAllConnections();
        await new Promise((done) => s.close(done));
      }
    },
  };
}

/** The server's environment for these stand-ins (src/server/domain/compte/google.ts reads it on each request). */
export const googleEnv = (s: { issuer: string; apis: string }, adminOrigin: string): Record<string, string> => ({
  GOOGLE_CLIENT_ID: GOOGLE_CLIENT.id,
  GOOGLE_CLIENT_SECRET: GOOGLE_CLIENT.secret,
  GOOGLE_REDIRECT_URI: `${adminOrigin}/google-auth-verify`,
  GOOGLE_ISSUER_URL: s.issuer,
  GOOGLE_DRIVE_API_URL: `${s.apis}/drive/v3`,
  GOOGLE_FORMS_API_URL: `${s.apis}/forms/v1`,
});
