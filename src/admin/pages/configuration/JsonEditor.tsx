// The JSON view of a draft: CodeMirror 6 with JSON highlighting, autocompletion and hover help from the file's
// JSON Schema (codemirror-json-schema), and the draft's problems (ours and the server's, French, with their
// JSON path) as inline marks. Part of the editor's lazy chunk only.
import { useEffect, useRef } from 'react';
import { Box } from '@mui/material';
import { basicSetup, EditorView } from 'codemirror';
import { EditorState } from '@codemirror/state';
import { json, jsonLanguage } from '@codemirror/lang-json';
import { lintGutter, setDiagnostics } from '@codemirror/lint';
import { hoverTooltip } from '@codemirror/view';
import { jsonCompletion, jsonSchemaHover, stateExtensions } from 'codemirror-json-schema';
import type { JSONSchema7 } from 'json-schema';
import resourceSchema from '../../../../schemas/resource-file.schema.json';
import profileSchema from '../../../../schemas/client-profile.schema.json';
import { configurationFr } from '../../i18n/configuration.ts';
import type { Kind } from './api.ts';
import type { Problem } from './problems.ts';

interface Props {
  kind: Kind;
  text: string;
  problems: readonly Problem[];
  onChange: (text: string) => void;
  label: string;
}

export default function JsonEditor({ kind, text, problems, onChange, label }: Props) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | undefined>(undefined);
  const change = useRef(onChange);
  change.current = onChange;

  useEffect(() => {
    const schema = (kind === 'resources' ? resourceSchema : profileSchema) as unknown as JSONSchema7;
    const editor = new EditorView({
      doc: text,
      parent: host.current ?? undefined,
      extensions: [
        basicSetup,
        EditorState.phrases.of(configurationFr.editor.editorPhrases),
        json(),
        jsonLanguage.data.of({ autocomplete: jsonCompletion() }),
        hoverTooltip(jsonSchemaHover()),
        stateExtensions(schema),
        lintGutter(),
        // Long lines wrap: no region to scroll sideways (keyboard users could not reach it).
        EditorView.lineWrapping,
        EditorView.contentAttributes.of({ 'aria-label': label }),
        EditorView.updateListener.of((update) => {
          if (update.docChanged) change.current(update.state.doc.toString());
        }),
      ],
    });
    view.current = editor;
    return () => editor.destroy();
    // One editor per file: the text below follows the draft when the form view changes it.
  }, [kind, label]);

  // The form view (or a reload) changed the draft: the editor shows it.
  useEffect(() => {
    const editor = view.current;
    if (!editor || editor.state.doc.toString() === text) return;
    editor.dispatch({ changes: { from: 0, to: editor.state.doc.length, insert: text } });
  }, [text]);

  useEffect(() => {
    const editor = view.current;
    if (!editor) return;
    const length = editor.state.doc.length;
    const diagnostics = problems.map((p) => ({
      from: Math.min(p.from, length),
      to: Math.min(Math.max(p.to, p.from), length),
      severity: 'error' as const,
      message: p.message.includes(p.path) ? p.message : `${p.path} : ${p.message}`,
    }));
    editor.dispatch(setDiagnostics(editor.state, diagnostics));
  }, [problems, text]);

  return (
    <Box
      ref={host}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, '& .cm-scroller': { fontFamily: 'monospace' } }}
    />
  );
}
