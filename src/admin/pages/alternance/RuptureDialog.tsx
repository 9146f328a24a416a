// A contract broken: date (within the contract), reason, comment, confirmed in one call
// (PATCH /api/etudiant_contrats/{id}/rupture); the notice says the course state and the planned exit, then the
// spec's « Le pointage a bien été mis à jour » (the rupture moves the pointage with the planned exit).
import { useState } from 'react';
import { TextField } from '@mui/material';
import { formatDateFr } from '../../../shared/format/index.ts';
import { parcoursFr as T } from '../../i18n/parcours.ts';
import { fill } from '../../i18n/fill.ts';
import { attendanceMessages } from '../../../shared/attendance/messages.ts';
import type { RecordOf } from '../../data/recordOf.ts';
import { apiSend } from '../parcours/api.ts';
import { DateReasonDialog } from '../parcours/DateReasonDialog.tsx';

interface Props {
  contract: RecordOf<'etudiant_contrats'>;
  onClose: () => void;
  onDone: (message: string) => void;
}

export function RuptureDialog({ contract, onClose, onDone }: Props) {
  const [comment, setComment] = useState('');

  const save = async (date: string, reason: number) => {
    const res = await apiSend<{ etudiant_detail: { date_sortie_prevue: string } }>(
      'PATCH',
      `${contract['@id']}/rupture`,
      { date_rupture: date, motif_rupture: reason, commentaire_rupture: comment || null },
    );
    onDone(
      `${fill(T.rupture.done, { date: formatDateFr(res.etudiant_detail.date_sortie_prevue) })} ` +
        `${attendanceMessages.pointageUpdated}`,
    );
  };

  return (
    <DateReasonDialog
      title={T.rupture.title}
      titleId="rupture-title"
      explain={T.rupture.explain}
      dateLabel={T.rupture.date}
      reasonLabel={T.rupture.reason}
      reasonName="motif_rupture"
      onSubmit={save}
      onClose={onClose}
    >
      <TextField
        label={T.rupture.comment}
        value={comment}
        onChange={(e) => setComment(e.target.value)}
        multiline
        minRows={2}
        size="small"
      />
    </DateReasonDialog>
  );
}
