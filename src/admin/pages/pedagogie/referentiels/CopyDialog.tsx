// Copying a referential with its whole tree (antenne_referentiel_copy): an antenne user copies into its own
// antenne; a centre user picks the antenne (or none: a centre referential).
import { useEffect, useState } from 'react';
import { MenuItem, TextField } from '@mui/material';
import { pedagogieFr } from '../../../i18n/pedagogie.ts';
import { fill } from '../../../i18n/fill.ts';
import { FormDialog } from '../../../widgets/kit/FormDialog.tsx';
import { apiSend, options, type Option } from '../api.ts';

const t = pedagogieFr;

export function CopyDialog({
  source,
  label,
  mine,
  onCopied,
  onClose,
}: {
  source: string;
  label: string;
  mine: string | null;
  onCopied: (iri: string) => void;
  onClose: () => void;
}) {
  const [title, setTitle] = useState(fill(t.arbre.copyDefault, { label }));
  const [antenne, setAntenne] = useState(mine ?? '');
  const [antennes, setAntennes] = useState<Option[]>([]);
  useEffect(() => {
    if (!mine)
      options('antennes', (r) => String(r.name ?? r['@id']))
        .then(setAntennes)
        .catch(() => setAntennes([]));
  }, [mine]);
  const submit = async () => {
    const created = await apiSend<{ '@id': string }>('POST', 'antenne_referentiel_copy', {
      id: source,
      label: title.trim(),
      ...(antenne ? { antenne } : {}),
    });
    onCopied(created['@id']);
  };
  return (
    <FormDialog
      title={t.arbre.copyTitle}
      titleId="copy-dialog-title"
      errorFallback={t.common.fetchFailed}
      onSubmit={submit}
      onClose={onClose}
      cancelLabel={t.common.cancel}
      submitLabel={t.arbre.copyCentre}
      canSubmit={!!title.trim()}
    >
      <TextField
        label={t.arbre.copyLabel}
        value={title}
        onChange={(e) => setTitle(e.target.value)}
        required
        fullWidth
      />
      {!mine && (
        <TextField
          select
          label={t.arbre.copyAntenne}
          value={antenne}
          onChange={(e) => setAntenne(e.target.value)}
          fullWidth
        >
          <MenuItem value="">{t.arbre.copyNoAntenne}</MenuItem>
          {antennes.map((a) => (
            <MenuItem key={a['@id']} value={a['@id']}>
              {a.label}
            </MenuItem>
          ))}
        </TextField>
      )}
    </FormDialog>
  );
}
