// A local stub of the OPCOs' deposit endpoint for the OPCO journey: the e2e server posts files to
// OPCO_ENDPOINTS = this stub's port (playwright.config.ts: the registry stub's port + 1). It answers a deposit
// number and records what it received; stopping it makes the OPCO unreachable.
import { createServer, type Server } from 'node:http';
import { registryStubPort } from './port.ts';

/** This worker's server posts to it (playwright.config.ts). */
const opcoStubPort = registryStubPort() + 1;

export interface OpcoStub { received: { url: string; body: any }[]; close(): Promise<void> }

export async function startOpcoStub(numero: () => string): Promise<OpcoStub> {
  const received: { url: string; body: any }[] = [];
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => { body += c; });
    req.on('end', () => {
      received.push({ url: req.url ?? '', body: JSON.parse(body || '{}') });
      res.writeHead(201, { 'content-type': 'application/json' }).end(JSON.stringify({ numero: numero() }));
    });
  });
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(opcoStubPort, '127.0.0.1', resolve));
  return { received, close: () => new Promise((resolve) => { server.closeAllConnections(); server.close(() => resolve()); }) };
}
