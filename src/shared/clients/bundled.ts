// Admin only (Vite): every clients/*.json, validated together. Adding a client is adding a file: the glob
// picks it up at the next build, no code. Invalid profiles are reported, not used.
import { parseProfiles } from './validate.ts';
import type { ClientProfile } from './types.ts';

const modules = import.meta.glob<unknown>('../../../clients/*.json', { eager: true, import: 'default' });

export const bundledProfiles: { profiles: ClientProfile[]; errors: string[] } = parseProfiles(
  Object.entries(modules)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([path, data]) => ({ file: path.replace(/^(\.\.\/)+/, ''), data })),
);
