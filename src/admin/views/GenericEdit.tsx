// Generic edit form (/<route>/<id>/modifier): PATCH of the changed fields, then back to the detail page with
// the default success notice; API violations show under the inputs and in the notice.
import { useParams } from 'react-router-dom';
import { DeleteButton, Edit, SaveButton, SimpleForm, Toolbar, useRecordContext } from 'react-admin';
import { fr } from '../i18n/fr.ts';
import { useCanAccess } from '../session/access.ts';
import { FormSections } from './FormSections.tsx';
import { represent } from '../../shared/format/represent.ts';
import { listPath, recordPath } from './paths.ts';
import { useProfiledView } from './profiled.ts';
import type { ViewConfig } from './viewTypes.ts';

function EditTitle({ view }: { view: ViewConfig }) {
  const record = useRecordContext();
  return <>{fr.app.resources.editTitle.replace('%{name}', represent(view.model.representation, record))}</>;
}

function EditToolbar({ view }: { view: ViewConfig }) {
  const record = useRecordContext();
  const can = useCanAccess();
  return (
    <Toolbar sx={{ justifyContent: 'space-between' }}>
      <SaveButton />
      {can('delete', view, record) && <DeleteButton mutationMode="pessimistic" redirect={listPath(view)} />}
    </Toolbar>
  );
}

export function GenericEdit({ view: raw }: { view: ViewConfig }) {
  const view = useProfiledView(raw);
  const { id } = useParams();
  return (
    <Edit
      resource={view.key}
      id={id}
      title={<EditTitle view={view} />}
      mutationMode="pessimistic"
      redirect={() => recordPath(view, id)}
      actions={false}
    >
      <SimpleForm toolbar={<EditToolbar view={view} />}>
        <FormSections view={view} creating={false} />
      </SimpleForm>
    </Edit>
  );
}
