// Picks RPP competences for one field of a follow-up: those not yet selected, grouped by domain.
import { useState } from 'react';
import {
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  FormGroup,
  Typography,
} from '@mui/material';
import { pedagogieFr } from '../../../i18n/pedagogie.ts';
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
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="competence-dialog-title">
      <DialogTitle id="competence-dialog-title">{title}</DialogTitle>
      <DialogContent>
        {groups.length === 0 && <Typography>{t.pickNone}</Typography>}
        {groups.map(([domain, list]) => (
          <FormGroup key={domain} role="group" aria-label={domain} sx={{ mb: 1 }}>
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
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{pedagogieFr.common.cancel}</Button>
        <Button
          variant="contained"
          disabled={chosen.length === 0}
          onClick={() => {
            onAdd(chosen);
            onClose();
          }}
        >
          {t.pickAdd}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
