// The list toolbar's « Archivés » chip: an archivable list shows its active records (etat 0) until it is set,
// then its archived ones (etat 1). Part of the start bundle: kept to this.
import { Chip } from '@mui/material';
import { useListContext } from 'react-admin';
import { fr } from '../../i18n/fr.ts';
import { ACTIVE, ARCHIVED, showsArchived } from './archivable.ts';

/** The chip itself: pressed while the archived records are shown (also a child list's, RelatedLists). */
export function ArchivedToggle({ on, onToggle }: { on: boolean; onToggle: () => void }) {
  return (
    <Chip
      label={fr.app.archive.chip}
      aria-pressed={on}
      color={on ? 'primary' : 'default'}
      variant={on ? 'filled' : 'outlined'}
      onClick={onToggle}
      sx={{ alignSelf: 'center' }}
    />
  );
}

export function ArchivedChip() {
  const { filterValues, displayedFilters, setFilters } = useListContext();
  const on = showsArchived(filterValues);
  return (
    <ArchivedToggle
      on={on}
      onToggle={() => setFilters({ ...filterValues, etat: on ? ACTIVE : ARCHIVED }, displayedFilters)}
    />
  );
}
