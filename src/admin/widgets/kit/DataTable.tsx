// The admin kit's table: a small labelled MUI table, columns named by key with their French headers, numbers
// right-aligned, an optional bold footer (totals). For the bespoke pages' read-only tables.
import type { ReactNode } from 'react';
import { Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';

export interface Column<R> {
  key: string;
  label: string;
  render?: (row: R) => ReactNode;
}

export interface DataTableProps<R> {
  label: string;
  columns: Column<R>[];
  rows: R[];
  footer?: R;
}

export function DataTable<R extends Record<string, unknown>>({ label, columns, rows, footer }: DataTableProps<R>) {
  const cell = (r: R, c: Column<R>) => {
    const v = c.render ? c.render(r) : (r[c.key] as ReactNode);
    return (
      <TableCell key={c.key} align={typeof r[c.key] === 'number' ? 'right' : 'left'}>
        {v ?? ''}
      </TableCell>
    );
  };
  return (
    <Table size="small" aria-label={label}>
      <TableHead>
        <TableRow>
          {columns.map((c) => (
            <TableCell key={c.key}>{c.label}</TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((r, i) => (
          <TableRow key={String(r['@id'] ?? i)}>{columns.map((c) => cell(r, c))}</TableRow>
        ))}
        {footer && (
          <TableRow sx={{ '& td': { fontWeight: 700 } }}>
            {columns.map((c) => cell(footer, { ...c, render: undefined }))}
          </TableRow>
        )}
      </TableBody>
    </Table>
  );
}
