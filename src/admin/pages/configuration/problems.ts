// The problems of a draft, each with its JSON path: a syntax error, the checks the admin runs itself (the same
// JSON Schemas and name rules as at load time: resources/validate.ts, shared/clients) and the server's check.
// Each problem is placed on the text range of the value its path names, for the editor's inline marks.
import { parseProfile, ClientProfileError } from '../../../shared/clients/validate.ts';
import { configurationFr } from '../../i18n/configuration.ts';
import type { ApiModel } from '../../model/types.ts';
import { validateResourceFile } from '../../../shared/configuration/validate.ts';
import type { Kind, Violation } from './api.ts';
import { nodeAt, parseRanges, type JsonNode } from './jsonRanges.ts';

export interface Problem {
  /** JSON pointer (`/list/columns/1`), `/` for the whole file. */
  path: string;
  message: string;
  from: number;
  to: number;
}

/** « resources/x.json : /list/columns/1 champ inconnu » → path and message. */
export function splitMessage(line: string): { path: string; message: string } {
  const match = /^\S+ : (\/\S*) (.*)$/s.exec(line);
  return match ? { path: match[1], message: match[2] } : { path: '/', message: line.replace(/^\S+ : /, '') };
}

function place(root: JsonNode | undefined, path: string, message: string): Problem {
  const node = root ? nodeAt(root, path === '/' ? '' : path) : undefined;
  return { path, message, from: node?.start ?? 0, to: node?.end ?? 0 };
}

/** Parses the text; a syntax error is one problem at its position. */
export function parseDraft(text: string): { root?: JsonNode; problems: Problem[] } {
  try {
    return { root: parseRanges(text), problems: [] };
  } catch (error) {
    const at = Number(/position (\d+)/.exec(error instanceof Error ? error.message : '')?.[1] ?? 0);
    return {
      problems: [
        { path: '/', message: configurationFr.editor.jsonInvalid, from: at, to: Math.min(at + 1, text.length) },
      ],
    };
  }
}

/** What the admin itself finds wrong in a draft (schema and names), placed on the text. */
export function localProblems(kind: Kind, name: string, text: string, model: ApiModel): Problem[] {
  const { root, problems } = parseDraft(text);
  if (!root) return problems;
  let lines: string[] = [];
  if (kind === 'resources') lines = validateResourceFile(`resources/${name}`, root.value, model);
  else {
    try {
      parseProfile(`clients/${name}`, root.value);
    } catch (error) {
      lines = error instanceof ClientProfileError ? error.errors : [String(error)];
    }
  }
  return lines.map((line) => {
    const { path, message } = splitMessage(line);
    return place(root, path, message);
  });
}

/** The server's violations placed on the text (a property path `list.columns[1]` is read as `/list/columns/1`). */
export function serverProblems(text: string, violations: readonly Violation[]): Problem[] {
  const { root } = parseDraft(text);
  return violations.map((v) => {
    const raw = v.propertyPath || '/';
    const path = raw.startsWith('/')
      ? raw
      : `/${raw
          .replace(/\[(\d+)\]/g, '.$1')
          .split('.')
          .filter(Boolean)
          .join('/')}`;
    return place(root, path, v.message);
  });
}

/** « /list/columns/1 : champ inconnu … », as the page lists them. */
export const problemText = (p: Problem): string =>
  p.message.includes(p.path) ? p.message : `${p.path} : ${p.message}`;
