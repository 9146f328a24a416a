// Every failure becomes a JSON-LD error: HttpError as thrown, Fastify's client errors (bad JSON, body too
// large, unsupported media type) mapped to French, anything else a logged 500. Unknown /api routes are a
// hydra 404; other GETs that accept HTML get the admin's index.html (SPA deep links).
import type { FastifyError, FastifyInstance } from 'fastify';
import { sendJsonLd } from './context.ts';
import { errorBody, FASTIFY_ERRORS, HttpError } from './errors.ts';
import { NO_BUILD_PAGE } from './static.ts';
import { pathOf } from './request.ts';
import * as msg from './messages.ts';

export function registerErrorHandling(app: FastifyInstance, opts: { hasDist: boolean }): void {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (err instanceof HttpError) {
      return sendJsonLd(reply, err.status, errorBody(err.status, err.message, err.violations));
    }
    const known = err.code ? FASTIFY_ERRORS[err.code] : undefined;
    if (known) return sendJsonLd(reply, known[0], errorBody(known[0], known[1]));
    // Safety net for values only the database rejects (out-of-range numbers, impossible dates, NUL bytes):
    // SQLSTATE class 22 is the client's data, class 23 a conflict with stored data.
    const sqlState = typeof err.code === 'string' && /^2[23][0-9A-Z]{3}$/.test(err.code) ? err.code : undefined;
    if (sqlState?.startsWith('22')) {
      return sendJsonLd(reply, 400, errorBody(400, msg.http.valueRefused));
    }
    if (sqlState?.startsWith('23')) {
      return sendJsonLd(reply, 409, errorBody(409, msg.http.conflict));
    }
    const status = err.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return sendJsonLd(reply, status, errorBody(status, msg.http.invalidRequest));
    }
    request.log.error({ err }, 'unexpected error');
    return sendJsonLd(reply, 500, errorBody(500, msg.http.internal));
  });

  app.setNotFoundHandler((request, reply) => {
    const path = pathOf(request);
    if (path === '/api' || path.startsWith('/api/')) {
      return sendJsonLd(reply, 404, errorBody(404, msg.http.noRoute(request.method, path)));
    }
    const wantsHtml = String(request.headers.accept ?? '').includes('text/html');
    if ((request.method === 'GET' || request.method === 'HEAD') && wantsHtml) {
      if (opts.hasDist) return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
      return reply.type('text/html; charset=utf-8').send(NO_BUILD_PAGE);
    }
    return reply.code(404).type('application/json; charset=utf-8').send({ message: msg.http.notFoundPath(path) });
  });
}
