// Generic create form (/<route>/nouveau): schema defaults pre-filled; the view's create defaults (e.g. the
// trainee type) are added by the data provider; then to the new record's detail page.
import { Create, SimpleForm } from 'react-admin';
import { fr } from '../i18n/fr.ts';
import { FormSections } from './FormSections.tsx';
import type { ViewConfig } from './viewTypes.ts';

function defaultsOf(view: ViewConfig): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const field of view.fields.values()) {
    if (field.defaultValue !== undefined && !field.readOnly) values[field.name] = field.defaultValue;
  }
  return values;
}

export function GenericCreate({ view }: { view: ViewConfig }) {
  const title = (view.feminine ? fr.app.resources.createTitleF : fr.app.resources.createTitle).replace('%{name}', view.labelOne.toLowerCase());
  return (
    <Create resource={view.key} title={title} redirect={(_resource: string | undefined, id: unknown) => `/${view.key}/${id}`}>
      <SimpleForm defaultValues={defaultsOf(view)}>
        <FormSections view={view} creating />
      </SimpleForm>
    </Create>
  );
}
