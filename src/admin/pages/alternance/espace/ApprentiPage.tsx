// One apprentice in the tutor's space (on a phone): its contract and its documents (downloaded), its CFA planning (the
// working days without a session it is in the company), its absences at the CFA, its booklet (each period read, filled
// and signed by the tutor; a new one) and the evaluation in the company. Another company's apprentice: the server's
// French refusal.
import { useEffect, useState } from 'react';
import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Alert,
  Button,
  CircularProgress,
  Stack,
  Typography,
} from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { apiGet } from '../../../http/api.ts';
import { formatDateFr } from '../../../../shared/format/dates.ts';
import { alternanceFr } from '../../../i18n/alternance.ts';
import { fill } from '../../../i18n/fill.ts';
import { fr } from '../../../i18n/fr.ts';
import { PeriodeForm } from './PeriodeForm.tsx';
import { PeriodeHeading, PeriodeView } from './PeriodeView.tsx';
import { EvaluationForm } from './EvaluationForm.tsx';
import { downloadLivret } from './pdf.ts';
import type { Livret } from './types.ts';

const t = alternanceFr.tuteur;
const l = alternanceFr.livret;
const hm = (s: string) => s.slice(0, 5);

interface Apprenti extends Livret {
  contrats: {
    id: number;
    entreprise: string | null;
    date_debut: string;
    date_fin: string | null;
    date_rupture: string | null;
    en_cours: boolean;
    /** The contract's cerfa 10103 drawn by the server, once the centre filled it. */
    cerfa_pdf: string | null;
  }[];
  planning: { seances: { id: number; title: string; dt_start: string; hr_start: string; hr_end: string }[] };
  absences: { id: number; dt_start: string; dt_end: string; hr_start: string; hr_end: string }[];
  evaluations: { date_evaluation: string; moyenne: number | null }[];
  documents: { id: number; name: string; type: string | null; date_document: string | null; fichier: string | null }[];
}

export default function ApprentiPage() {
  const id = Number(useParams().id);
  const [a, setA] = useState<Apprenti | null>(null);
  const [error, setError] = useState<string | null>(null);
  const load = () => apiGet<Apprenti>(`tuteur/apprentis/${id}`).then(setA, (e: Error) => setError(e.message));
  useEffect(() => {
    void load();
  }, [id]);
  if (error)
    return (
      <Stack spacing={2}>
        <Alert severity="error">{error}</Alert>
        <Button component={RouterLink} to="/tuteur/apprentis">
          {t.back}
        </Button>
      </Stack>
    );
  if (!a) return <CircularProgress aria-label={fr.app.loading} />;
  const section = (title: string, body: React.ReactNode, expanded = false) => (
    <Accordion defaultExpanded={expanded} disableGutters>
      <AccordionSummary expandIcon={<ExpandMoreIcon />}>
        <Typography component="h2" sx={{ fontWeight: 600 }}>
          {title}
        </Typography>
      </AccordionSummary>
      <AccordionDetails>{body}</AccordionDetails>
    </Accordion>
  );
  return (
    <Stack spacing={1}>
      <Typography variant="h6" component="p">{`${a.firstname} ${a.lastname}`}</Typography>
      {a.diplome && <Typography variant="body2">{a.diplome}</Typography>}
      {section(
        t.contract,
        <Stack spacing={1}>
          {a.contrats.map((c) => (
            <Stack key={c.id} spacing={0.5}>
              <Typography variant="body2">
                {[
                  c.entreprise,
                  fill(t.contractLine, { from: formatDateFr(c.date_debut), to: formatDateFr(c.date_fin ?? '') }),
                  c.date_rupture
                    ? fill(t.broken, { date: formatDateFr(c.date_rupture) })
                    : c.en_cours
                      ? t.running
                      : null,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </Typography>
              {c.cerfa_pdf && (
                <Button
                  size="small"
                  sx={{ alignSelf: 'flex-start' }}
                  onClick={() => void downloadLivret(c.cerfa_pdf!, `cerfa-10103-contrat-${c.id}.pdf`)}
                >
                  {t.cerfa}
                </Button>
              )}
            </Stack>
          ))}
          <Typography component="h3" variant="subtitle2">
            {t.documents}
          </Typography>
          {a.documents.length === 0 && <Typography variant="body2">{t.noDocument}</Typography>}
          {a.documents.map((d) => (
            <Button
              key={d.id}
              size="small"
              sx={{ alignSelf: 'flex-start', textAlign: 'left' }}
              aria-label={`${t.download} : ${d.name}`}
              onClick={() => void downloadLivret(`/api/tuteur/documents/${d.id}`, d.fichier ?? d.name)}
            >
              {[d.type, d.name, d.date_document ? formatDateFr(d.date_document) : null].filter(Boolean).join(' · ')}
            </Button>
          ))}
        </Stack>,
      )}
      {section(
        t.planning,
        <Stack spacing={0.5}>
          <Typography variant="body2" color="text.secondary">
            {t.planningHint}
          </Typography>
          {a.planning.seances.length === 0 && <Typography variant="body2">{t.noSession}</Typography>}
          {a.planning.seances.map((s) => (
            <Typography
              key={s.id}
              variant="body2"
            >{`${formatDateFr(s.dt_start)} ${hm(s.hr_start)}–${hm(s.hr_end)} · ${s.title}`}</Typography>
          ))}
        </Stack>,
      )}
      {section(
        t.absences,
        <Stack spacing={0.5}>
          {a.absences.length === 0 && <Typography variant="body2">{t.noAbsence}</Typography>}
          {a.absences.map((x) => (
            <Typography
              key={x.id}
              variant="body2"
            >{`${formatDateFr(x.dt_start)} ${hm(x.hr_start ?? '')}–${hm(x.hr_end ?? '')}`}</Typography>
          ))}
        </Stack>,
      )}
      {section(
        l.title,
        <Stack spacing={2}>
          <Button
            onClick={() =>
              void downloadLivret(`/api/tuteur/apprentis/${id}/livret.pdf`, `livret-apprentissage-${id}.pdf`)
            }
            sx={{ alignSelf: 'flex-start' }}
          >
            {l.pdf}
          </Button>
          {a.periodes.map((p) => (
            <Stack key={p.id} spacing={1} component="article" aria-label={p.titre ?? l.title}>
              <PeriodeHeading p={p} />
              {p.statut === 'signee' ? (
                <PeriodeView p={p} />
              ) : (
                <PeriodeForm apprentiId={id} periode={p} competences={a.competences} onSaved={() => void load()} />
              )}
            </Stack>
          ))}
          <Typography component="h3" sx={{ fontWeight: 600 }}>
            {l.newPeriod}
          </Typography>
          <PeriodeForm
            key={a.periodes.length}
            apprentiId={id}
            competences={a.competences}
            onSaved={() => void load()}
          />
        </Stack>,
        true,
      )}
      {section(
        alternanceFr.evaluation.title,
        <EvaluationForm apprentiId={id} done={a.evaluations} onSaved={() => void load()} />,
      )}
    </Stack>
  );
}
