// The form view of the opened draft: the resource file form or the client profile form, or a notice when the
// JSON does not parse (the JSON view must fix it first).
import { Alert } from '@mui/material';
import type { ClientProfile } from '../../../shared/clients/index.ts';
import { configurationFr as t } from '../../i18n/configuration.ts';
import type { Kind } from './api.ts';
import { ClientForm } from './ClientForm.tsx';
import type { JsonNode } from './jsonRanges.ts';
import { ResourceForm } from './ResourceForm.tsx';
import type { Draft } from './resourceDraft.ts';

const isObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);

export function DraftForm({
  kind,
  root,
  onChange,
}: {
  kind: Kind;
  root?: JsonNode;
  onChange: (value: unknown) => void;
}) {
  const value = root?.value;
  if (!isObject(value)) return <Alert severity="warning">{t.resourceForm.invalidJson}</Alert>;
  if (kind === 'resources')
    return typeof value.resource === 'string' ? (
      <ResourceForm draft={value as Draft} onChange={onChange} />
    ) : (
      <Alert severity="warning">{t.resourceForm.invalidJson}</Alert>
    );
  return Array.isArray(value.entries) && value.entries.length > 0 ? (
    <ClientForm draft={value as unknown as ClientProfile} onChange={onChange} />
  ) : (
    <Alert severity="warning">{t.resourceForm.invalidJson}</Alert>
  );
}
