// The form of a new RPP follow-up: its type (active ones), status, date, comment, and the three fields of
// selectedData, each holding selected competences (picked in CompetenceDialog) plus free text.
import { useState } from 'react';
import { Box, Button, Chip, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { pedagogieFr } from '../../../i18n/pedagogie.ts';
import { fill } from '../../../i18n/fill.ts';
import { statuts_suivi_rpp } from '../../../../shared/reference/pedagogie.ts';
import { apiSend, type Option } from '../api.ts';
import { FormDialog } from '../../../widgets/kit/FormDialog.tsx';
import { addSelected, emptySelection, RPP_FIELDS, type Competence, type RppField } from './rppModel.ts';
import { CompetenceDialog } from './CompetenceDialog.tsx';
import { PickerField } from '../../../widgets/basics/pickers/PickerField.tsx';

const t = pedagogieFr.bilan;

export function SuiviDialog({
  bilan,
  types,
  competences,
  onSaved,
  onClose,
}: {
  bilan: string;
  types: Option[];
  competences: Competence[];
  onSaved: () => void;
  onClose: () => void;
}) {
  const [type, setType] = useState(types[0]?.['@id'] ?? '');
  const [status, setStatus] = useState(1);
  const [date, setDate] = useState(new Date().toISOString().slice(0, 10));
  const [comment, setComment] = useState('');
  const [data, setData] = useState(emptySelection());
  const [picking, setPicking] = useState<RppField | null>(null);
  const byId = new Map(competences.map((c) => [c.id, c]));
  const save = async () => {
    await apiSend('POST', 'suivi_rpps', {
      etudiant_bilan_parcours: bilan,
      type_rpp: type,
      status,
      date_suivi: date || null,
      comment: comment || null,
      selected_data: data,
    });
    onSaved();
  };
  return (
    <>
      <FormDialog
        title={t.rppDialog}
        titleId="suivi-dialog-title"
        maxWidth="md"
        onSubmit={save}
        onClose={onClose}
        errorFallback={t.rppSaveError}
        cancelLabel={pedagogieFr.common.cancel}
        submitLabel={pedagogieFr.common.save}
        canSubmit={!!type}
      >
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <TextField
            select
            label={t.type}
            value={type}
            onChange={(e) => setType(e.target.value)}
            sx={{ minWidth: 240 }}
            required
          >
            {types.map((o) => (
              <MenuItem key={o['@id']} value={o['@id']}>
                {o.label}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            label={t.status}
            value={status}
            onChange={(e) => setStatus(Number(e.target.value))}
            sx={{ minWidth: 180 }}
          >
            {statuts_suivi_rpp.map((s) => (
              <MenuItem key={s.id} value={s.id}>
                {s.label}
              </MenuItem>
            ))}
          </TextField>
          <PickerField kind="date" label={t.date} value={date} onChange={(v) => setDate(v ?? '')} />
        </Stack>
        {RPP_FIELDS.map((f) => (
          <Box key={f} role="group" aria-label={t.fields[f]}>
            <Typography variant="subtitle2" component="h3">
              {t.fields[f]}
            </Typography>
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', my: 1 }}>
              {data[f].selectedIds.map((id) => (
                <Chip
                  key={id}
                  label={byId.get(id)?.name ?? String(id)}
                  onDelete={() =>
                    setData((d) => ({
                      ...d,
                      [f]: { ...d[f], selectedIds: d[f].selectedIds.filter((x) => x !== id) },
                    }))
                  }
                />
              ))}
              <Button size="small" onClick={() => setPicking(f)}>
                {fill(t.pick, { field: t.fields[f]! })}
              </Button>
            </Stack>
            <TextField
              label={fill(t.freeText, { field: t.fields[f]! })}
              value={data[f].freeText}
              fullWidth
              multiline
              size="small"
              onChange={(e) => setData((d) => ({ ...d, [f]: { ...d[f], freeText: e.target.value } }))}
            />
          </Box>
        ))}
        <TextField
          label={t.comment}
          value={comment}
          onChange={(e) => setComment(e.target.value)}
          multiline
          minRows={2}
          fullWidth
        />
      </FormDialog>
      {picking && (
        <CompetenceDialog
          title={fill(t.pickTitle, { field: t.fields[picking]! })}
          all={competences}
          selected={data[picking].selectedIds}
          onAdd={(ids) => setData((d) => addSelected(d, picking, ids))}
          onClose={() => setPicking(null)}
        />
      )}
    </>
  );
}
