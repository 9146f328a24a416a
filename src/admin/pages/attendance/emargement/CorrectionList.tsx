// The corrections of a signed sheet, oldest first: when, by whom, why, and the presences each one changed.
import { List, ListItem, ListItemText, Typography } from '@mui/material';
import { formatDateTimeFr } from '../../../../shared/format/dates.ts';
import type { SheetCorrection } from './types.ts';
import { attendanceFr } from '../../../i18n/attendance.ts';
import { fill } from '../../../i18n/fill.ts';

const t = attendanceFr.emargement;
const mark = (s: number | null) => (s === 1 ? t.pdfPresent : s === 0 ? t.pdfAbsent : t.pdfUnknown);

export function CorrectionList({ corrections }: { corrections: SheetCorrection[] }) {
  if (corrections.length === 0) return null;
  return (
    <section aria-label={t.corrections}>
      <Typography variant="subtitle2" component="h3" sx={{ mt: 2 }}>
        {t.corrections}
      </Typography>
      <List dense disablePadding>
        {corrections.map((c) => (
          <ListItem key={c.at} disableGutters>
            <ListItemText
              primary={fill(t.correctionLine, { when: formatDateTimeFr(c.at), author: c.author, reason: c.reason })}
              secondary={c.changes
                .map((ch) =>
                  fill(t.correctionChange, { name: ch.etudiant, before: mark(ch.before), after: mark(ch.after) }),
                )
                .join(' · ')}
            />
          </ListItem>
        ))}
      </List>
    </section>
  );
}
