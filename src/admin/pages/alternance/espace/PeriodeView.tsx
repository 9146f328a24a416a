// One period of the booklet as everyone reads it: the company's side (tasks by skill, appreciation, who wrote it
// and when, the tutor's signature) and the CFA's side (who wrote it and when).
import { Box, Chip, Stack, Typography } from '@mui/material';
import { formatDateFr, formatDateTimeFr } from '../../../../shared/format/dates.ts';
import { alternanceFr } from '../../../i18n/alternance.ts';
import { fill } from '../../../i18n/fill.ts';
import type { Periode } from './types.ts';

const t = alternanceFr.livret;

export function PeriodeHeading({ p }: { p: Periode }) {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <Typography
        component="h3"
        sx={{ fontWeight: 600 }}
      >{`${p.titre ?? ''} (${formatDateFr(p.date_debut)} – ${formatDateFr(p.date_fin)})`}</Typography>
      <Chip size="small" color={p.statut === 'signee' ? 'success' : 'warning'} label={p.statut_label} />
    </Stack>
  );
}

export function PeriodeView({ p }: { p: Periode }) {
  return (
    <Stack spacing={1}>
      <Box component="section" aria-label={t.companySide}>
        <Typography variant="subtitle2">{t.companySide}</Typography>
        {p.activites.length === 0 && !p.appreciation_tuteur && <Typography variant="body2">{t.nothing}</Typography>}
        {p.activites.map((a, i) => (
          <Typography key={i} variant="body2">
            <strong>{a.competence_label ?? t.noSkill}</strong>
            {` : ${a.taches}`}
          </Typography>
        ))}
        {p.appreciation_tuteur && (
          <Typography variant="body2">{`${t.appreciation} : ${p.appreciation_tuteur}`}</Typography>
        )}
        {p.tuteur_saisi_le && (
          <Typography variant="caption" color="text.secondary">
            {fill(t.written, { who: p.tuteur_nom ?? '', when: formatDateTimeFr(p.tuteur_saisi_le) })}
          </Typography>
        )}
        {p.signe_le && (
          <Typography variant="body2">
            {fill(t.signedBy, { who: p.tuteur_nom ?? '', when: formatDateTimeFr(p.signe_le) })}
          </Typography>
        )}
      </Box>
      <Box component="section" aria-label={t.cfaSide}>
        <Typography variant="subtitle2">{t.cfaSide}</Typography>
        <Typography variant="body2">{p.cote_cfa ?? t.nothing}</Typography>
        {p.formateur_saisi_le && (
          <Typography variant="caption" color="text.secondary">
            {fill(t.written, { who: p.formateur_nom ?? '', when: formatDateTimeFr(p.formateur_saisi_le) })}
          </Typography>
        )}
      </Box>
    </Stack>
  );
}
