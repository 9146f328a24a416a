// Every failure becomes a JSON-LD error: HttpError as thrown, Fastify's client errors (bad JSON, body too
// large, unsupported media type) mapped to French, anything else a logged 500. Unknown /api routes are a
// hydra 404; other GETs that accept HTML get the admin's index.html (SPA deep links).
import type { FastifyError, FastifyInstance } from 'fastify';
import { sendJsonLd } from './context.ts';
import { errorBody, FASTIFY_ERRORS, HttpError } from './errors.ts';
import { NO_BUILD_PAGE } from './static.ts';
import { pathOf } from './request.ts';
import * as msg from './messages.ts';
import { files as filesMessages, request as requestMessages } from './messages.ts';
import type { Duplex } from 'node:stream';

const MULTIPART_PARSER_ERRORS = new RegExp(
  [
    'unexpected end of multipart data',
    'terminated early',
    'boundary not found',
    'malformed part header',
    'unsupported content-type',
  ].join('|'),
  'i',
);
function isBrokenMultipart(contentType: string | undefined, err: FastifyError): boolean {
  if (!/^multipart\//i.test(contentType ?? '')) return false;
  return (
    err.code === 'FST_MP_PREMATURE_CLOSE' || (!err.code && !err.statusCode && MULTIPART_PARSER_ERRORS.test(err.message))
  );
}

/** Errors Node's HTTP parser meets before Fastify sees a request (an address or headers over 16 KB, a
 * malformed request line, a timeout): a French JSON-LD error on the raw socket, then the connection closed. */
export function clientErrorHandler(err: NodeJS.ErrnoException, socket: Duplex): void {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, reason, description] =
    err.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'Request Header Fields Too Large', requestMessages.headersTooLarge]
      : err.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'Request Timeout', requestMessages.timeout]
        : [400, 'Bad Request', requestMessages.malformed];
  const body = Buffer.from(JSON.stringify(errorBody(status, description)));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${reason}\r\nContent-Length: ${body.length}\r\nContent-Type: application/ld+json; ` +
        `charset=utf-8\r\nConnection: close\r\n\r\n`,
    );
    socket.write(body);
  }
  socket.destroy(err);
}

export function registerErrorHandling(app: FastifyInstance, opts: { hasDist: boolean }): void {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (err instanceof HttpError) {
      return sendJsonLd(reply, err.status, errorBody(err.status, err.message, err.violations));
    }
    // A multipart body cut off or malformed (the parser's errors carry no code): the client's, a French 400
    // (finding 8), whichever upload route read it.
    if (isBrokenMultipart(request.headers['content-type'], err))
      return sendJsonLd(reply, 400, errorBody(400, filesMessages.multipartTruncated));
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
    return reply
      .code(404)
      .type('application/json; charset=utf-8')
      .send({ message: msg.http.notFoundPath(path) });
  });
}
