// Generic edit form (/<route>/<id>/modifier): PATCH of the changed fields, then back to the detail page with
// the spec's notice (widgets/archive); API violations show under the inputs and in the notice.
import { useParams } from 'react-router-dom';
import { Edit, SaveButton, SimpleForm, Toolbar, useRecordContext, useRedirect } from 'react-admin';
import { fill } from '../i18n/fill.ts';
import { fr } from '../i18n/fr.ts';
import { useCanAccess } from '../session/access.ts';
import { FormSections } from './FormSections.tsx';
import { represent } from '../../shared/format/represent.ts';
import { recordPath } from './paths.ts';
import { useProfiledView } from './profiled.ts';
import { isHardDeleted } from '../widgets/archive/deletable.ts';
import { DeleteRecordButton } from '../widgets/archive/RecordActions.tsx';
import { useNotices } from '../widgets/archive/useNotices.ts';
import type { ViewConfig } from './viewTypes.ts';

function EditTitle({ view }: { view: ViewConfig }) {
  const record = useRecordContext();
  return <>{fill(fr.app.resources.editTitle, { name: represent(view.model.representation, record) })}</>;
}

function EditToolbar({ view }: { view: ViewConfig }) {
  const record = useRecordContext();
  const can = useCanAccess();
  return (
    <Toolbar sx={{ justifyContent: 'space-between' }}>
      <SaveButton />
      {isHardDeleted(view) && can('delete', view, record) && <DeleteRecordButton view={view} />}
    </Toolbar>
  );
}

export function GenericEdit({ view: raw }: { view: ViewConfig }) {
  const view = useProfiledView(raw);
  const { id } = useParams();
  const redirect = useRedirect();
  const notices = useNotices(view, 'updated', () => redirect(recordPath(view, id)));
  return (
    <Edit
      resource={view.key}
      id={id}
      title={<EditTitle view={view} />}
      mutationMode="pessimistic"
      mutationOptions={notices}
      actions={false}
    >
      {/* noValidate: the French validators speak (an e-mail's too), never the browser's own tooltips. */}
      <SimpleForm noValidate toolbar={<EditToolbar view={view} />}>
        <FormSections view={view} creating={false} />
      </SimpleForm>
    </Edit>
  );
}
