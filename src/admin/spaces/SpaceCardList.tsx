// The list of the personal spaces (a trainee's, a tutor's, a trainer's, on a phone): one fetch (again when the page
// moves `reloadKey` on, after one of its actions: the cards stay meanwhile), a spinner while it first loads, the
// error in French, a sentence when it is empty, then one outlined card per item in a named list (each card a list
// item named after its record), its lines and its actions given by the page.
import { useEffect, useState, type ReactNode } from 'react';
import { Alert, Card, CardActions, CardContent, CircularProgress, Stack, Typography } from '@mui/material';
import { fr } from '../i18n/fr.ts';

export interface SpaceCardListProps<T> {
  /** The items, fetched once when the list shows. */
  load: () => Promise<T[]>;
  /** The accessible name of the list. */
  label: string;
  /** Said when there is no item. */
  empty: string;
  itemKey: (item: T) => string | number;
  /** The card's title, also its accessible name. */
  title: (item: T) => string;
  /** The card's lines under its title. */
  body?: (item: T) => ReactNode;
  /** The card's buttons and links. */
  actions?: (item: T) => ReactNode;
  /** Shown above the list once loaded (an error of an action, say). */
  header?: ReactNode;
  /** Fetched again whenever it changes (after an action of the page that changed the items). */
  reloadKey?: number | string;
}

export function SpaceCardList<T>({
  load,
  label,
  empty,
  itemKey,
  title,
  body,
  actions,
  header,
  reloadKey,
}: SpaceCardListProps<T>) {
  const [items, setItems] = useState<T[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    load().then(
      (r) => live && (setItems(r), setError(null)),
      (e: Error) => live && setError(e.message),
    );
    return () => {
      live = false;
    };
    // Fetched when the list shows and when `reloadKey` moves: `load` is a new function at each render of the page.
  }, [reloadKey]);
  return (
    <Stack spacing={1.5}>
      {error && <Alert severity="error">{error}</Alert>}
      {header}
      {!items && !error && <CircularProgress aria-label={fr.app.loading} sx={{ alignSelf: 'center' }} />}
      {items?.length === 0 && <Typography>{empty}</Typography>}
      <Stack component="ul" spacing={1} aria-label={label} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {items?.map((item) => (
          <Card component="li" key={itemKey(item)} variant="outlined" aria-label={title(item)}>
            <CardContent sx={{ py: 1.5, '&:last-child': { pb: 1.5 } }}>
              <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{title(item)}</Typography>
              {body?.(item)}
            </CardContent>
            {actions && <CardActions sx={{ pt: 0 }}>{actions(item)}</CardActions>}
          </Card>
        ))}
      </Stack>
    </Stack>
  );
}
