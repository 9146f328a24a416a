// Google sign-in for Forms and Drive (spec 001 "Tickets and Google"), behind configuration:
// GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET and GOOGLE_REDIRECT_URI (the admin's /google-auth-verify). Without them
// every call says in French that Google is not configured (503 for the sign-in starts), and nothing crashes.
//   GET  /api/auth-token/check: {configured, isAuthenticated, email, isAuthorizedForForms, authorizedEmail}
//   POST /api/auth/google, /api/drive/auth/google: {redirect_url} of Google's consent page (Forms or Drive scope)
//   POST /api/google-api/logout: 204 (no Google token is stored by this server yet)
import { withAnswers } from '../../http/request.ts';
import { randomBytes } from 'node:crypto';
import type { DomainModule } from '../../http/domainModules.ts';
import { HttpError } from '../../http/errors.ts';
import * as msg from './messages.ts';

const SCOPES = {
  forms: 'openid email https://www.googleapis.com/auth/forms.body.readonly https://www.googleapis.com/auth/forms.responses.readonly',
  drive: 'openid email https://www.googleapis.com/auth/drive.file',
};

function googleConfig() {
  const clientId = process.env.GOOGLE_CLIENT_ID;
  const secret = process.env.GOOGLE_CLIENT_SECRET;
  const redirect = process.env.GOOGLE_REDIRECT_URI;
  return clientId && secret && redirect ? { clientId, redirect } : undefined;
}

const google: DomainModule = {
  register(app, ctx) {
    app.get('/api/auth-token/check', { config: { summary: 'État de la connexion Google' } }, async (request) => {
      await ctx.auth(request);
      const configured = googleConfig() !== undefined;
      return { configured, isAuthenticated: false, email: null, isAuthorizedForForms: false, authorizedEmail: null, message: configured ? null : msg.google.notConfigured };
    });
    const start = (kind: keyof typeof SCOPES) => async (request: Parameters<typeof ctx.auth>[0]) => {
      await ctx.auth(request);
      const cfg = googleConfig();
      if (!cfg) throw new HttpError(503, msg.google.notConfigured);
      const url = new URL('https://accounts.google.com/o/oauth2/v2/auth');
      url.search = new URLSearchParams({ client_id: cfg.clientId, redirect_uri: cfg.redirect, response_type: 'code', scope: SCOPES[kind],
        access_type: 'offline', prompt: 'consent', state: `${kind}.${randomBytes(16).toString('base64url')}` }).toString();
      return { redirect_url: url.toString() };
    };
    const notConfigured = { answers: { 503: { description: "Google n'est pas configuré sur ce serveur." } } };
    app.post('/api/auth/google', withAnswers(notConfigured, { config: { summary: 'Commencer la connexion Google (Forms)' } }), start('forms'));
    app.post('/api/drive/auth/google', withAnswers(notConfigured, { config: { summary: 'Commencer la connexion Google (Drive)' } }), start('drive'));
    app.post('/api/google-api/logout', { config: { summary: 'Se déconnecter de Google' } }, async (request, reply) => {
      await ctx.auth(request);
      return reply.code(204).send();
    });
  },
};
export default google;
