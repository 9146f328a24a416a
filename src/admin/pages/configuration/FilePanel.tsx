// One configuration file opened as a draft: its problems (ours at each keystroke, the server's check shortly
// after), the form, JSON, preview and history tabs over the same draft, and « Publier » (with the version the
// draft started from: a file changed meanwhile is refused, 409, and the page says to reload it).
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { Alert, Box, Button, CircularProgress, Stack, Tab, Tabs, TextField, Typography } from '@mui/material';
import { useAppConfig } from '../../appConfig.tsx';
import { configurationFr as t } from '../../i18n/configuration.ts';
import { fill } from '../../i18n/fill.ts';
import {
  isConflict,
  publishFile,
  readFile,
  retireFile,
  rollbackFile,
  violationsOf,
  type ConfigFile,
  type Kind,
} from './api.ts';
import { formatConfig } from './format.ts';
import { localProblems, parseDraft, problemText, serverProblems } from './problems.ts';
import { useServerCheck } from './useServerCheck.ts';
import { DraftForm } from './DraftForm.tsx';
import { DraftPreview } from './DraftPreview.tsx';
import { HistoryPanel } from './HistoryPanel.tsx';

// CodeMirror comes only when the JSON tab opens.
const JsonEditor = lazy(() => import('./JsonEditor.tsx'));

type TabKey = 'form' | 'json' | 'preview' | 'history';

/** The published text parsed, or nothing when even that is broken (edited by hand in the database). */
function published(content: string): unknown {
  try {
    return JSON.parse(content) as unknown;
  } catch {
    return undefined;
  }
}

const dateTime = (iso: string) => new Date(iso).toLocaleString('fr-FR', { dateStyle: 'short', timeStyle: 'short' });

interface PanelProps {
  kind: Kind;
  name: string;
  onPublished: () => void;
  /** Whether the user may retire files (the platform's support). */
  retires?: boolean;
}

