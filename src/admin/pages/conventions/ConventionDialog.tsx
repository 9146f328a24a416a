// The trainee's convention changed (spec 000: « PATCH {uri}: edit trainee convention »): the active
// conventions of the trainee's antenne, or none; one PATCH of `antenne_convention`, the spec's notice.
import { useEffect, useState } from 'react';
import { MenuItem, TextField } from '@mui/material';
import { parcoursFr as T } from '../../i18n/parcours.ts';
import { fill } from '../../i18n/fill.ts';
import { FormDialog } from '../../widgets/kit/FormDialog.tsx';
import type { RecordOf } from '../../data/recordOf.ts';
import { apiGet, apiSend, errorText, idOf, membersOf, type HydraList } from '../parcours/api.ts';

interface Props {
  trainee: RecordOf<'etudiants'>;
  name: string;
  onClose: () => void;
  onDone: (message: string) => void;
}

const NONE = 'none';

export function ConventionDialog({ trainee, name, onClose, onDone }: Props) {
  const [conventions, setConventions] = useState<RecordOf<'antenne_conventions'>[]>([]);
  const [value, setValue] = useState(String(trainee.antenne_convention ?? NONE));
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    apiGet<HydraList<RecordOf<'antenne_conventions'>>>('antenne_conventions', {
      antenne: String(trainee.antenne),
      etat: '0',
      pagination: 'false',
    })
      .then((list) => setConventions(membersOf(list)))
      .catch((e) => setError(errorText(e)));
  }, [trainee.antenne]);

  const save = async () => {
    await apiSend('PATCH', `etudiants/${idOf(trainee['@id'])}`, {
      antenne_convention: value === NONE ? null : value,
    });
    onDone(T.convention.done);
  };

  return (
    <FormDialog
      title={fill(T.convention.title, { name })}
      titleId="convention-title"
      error={error}
      onSubmit={save}
      onClose={onClose}
      cancelLabel={T.common.cancel}
      submitLabel={T.common.confirm}
    >
      <TextField
        select
        label={T.convention.field}
        value={value}
        onChange={(e) => setValue(e.target.value)}
        size="small"
      >
        <MenuItem value={NONE}>{T.convention.noneOption}</MenuItem>
        {conventions.map((c) => (
          <MenuItem key={c['@id']} value={c['@id']}>
            {c.convention_number ?? c['@id']}
          </MenuItem>
        ))}
      </TextField>
    </FormDialog>
  );
}
