// The exit of a trainee: date and reason, confirmed in one call (POST /api/etudiants/{id}/sortie) that also
// brings the pointage up to the exit date; the server's French refusal shows in the dialog.
import { parcoursFr as T } from '../../i18n/parcours.ts';
import { fill } from '../../i18n/fill.ts';
import type { RecordOf } from '../../data/recordOf.ts';
import { apiSend, idOf } from './api.ts';
import { DateReasonDialog } from './DateReasonDialog.tsx';

interface Props {
  trainee: RecordOf<'etudiants'>;
  name: string;
  onClose: () => void;
  onDone: (message: string) => void;
}

export function ExitDialog({ trainee, name, onClose, onDone }: Props) {
  const save = async (date: string, reason: number) => {
    const res = await apiSend<{ pointage: { added: number; removed: number } }>(
      'POST',
      `etudiants/${idOf(trainee['@id'])}/sortie`,
      { date_sortie: date, raison_sortie: reason },
    );
    onDone(fill(T.exit.done, { added: res.pointage.added, removed: res.pointage.removed }));
  };

  return (
    <DateReasonDialog
      title={fill(T.exit.title, { name })}
      titleId="exit-title"
      explain={T.exit.explain}
      dateLabel={T.exit.date}
      reasonLabel={T.exit.reason}
      reasonName="raison_sortie"
      onSubmit={save}
      onClose={onClose}
    />
  );
}
