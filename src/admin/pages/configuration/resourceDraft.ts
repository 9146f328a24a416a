// The form view's edits of a resource file draft, as pure functions over the parsed file: each returns a new
// file (the input is not changed). The JSON view and the form view edit the same draft: the page parses the
// text, applies one of these, and writes the text back (format.ts).
import type { FilterSpec, ResourceFile } from '../../../shared/configuration/types.ts';

export type Draft = ResourceFile & Record<string, unknown>;

const copy = (draft: Draft): Draft => structuredClone(draft);

/** Moves item `from` to position `to` (out-of-range moves change nothing). */
export function move<T>(list: readonly T[], from: number, to: number): T[] {
  if (from < 0 || from >= list.length || to < 0 || to >= list.length) return [...list];
  const out = [...list];
  const [item] = out.splice(from, 1);
  out.splice(to, 0, item);
  return out;
}

/** The list columns the file names, else the ones the admin guesses (`guessed`). */
export const columnsOf = (draft: Draft, guessed: readonly string[]): string[] => [...(draft.list?.columns ?? guessed)];

export function setColumns(draft: Draft, columns: string[]): Draft {
  const next = copy(draft);
  next.list = { ...next.list, columns };
  return next;
}

export const filtersOf = (draft: Draft): FilterSpec[] => [...(draft.list?.filters ?? [])];

export function setFilters(draft: Draft, filters: FilterSpec[]): Draft {
  const next = copy(draft);
  next.list = { ...next.list, filters };
  return next;
}

/** The file's label of a field (empty when the schema's title applies). */
export const fieldLabelOf = (draft: Draft, field: string): string => draft.fields?.[field]?.label ?? '';

/** Sets the label of a field everywhere it shows (list, filters, show, form); empty puts the schema's back. */
export function setFieldLabel(draft: Draft, field: string, label: string): Draft {
  const next = copy(draft);
  const fields = { ...next.fields };
  const own = { ...fields[field] };
  if (label.trim()) own.label = label;
  else delete own.label;
  if (Object.keys(own).length) fields[field] = own;
  else delete fields[field];
  if (Object.keys(fields).length) next.fields = fields;
  else delete next.fields;
  return next;
}

export function setFilterLabel(draft: Draft, index: number, label: string): Draft {
  const filters = filtersOf(draft).map((f, i) => {
    if (i !== index) return f;
    const { label: _old, ...rest } = f;
    return label.trim() ? { ...rest, label } : rest;
  });
  return setFilters(draft, filters);
}

export function setViewLabel(draft: Draft, which: 'one' | 'many', text: string): Draft {
  const next = copy(draft);
  next.label = { ...next.label, [which]: text } as Draft['label'];
  return next;
}

/** Renames section `index` of the form or the detail page (when the file gives its sections). */
export function setSectionTitle(draft: Draft, part: 'form' | 'show', index: number, title: string): Draft {
  const next = copy(draft);
  const sections = next[part]?.sections;
  if (!sections?.[index]) return next;
  sections[index] = { ...sections[index], title };
  return next;
}
