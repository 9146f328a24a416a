// « Mes apprentis » (a company tutor's account, on a phone): the apprentices whose contract names it, each opening
// its page (contract and its documents, CFA planning, absences, booklet, evaluation).
import { Button, Chip, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { apiGet, type HydraList } from '../../../http/api.ts';
import { formatDateFr } from '../../../../shared/format/dates.ts';
import { alternanceFr } from '../../../i18n/alternance.ts';
import { fill } from '../../../i18n/fill.ts';
import { SpaceCardList } from '../../../spaces/SpaceCardList.tsx';

const t = alternanceFr.tuteur;
interface Apprenti {
  id: number;
  firstname: string;
  lastname: string;
  diplome: string | null;
  entreprise: string | null;
  date_debut: string;
  date_fin: string | null;
  a_signer: number;
}

const nameOf = (a: Apprenti) => `${a.firstname} ${a.lastname}`;

export default function MesApprentisPage() {
  return (
    <SpaceCardList
      load={() => apiGet<HydraList<Apprenti>>('tuteur/apprentis').then((r) => r['hydra:member'])}
      label={t.list}
      empty={t.none}
      itemKey={(a) => a.id}
      title={nameOf}
      body={(a) => (
        <>
          {a.diplome && <Typography variant="body2">{a.diplome}</Typography>}
          <Typography variant="body2" color="text.secondary">
            {[
              a.entreprise,
              fill(t.contractLine, { from: formatDateFr(a.date_debut), to: formatDateFr(a.date_fin ?? '') }),
            ]
              .filter(Boolean)
              .join(' · ')}
          </Typography>
          {a.a_signer > 0 && (
            <Chip size="small" color="warning" sx={{ mt: 1 }} label={fill(t.toSign, { count: a.a_signer })} />
          )}
        </>
      )}
      actions={(a) => (
        <Button component={RouterLink} to={`/tuteur/apprentis/${a.id}`} aria-label={`${t.open} : ${nameOf(a)}`}>
          {t.open}
        </Button>
      )}
    />
  );
}