export function FilePanel({ kind, name, onPublished, retires = false }: PanelProps) {
  const { model } = useAppConfig();
  const [file, setFile] = useState<ConfigFile>();
  const [text, setText] = useState('');
  const [tab, setTab] = useState<TabKey>('form');
  const [comment, setComment] = useState('');
  const [notice, setNotice] = useState<string>();
  const [conflict, setConflict] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState(false);

  const load = () => {
    setConflict(undefined);
    readFile(kind, name).then(
      (loaded) => {
        setFile(loaded);
        setText(loaded.content);
      },
      (e: unknown) => setFailure(e instanceof Error && e.message ? e.message : t.editor.loadFailed),
    );
  };
  useEffect(load, [kind, name]);

  const parsed = useMemo(() => parseDraft(text), [text]);
  const local = useMemo(() => localProblems(kind, name, text, model), [kind, name, text, model]);
  const [check, setCheck] = useServerCheck(kind, name, text, parsed.root !== undefined);
  const fromServer = useMemo(
    () => (check && check.text === text ? serverProblems(text, check.violations) : []),
    [check, text],
  );
  // The same problem seen by both: shown once.
  const problems = useMemo(() => {
    const seen = new Set(local.map((p) => p.path));
    return [...local, ...fromServer.filter((p) => !seen.has(p.path))];
  }, [local, fromServer]);
  const changed = file !== undefined && text !== file.content;

  const publish = async () => {
    if (!file) return;
    setBusy(true);
    setNotice(undefined);
    setFailure(undefined);
    try {
      const saved = await publishFile(kind, name, text, file.version, comment.trim() || undefined);
      setFile(saved);
      setText(saved.content);
      setComment('');
      setNotice(fill(t.editor.published, { version: saved.version }));
      onPublished();
    } catch (error) {
      const violations = violationsOf(error);
      if (isConflict(error))
        setConflict(fill(t.editor.conflict, { message: error instanceof Error ? error.message : '' }));
      else if (violations.length) setCheck({ text, violations });
      else setFailure(error instanceof Error && error.message ? error.message : t.editor.loadFailed);
    } finally {
      setBusy(false);
    }
  };

  /** Retires the file (history kept), or puts a retired file back (its last content as a new version). */
  const retireOrRestore = async () => {
    if (!file) return;
    if (!file.retired && !window.confirm(t.editor.retireConfirm)) return;
    setBusy(true);
    setNotice(undefined);
    setFailure(undefined);
    try {
      const saved = file.retired
        ? await rollbackFile(kind, name, file.version, file.version)
        : await retireFile(kind, name);
      setFile(saved);
      setText(saved.content);
      setNotice(fill(saved.retired ? t.editor.retiredDone : t.editor.published, { version: saved.version }));
      onPublished();
    } catch (error) {
      const violations = violationsOf(error);
      const message = error instanceof Error && error.message ? error.message : t.editor.loadFailed;
      setFailure(violations.length > 0 ? violations.map((v) => v.message).join(' ; ') : message);
    } finally {
      setBusy(false);
    }
  };

  const restored = (saved: ConfigFile, message: string) => {
    setFile(saved);
    setText(saved.content);
    setNotice(message);
    onPublished();
  };

  if (!file)
    return failure ? <Alert severity="error">{failure}</Alert> : <CircularProgress aria-label={t.editor.checking} />;
  return (
    <Box>
      <Typography variant="h6" component="h2">
        {fill(t.editor.heading, { kind, name, version: file.version })}
      </Typography>
      {file.updatedAt && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {fill(t.editor.updated, { date: dateTime(file.updatedAt), author: file.author ?? t.editor.unknownAuthor })}
        </Typography>
      )}
      {notice && (
        <Alert severity="success" sx={{ mb: 1 }} onClose={() => setNotice(undefined)}>
          {notice}
        </Alert>
      )}
      {file.retired && (
        <Alert severity="warning" sx={{ mb: 1 }}>
          {t.editor.retired}
        </Alert>
      )}
      {failure && (
        <Alert severity="error" sx={{ mb: 1 }}>
          {failure}
        </Alert>
      )}
      {conflict && (
        <Alert
          severity="error"
          sx={{ mb: 1 }}
          action={
            <Button color="inherit" onClick={load}>
              {t.editor.reload}
            </Button>
          }
        >
          {conflict}
        </Alert>
      )}
      {problems.length > 0 ? (
        <Alert severity="error" sx={{ mb: 1 }} role="alert">
          {t.editor.problems}
          <Box component="ul" sx={{ m: 0, pl: 2 }}>
            {problems.map((p) => (
              <li key={`${p.path} ${p.message}`}>{problemText(p)}</li>
            ))}
          </Box>
        </Alert>
      ) : (
        changed && (
          <Alert severity="info" sx={{ mb: 1 }}>
            {t.editor.valid}
          </Alert>
        )
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mb: 1, alignItems: 'center' }}>
        <TextField
          size="small"
          label={t.editor.comment}
          value={comment}
          onChange={(e) => setComment(e.target.value)}
          sx={{ flex: 1 }}
        />
        <Button variant="contained" onClick={publish} disabled={busy || !changed || problems.length > 0}>
          {t.editor.publish}
        </Button>
        <Button onClick={() => setText(file.content)} disabled={busy || !changed}>
          {t.editor.discard}
        </Button>
        {retires && (
          <Button
            color={file.retired ? 'primary' : 'error'}
            disabled={busy || changed}
            onClick={() => void retireOrRestore()}
          >
            {file.retired ? t.editor.restoreLast : t.editor.retire}
          </Button>
        )}
      </Stack>
      <Tabs value={tab} onChange={(_, value: TabKey) => setTab(value)} sx={{ mb: 2 }}>
        {(Object.keys(t.editor.tabs) as TabKey[]).map((key) => (
          <Tab key={key} value={key} label={t.editor.tabs[key]} />
        ))}
      </Tabs>
      {tab === 'form' && (
        <DraftForm kind={kind} root={parsed.root} onChange={(value) => setText(formatConfig(value, text))} />
      )}
      {tab === 'json' && (
        <Suspense fallback={<CircularProgress />}>
          <JsonEditor kind={kind} text={text} problems={problems} onChange={setText} label={t.editor.jsonLabel} />
        </Suspense>
      )}
      {tab === 'preview' && (
        <DraftPreview
          kind={kind}
          draft={parsed.root && local.length === 0 ? parsed.root.value : published(file.content)}
          invalid={local.length > 0}
        />
      )}
      {tab === 'history' && <HistoryPanel kind={kind} name={name} current={file.version} onRestored={restored} />}
    </Box>
  );
}
