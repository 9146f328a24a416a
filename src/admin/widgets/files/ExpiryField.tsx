// The end of validity of a document (date_expiration), coloured when past (red) or within 30 days (orange); for
// a type that must be recent (criminal record extract, `age_max_jours` of its type), the date of the document
// plus that age when no end date is given. The words say the state too (never the colour alone). Light: list
// cells are in the start bundle.
import { Box, Typography } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { useAppConfig } from '../../appConfig.tsx';
import { fr } from '../../i18n/fr.ts';
import { fill } from '../../i18n/fill.ts';
import { filesFr } from '../../i18n/files.ts';
import { formatDateFr } from '../../../shared/format/dates.ts';
import { parisToday } from '../../../shared/format/dates.ts';
import { isReferenceList, referenceItem } from '../../../shared/reference/index.ts';
import { documentExpiry, expiryColour, expiryState } from './fileRules.ts';

const t = filesFr;

/** The resource of a record from its IRI (/api/<resource>/<id>). */
const resourceOf = (iri: unknown) => (typeof iri === 'string' ? /\/([^/]+)\/[^/]+$/.exec(iri)?.[1] : undefined);

export function ExpiryField({ source }: { source: string; label?: string }) {
  const record = useRecordContext();
  const { model } = useAppConfig();
  if (!record) return null;
  // The maximum age of the record's type, if its type list has one.
  const resource = model.get(resourceOf(record['@id']) ?? '');
  let maxAgeDays: number | undefined;
  for (const f of resource?.fields ?? []) {
    if (!f.enumName || !isReferenceList(f.enumName)) continue;
    const age = referenceItem(f.enumName, record[f.name])?.age_max_jours;
    if (typeof age === 'number') maxAgeDays = age;
  }
  const expiry = documentExpiry({ end: record[source], date: record.date_document, maxAgeDays });
  if (!expiry)
    return (
      <Typography variant="body2" component="span">
        {fr.app.resources.none}
      </Typography>
    );
  const state = expiryState(expiry, parisToday());
  const date = formatDateFr(expiry);
  if (state !== 'expired' && state !== 'soon') {
    return (
      <Typography variant="body2" component="span">
        {record[source] ? date : fill(t.validUntil, { date })}
      </Typography>
    );
  }
  return (
    <Box
      component="span"
      data-expiry={state}
      sx={{ color: expiryColour(state), fontWeight: 600, display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
    >
      <Box
        component="span"
        aria-hidden
        sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: 'currentColor', flex: 'none' }}
      />
      <Typography variant="body2" component="span" sx={{ fontWeight: 600 }}>
        {fill(state === 'expired' ? t.expired : t.soon, { date })}
      </Typography>
    </Box>
  );
}
