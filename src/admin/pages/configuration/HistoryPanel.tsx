// The « Historique » tab: the published versions, newest first, with who, when, the comment and the diff
// (added lines green, removed lines red), and « Restaurer cette version » (publishes it again as a new version).
import { useEffect, useState } from 'react';
import { Alert, Box, Button, Card, CardContent, CircularProgress, Stack, Typography } from '@mui/material';
import { configurationFr as t } from '../../i18n/configuration.ts';
import { fill } from '../../i18n/fill.ts';
import { isConflict, listVersions, rollbackFile, type ConfigFile, type ConfigVersion, type Kind } from './api.ts';
import { diffCounts, diffLines, type DiffLineKind } from './diff.ts';
import { errorText } from '../../http/errors.ts';

const h = t.history;

const colours: Record<DiffLineKind, { bgcolor?: string; color?: string }> = {
  added: { bgcolor: '#e6ffec', color: '#116329' },
  removed: { bgcolor: '#ffebe9', color: '#82071e' },
  hunk: { color: 'text.secondary' },
  context: {},
};
const marks: Record<DiffLineKind, string> = { added: '+ ', removed: '− ', hunk: '', context: '  ' };

function Diff({ diff, version }: { diff: string; version: number }) {
  const lines = diffLines(diff);
  if (lines.length === 0)
    return (
      <Typography variant="body2" color="text.secondary">
        {h.noDiff}
      </Typography>
    );
  const counts = diffCounts(lines);
  return (
    <>
      <Typography variant="body2" color="text.secondary">
        {fill(h.counts, counts)}
      </Typography>
      {/* Scrolls on its own: focusable, so the keyboard reaches it. */}
      <Box
        component="pre"
        tabIndex={0}
        aria-label={fill(h.diffLabel, { version })}
        sx={{ m: 0, mt: 1, fontSize: 12, overflow: 'auto', maxHeight: 320, border: 1, borderColor: 'divider' }}
      >
        {lines.map((line, i) => (
          <Box
            key={i}
            component={line.kind === 'added' ? 'ins' : line.kind === 'removed' ? 'del' : 'div'}
            sx={{ display: 'block', textDecoration: 'none', px: 1, ...colours[line.kind] }}
          >
            {marks[line.kind] + line.text}
          </Box>
        ))}
      </Box>
    </>
  );
}

interface Props {
  kind: Kind;
  name: string;
  current: number;
  onRestored: (file: ConfigFile, message: string) => void;
}

export function HistoryPanel({ kind, name, current, onRestored }: Props) {
  const [versions, setVersions] = useState<ConfigVersion[]>();
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    listVersions(kind, name).then(setVersions, (e: unknown) => setError(errorText(e, t.editor.loadFailed)));
  }, [kind, name, current]);

  const restore = async (version: number) => {
    setBusy(true);
    setError(undefined);
    try {
      const saved = await rollbackFile(kind, name, version, current);
      onRestored(saved, fill(h.restored, { version, current: saved.version }));
    } catch (e) {
      const message = errorText(e, t.editor.loadFailed);
      setError(isConflict(e) ? fill(t.editor.conflict, { message }) : message);
    } finally {
      setBusy(false);
    }
  };

  if (error && !versions) return <Alert severity="error">{error}</Alert>;
  if (!versions) return <CircularProgress />;
  return (
    <Box component="section" aria-label={h.title}>
      {error && (
        <Alert severity="error" sx={{ mb: 1 }}>
          {error}
        </Alert>
      )}
      {versions.length === 0 && <Typography>{h.empty}</Typography>}
      {versions.map((v) => (
        <Card
          key={v.version}
          variant="outlined"
          sx={{ mb: 1 }}
          component="article"
          aria-label={fill(h.version, { version: v.version })}
        >
          <CardContent>
            <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
              <Typography variant="subtitle1" component="h3">
                {`${fill(h.version, { version: v.version })} — ` +
                  `${fill(h.by, {
                    date: new Date(v.createdAt).toLocaleString('fr-FR'),
                    author: v.author ?? t.editor.unknownAuthor,
                  })}`}
                {v.version === current ? ` (${h.current})` : ''}
              </Typography>
              {v.version !== current && (
                <Button variant="outlined" size="small" disabled={busy} onClick={() => void restore(v.version)}>
                  {h.restore}
                </Button>
              )}
            </Stack>
            {v.comment && (
              <Typography variant="body2" sx={{ fontStyle: 'italic' }}>
                {v.comment}
              </Typography>
            )}
            <Diff diff={v.diff} version={v.version} />
          </CardContent>
        </Card>
      ))}
    </Box>
  );
}
