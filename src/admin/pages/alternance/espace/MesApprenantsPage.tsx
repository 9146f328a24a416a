// « Mes apprenants » (a trainer's account, on a phone): the learners of the groups of the sessions it teaches (the
// server's scope), those whose booklet has periods first, each opening its booklet to write the CFA's side.
import { Button, Chip, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { apiGet, type HydraList } from '../../../http/api.ts';
import { alternanceFr } from '../../../i18n/alternance.ts';
import { fill } from '../../../i18n/fill.ts';
import { SpaceCardList } from '../../../spaces/SpaceCardList.tsx';

const t = alternanceFr.formateur;
interface Apprenant {
  id: number;
  firstname: string;
  lastname: string;
  session: string | null;
  antenne: string | null;
  periodes: number;
  a_remplir: number;
}

const nameOf = (a: Apprenant) => `${a.firstname} ${a.lastname}`;

export default function MesApprenantsPage() {
  return (
    <SpaceCardList
      load={() => apiGet<HydraList<Apprenant>>('formateur/apprenants').then((r) => r['hydra:member'])}
      label={t.list}
      empty={t.none}
      itemKey={(a) => a.id}
      title={nameOf}
      body={(a) => (
        <>
          <Typography variant="body2" color="text.secondary">
            {[a.session, a.antenne].filter(Boolean).join(' · ')}
          </Typography>
          <Typography variant="body2">
            {a.periodes === 0 ? t.noPeriod : fill(t.periods, { count: a.periodes })}
          </Typography>
          {a.a_remplir > 0 && (
            <Chip size="small" color="warning" sx={{ mt: 1 }} label={fill(t.toFill, { count: a.a_remplir })} />
          )}
        </>
      )}
      actions={(a) => (
        <Button component={RouterLink} to={`/formateur/apprenants/${a.id}`} aria-label={`${t.open} : ${nameOf(a)}`}>
          {t.open}
        </Button>
      )}
    />
  );
}
