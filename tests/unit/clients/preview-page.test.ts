// The supervisors' preview page renders the bundled profiles: menu with the client's headings, flags as oui/non.
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { bundledProfiles } from '../../../src/shared/clients/bundled.ts';
import ConfigurationPreviewPage from '../../../src/admin/pages/configuration/index.tsx';
import { AppConfigContext } from '../../../src/admin/appConfig.tsx';

describe('bundled profiles (admin build)', () => {
  it('are every clients/*.json, validated, with file names as people read them', () => {
    expect(bundledProfiles.errors).toEqual([]);
    const files = readdirSync(join(import.meta.dirname, '../../../clients')).filter((f) => f.endsWith('.json'));
    expect(bundledProfiles.profiles.map((p) => `${p.key}.json`)).toEqual(files.sort());
    expect(files).toContain('demo.json');
  });
});

/** A browser's storage holding a signed-in supervisor of the demo centre (the page shows what its rule allows). */
function signedInSupervisor(): void {
  const items = new Map<string, string>([
    ['user', JSON.stringify({ id: 1, email: 'superviseur@demo.fr', cfa: '/api/cfas/1', antenne: null })],
    ['roles', JSON.stringify(['ROLE_SUPERVISOR'])],
  ]);
  const storage = { getItem: (k: string) => items.get(k) ?? null, setItem: (k: string, v: string) => void items.set(k, v),
    removeItem: (k: string) => void items.delete(k), clear: () => items.clear(), key: () => null, length: 0 };
  Object.defineProperty(globalThis, 'localStorage', { value: storage, configurable: true });
}

describe('ConfigurationPreviewPage', () => {
  it('shows the demo centre (lowest centre id) resolved for a supervisor at centre level', () => {
    signedInSupervisor();
    // The admin loads the profiles at run time into its configuration context; the bundled set stands in here.
    const config = { views: [], model: new Map(), loadErrors: [], profiles: bundledProfiles.profiles, profileErrors: bundledProfiles.errors };
    const html = renderToString(createElement(AppConfigContext.Provider, { value: config }, createElement(ConfigurationPreviewPage)));
    expect(html).toContain('Prévisualisation des profils clients');
    expect(html).toContain('clients/demo.json');
    expect(html).toContain('Antennes UFA');
    expect(html).toContain('/antenne/parametrage-du-site');
    expect(html).toMatch(/Type de diplôme<\/th><td[^>]*>non</);
    expect(html).toMatch(/Sessions<\/th><td[^>]*>oui</);
  });
});
