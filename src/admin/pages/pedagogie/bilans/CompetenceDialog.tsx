// Picks RPP competences for one field of a follow-up: those not yet selected, grouped by domain.
import { useState } from 'react';
import { Checkbox, FormControlLabel, FormGroup, Typography } from '@mui/material';
import { pedagogieFr } from '../../../i18n/pedagogie.ts';
import { FormDialog } from '../../../widgets/kit/FormDialog.tsx';
import { offerable, type Competence } from './rppModel.ts';

const t = pedagogieFr.bilan;

export function CompetenceDialog({
  title,
  all,
  selected,
  onAdd,
  onClose,
}: {
  title: string;
  all: Competence[];
  selected: number[];
  onAdd: (ids: number[]) => void;
  onClose: () => void;
}) {
  const [chosen, setChosen] = useState<number[]>([]);
  const groups = offerable(all, selected);
  const toggle = (id: number) => setChosen((c) => (c.includes(id) ? c.filter((x) => x !== id) : [...c, id]));
  return (
    <FormDialog
      title={title}
      titleId="competence-dialog-title"
      onSubmit={() => {
        onAdd(chosen);
        onClose();
      }}
      onClose={onClose}
      cancelLabel={pedagogieFr.common.cancel}
      submitLabel={t.pickAdd}
      canSubmit={chosen.length > 0}
    >
      {groups.length === 0 && <Typography>{t.pickNone}</Typography>}
      {groups.map(([domain, list]) => (
        <FormGroup key={domain} role="group" aria-label={domain}>
          <Typography variant="subtitle2" component="h3">
            {domain}
          </Typography>
          {list.map((c) => (
            <FormControlLabel
              key={c.id}
              control={<Checkbox checked={chosen.includes(c.id)} onChange={() => toggle(c.id)} />}
              label={c.name}
            />
          ))}
        </FormGroup>
      ))}
    </FormDialog>
  );
}
