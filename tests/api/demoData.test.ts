// The demo data obeys the rules a user's input obeys: for every resource, records of the demo network saved back
// unchanged through the API (what the admin's edit form does when a user only presses "Enregistrer") are
// accepted. A seeded value the validators refuse (an invalid SIRET, a too-long code...) would block every user
// who opens that record to change something else.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from './helpers.ts';
import { apiClient, loginWith, type ApiCall } from '../support/client.ts';
import { isUpload, registry, writable, type Json } from '../support/samples.ts';

let s: TestServer;
let api: ApiCall;
let superviseur: string;

beforeAll(async () => {
  s = await startServer(import.meta.url);
  api = apiClient(s.base);
  superviseur = await loginWith(api, 'superviseur@demo.fr');
}, 120_000);
afterAll(async () => {
  await s?.close();
});

describe('données de démo', () => {
  for (const r of registry.resources.filter((x) => !isUpload(x))) {
    it(`${r.name} : des enregistrements de démo, acceptés tels quels par la validation`, async () => {
      const list = await api('GET', `/api/${r.name}?itemsPerPage=25`, { token: superviseur });
      expect(list.status, list.text).toBe(200);
      const members: Json[] = list.body['hydra:member'];
      expect(members.length, `aucune donnée de démo pour ${r.name}`).toBeGreaterThan(0);
      const props = writable(r).filter((p) => !p.writeOnly);
      for (const item of members) {
        const body = Object.fromEntries(props.filter((p) => p.name in item).map((p) => [p.name, item[p.name]]));
        const res = await api('PATCH', item['@id'], { token: superviseur, body });
        if (res.status === 403) continue; // a resource this role may read but not write (users of another level...)
        expect(res.status, `${item['@id']} : ${res.text}`).toBe(200);
      }
    });
  }
});
