// The form view of a resource file: the resource's labels, the list's columns (label, order, which) and
// filters (label, order, which, always shown), the titles of the form's and detail page's sections. Every change
// is a pure edit of the draft (resourceDraft.ts) that the JSON view shows too.
import { Checkbox, FormControlLabel, Paper, Stack, TextField, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useAppConfig } from '../../appConfig.tsx';
import { configurationFr as t } from '../../i18n/configuration.ts';
import { fill } from '../../i18n/fill.ts';
import { buildView } from '../../views/buildViews.ts';
import { OrderedRows } from './OrderedRows.tsx';
import {
  columnsOf,
  fieldLabelOf,
  filtersOf,
  setColumns,
  setFieldLabel,
  setFilterLabel,
  setFilters,
  setSectionTitle,
  setViewLabel,
  type Draft,
} from './resourceDraft.ts';

const f = t.resourceForm;

function Block({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ p: 2, mb: 2 }}>
      <Typography variant="subtitle1" component="h3" sx={{ mb: 1, fontWeight: 600 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

export function ResourceForm({ draft, onChange }: { draft: Draft; onChange: (draft: Draft) => void }) {
  const { model } = useAppConfig();
  const res = model.get(draft.resource);
  if (!res) return null;
  const view = buildView(res, draft, model, true);
  const labelOf = (name: string) => view.fields.get(name)?.label ?? name;
  const readable = res.fields.filter((field) => !field.writeOnly);
  const columns = columnsOf(
    draft,
    view.columns.map((c) => c.name),
  );
  const filters = filtersOf(draft);
  const sections = (part: 'form' | 'show', title: string) => {
    const list = draft[part]?.sections;
    if (!list)
      return (
        <Block title={title}>
          <Typography variant="body2" color="text.secondary">
            {f.noSections}
          </Typography>
        </Block>
      );
    return (
      <Block title={title}>
        <Stack spacing={1}>
          {list.map((section, i) => (
            <TextField
              key={i}
              size="small"
              label={fill(f.sectionTitle, { index: i + 1 })}
              value={section.title ?? ''}
              onChange={(e) => onChange(setSectionTitle(draft, part, i, e.target.value))}
            />
          ))}
        </Stack>
      </Block>
    );
  };
  return (
    <>
      <Block title={f.labels}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          <TextField
            size="small"
            label={f.one}
            value={draft.label?.one ?? view.labelOne}
            onChange={(e) => onChange(setViewLabel(draft, 'one', e.target.value))}
          />
          <TextField
            size="small"
            label={f.many}
            value={draft.label?.many ?? view.labelMany}
            onChange={(e) => onChange(setViewLabel(draft, 'many', e.target.value))}
          />
        </Stack>
      </Block>
      <Block title={f.columns}>
        <OrderedRows
          items={columns}
          row={(name) => ({
            key: name,
            label: labelOf(name),
            editor: (
              <TextField
                size="small"
                sx={{ flex: 1 }}
                label={fill(f.columnLabel, { field: name })}
                value={fieldLabelOf(draft, name)}
                placeholder={labelOf(name)}
                onChange={(e) => onChange(setFieldLabel(draft, name, e.target.value))}
              />
            ),
          })}
          labels={{
            up: (l) => fill(f.columnUp, { label: l }),
            down: (l) => fill(f.columnDown, { label: l }),
            remove: (l) => fill(f.columnRemove, { label: l }),
            add: f.addColumn,
          }}
          addable={readable
            .filter((field) => !columns.includes(field.name))
            .map((field) => ({ value: field.name, label: labelOf(field.name) }))}
          onChange={(next) => onChange(setColumns(draft, next))}
          onAdd={(name) => onChange(setColumns(draft, [...columns, name]))}
        />
      </Block>
      <Block title={f.filters}>
        <OrderedRows
          items={filters}
          row={(spec, i) => ({
            key: `${spec.field}-${spec.kind ?? ''}-${i}`,
            label: spec.label ?? labelOf(spec.field),
            editor: (
              <Stack direction="row" spacing={1} sx={{ flex: 1, alignItems: 'center' }}>
                <TextField
                  size="small"
                  sx={{ flex: 1 }}
                  label={fill(f.filterLabel, { field: spec.field })}
                  value={spec.label ?? ''}
                  placeholder={labelOf(spec.field)}
                  onChange={(e) => onChange(setFilterLabel(draft, i, e.target.value))}
                />
                <FormControlLabel
                  label={f.alwaysOn}
                  control={
                    <Checkbox
                      checked={spec.alwaysOn === true}
                      onChange={(e) =>
                        onChange(
                          setFilters(
                            draft,
                            filters.map((x, j) => (j === i ? { ...x, alwaysOn: e.target.checked } : x)),
                          ),
                        )
                      }
                    />
                  }
                />
              </Stack>
            ),
          })}
          labels={{
            up: (l) => fill(f.filterUp, { label: l }),
            down: (l) => fill(f.filterDown, { label: l }),
            remove: (l) => fill(f.filterRemove, { label: l }),
            add: f.addFilter,
          }}
          addable={readable
            .filter((field) => field.filters.length > 0 && !filters.some((x) => x.field === field.name))
            .map((field) => ({ value: field.name, label: labelOf(field.name) }))}
          onChange={(next) => onChange(setFilters(draft, next))}
          onAdd={(name) => onChange(setFilters(draft, [...filters, { field: name }]))}
        />
      </Block>
      {sections('form', f.sections)}
      {sections('show', f.showSections)}
    </>
  );
}
