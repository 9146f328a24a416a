// The demo data obeys the rules a user's input obeys: for every resource, records of the demo network saved back
// unchanged through the API (what the admin's edit form does when a user only presses "Enregistrer") are
// accepted. A seeded value the validators refuse (an invalid SIRET, a too-long code...) would block every user
// who opens that record to change something else.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from './helpers.ts';
import { apiClient, loginWith, type ApiCall } from '../support/client.ts';
import { isUpload, registry, scopeProp, writable, type Json } from '../support/samples.ts';
import { attendance } from '../../src/server/domain/attendance/messages.ts';

const SIGNED_SHEET_LOCKED = attendance.signedSheetLocked;

let s: TestServer;
let api: ApiCall;
let superviseur: string;
let antenneUser: string;

beforeAll(async () => {
  s = await startServer(import.meta.url);
  api = apiClient(s.base);
  superviseur = await loginWith(api, 'superviseur@demo.fr');
  antenneUser = await loginWith(api, 'antenne1@demo.fr');
}, 120_000);
afterAll(async () => {
  await s?.close();
});

/** Saves back unchanged what `token` sees of `r` (first 25 records): each save must be accepted. */
async function resave(r: (typeof registry.resources)[number], token: string, mustExist: boolean) {
  const list = await api('GET', `/api/${r.name}?itemsPerPage=25`, { token });
  expect(list.status, list.text).toBe(200);
  const members: Json[] = list.body['hydra:member'];
  if (mustExist) expect(members.length, `aucune donnée de démo pour ${r.name}`).toBeGreaterThan(0);
  const props = writable(r).filter((p) => !p.writeOnly);
  for (const item of members) {
    const body = Object.fromEntries(props.filter((p) => p.name in item).map((p) => [p.name, item[p.name]]));
    const res = await api('PATCH', item['@id'], { token, body });
    if (res.status === 403) continue; // a record this user may read but not write (a centre's shared row, users...)
    // A signed sheet and its lines are proof: locked whatever the path, changed only by a coordinator's correction.
    if (res.status === 409 && res.body['hydra:description'] === SIGNED_SHEET_LOCKED) continue;
    // 204 where the spec's PATCH answers no content (agreement sessions, fees).
    expect([200, 204], `${item['@id']} : ${res.text}`).toContain(res.status);
  }
}

describe('données de démo', () => {
  for (const r of registry.resources.filter((x) => !isUpload(x))) {
    it(`${r.name} : des enregistrements de démo, acceptés tels quels par la validation`, async () => {
      await resave(r, superviseur, true);
    });
  }
  // An antenne's user saves its own records: everything they point at must be within that antenne's reach
  // (a contract's company of another antenne would block every change to the contract).
  for (const r of registry.resources.filter((x) => !isUpload(x) && scopeProp(x) !== undefined)) {
    it(`${r.name} : une antenne enregistre ses propres données de démo telles quelles`, async () => {
      await resave(r, antenneUser, false);
    });
  }
});
