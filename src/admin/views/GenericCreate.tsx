// Generic create form: schema defaults pre-filled, plus the values of the `valeurs` query parameter (the
// parent of a child list's « Ajouter »); the view's create defaults (e.g. the trainee type) are added by the
// data provider; then to `retour` when given (the parent's page), else the new record's detail page.
import { useSearchParams } from 'react-router-dom';
import { Create, SimpleForm, useRedirect } from 'react-admin';
import { fill } from '../i18n/fill.ts';
import { fr } from '../i18n/fr.ts';
import { FormSections } from './FormSections.tsx';
import { recordPath } from './paths.ts';
import { useProfiledView } from './profiled.ts';
import { useNotices } from '../widgets/archive/useNotices.ts';
import type { ViewConfig } from './viewTypes.ts';

function defaultsOf(view: ViewConfig): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const field of view.fields.values()) {
    if (field.defaultValue !== undefined && !field.readOnly) values[field.name] = field.defaultValue;
  }
  return values;
}

/** Pre-filled values from the URL, limited to the view's writable fields. */
export function prefillOf(view: ViewConfig, text: string | null): Record<string, unknown> {
  if (!text) return {};
  try {
    const parsed: unknown = JSON.parse(text);
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
    return Object.fromEntries(Object.entries(parsed).filter(([name]) => view.fields.get(name)?.readOnly === false));
  } catch {
    return {};
  }
}

/** Only an admin path (never another site) may be the page to come back to. */
const safeBack = (path: string | null) => (path && /^\/[^/\\]/.test(path) ? path : undefined);

export function GenericCreate({ view: raw }: { view: ViewConfig }) {
  const view = useProfiledView(raw);
  const [params] = useSearchParams();
  const back = safeBack(params.get('retour'));
  const redirect = useRedirect();
  const notices = useNotices(view, 'created', (data) => redirect(back ?? recordPath(view, data.id)));
  const title = fill(view.feminine ? fr.app.resources.createTitleF : fr.app.resources.createTitle, {
    name: view.labelOne.toLowerCase(),
  });
  return (
    <Create resource={view.key} title={title} mutationOptions={notices}>
      {/* noValidate: the French validators speak (an e-mail's too), never the browser's own tooltips. */}
      <SimpleForm noValidate defaultValues={{ ...defaultsOf(view), ...prefillOf(view, params.get('valeurs')) }}>
        <FormSections view={view} creating />
      </SimpleForm>
    </Create>
  );
}
