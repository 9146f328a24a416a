// « Accepter » / « Refuser » on a registration request's detail page (a panel of panels.ts): accepting makes the
// candidate with the request's documents (one server transaction), refusing needs a reason of the list. The
// notice follows the spec's colours: accepted green, refused red, anything else blue.
import { useState } from 'react';
import { Box, Button, Chip, Typography } from '@mui/material';
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import { Link as RouterLink } from 'react-router-dom';
import { useNotify, useRecordContext, useRefresh } from 'react-admin';
import { raisons_refus } from '../../../shared/reference/etudiants.ts';
import { DEMANDE_ACCEPTEE, DEMANDE_REFUSEE, decisionSeverity } from '../../../shared/inscriptions/rules.ts';
import { idOf } from '../../../shared/iri.ts';
import { formatDateTimeFr } from '../../../shared/format/dates.ts';
import { fill } from '../../i18n/fill.ts';
import { inscriptionsFr } from '../../i18n/inscriptions.ts';
import { useCanAccess } from '../../session/access.ts';
import { useAppConfig } from '../../appConfig.tsx';
import { apiPost } from '../parcours/traineeApi.ts';
import { DialogField, FormDialog } from '../../widgets/kit/FormDialog.tsx';

const t = inscriptionsFr.demande;

function StatusChip({ status }: { status: number | null }) {
  if (status === DEMANDE_ACCEPTEE) return <Chip color="success" label={t.accepted} />;
  if (status === DEMANDE_REFUSEE) return <Chip color="error" label={t.refused} />;
  return <Chip color="info" label={t.pending} />;
}

export default function DecisionPanel({ id }: { id: number | string }) {
  const record = useRecordContext();
  const notify = useNotify();
  const refresh = useRefresh();
  const can = useCanAccess();
  const { views } = useAppConfig();
  const [confirming, setConfirming] = useState(false);
  const [refusing, setRefusing] = useState(false);
  const [reason, setReason] = useState<number | ''>('');
  const [comment, setComment] = useState('');
  if (!record) return null;
  const status = (record.status ?? null) as number | null;
  const view = views.find((v) => v.model.name === 'external_registration_contacts');
  const writable = view !== undefined && can('edit', view, record);
  const candidate = typeof record.etudiant === 'string' ? idOf(record.etudiant) : record.etudiant;

  const run = async (path: string, body: unknown, done: (answer: Record<string, unknown>) => string) => {
    const answer = await apiPost<Record<string, unknown>>(`external_registration_contacts/${id}/${path}`, body);
    notify(done(answer), { type: decisionSeverity(answer.status as number | null) });
    setConfirming(false);
    setRefusing(false);
    refresh();
  };
  const accept = () =>
    run('accepter', {}, (a) => fill(t.acceptedNotice, { documents: Number(a.documents_copies ?? 0) }));
  const refuse = () =>
    run('refuser', { refusal_reason: reason, refusal_comment: comment }, (a) =>
      a.status === DEMANDE_REFUSEE ? t.refusedNotice : t.updatedNotice,
    );

  return (
    <Box component="section" aria-labelledby="demande-decision">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Typography id="demande-decision" variant="h6" component="h2">
          {t.title}
        </Typography>
        <StatusChip status={status} />
        {record.processed_at ? (
          <Typography color="text.secondary">
            {fill(t.processedAt, { date: formatDateTimeFr(String(record.processed_at)) })}
          </Typography>
        ) : null}
        {status === DEMANDE_REFUSEE && record.refusal_reason ? (
          <Typography>
            {fill(t.refusedBecause, { reason: raisons_refus.find((r) => r.id === record.refusal_reason)?.label ?? '' })}
          </Typography>
        ) : null}
        <Box sx={{ flex: 1 }} />
        {status === DEMANDE_ACCEPTEE && candidate ? (
          <Button component={RouterLink} to={`/candidatures/${String(candidate)}`} variant="outlined">
            {t.candidate}
          </Button>
        ) : null}
        {writable && status !== DEMANDE_ACCEPTEE ? (
          <>
            <Button variant="contained" color="success" startIcon={<CheckIcon />} onClick={() => setConfirming(true)}>
              {t.accept}
            </Button>
            {status !== DEMANDE_REFUSEE ? (
              <Button variant="outlined" color="error" startIcon={<CloseIcon />} onClick={() => setRefusing(true)}>
                {t.refuse}
              </Button>
            ) : null}
          </>
        ) : null}
      </Box>

      {confirming && (
        <FormDialog
          title={t.acceptTitle}
          titleId="accept-title"
          explain={t.acceptText}
          fullWidth={false}
          onSubmit={accept}
          onClose={() => setConfirming(false)}
          errorFallback={inscriptionsFr.inscrire.error}
          cancelLabel={t.cancel}
          submitLabel={t.accept}
          submitColor="success"
        />
      )}

      {refusing && (
        <FormDialog
          title={t.refuseTitle}
          titleId="refuse-title"
          onSubmit={refuse}
          onClose={() => setRefusing(false)}
          errorFallback={inscriptionsFr.inscrire.error}
          cancelLabel={t.cancel}
          submitLabel={t.refuse}
          submitColor="error"
        >
          <DialogField
            name="refusal_reason"
            fullWidth
            label={t.reason}
            value={reason}
            required
            onChange={(e) => setReason(e.target.value === '' ? '' : Number(e.target.value))}
            options={raisons_refus}
          />
          <DialogField
            name="refusal_comment"
            fullWidth
            label={t.comment}
            value={comment}
            multiline
            minRows={2}
            onChange={(e) => setComment(e.target.value)}
          />
        </FormDialog>
      )}
    </Box>
  );
}
