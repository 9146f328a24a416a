// The admin kit's table: a small labelled MUI table, columns named by key with their French headers, numbers
// right-aligned, an optional bold footer (totals). For the bespoke pages' tables: a column may render its cell
// (a link, a chip, the row's buttons), and a row may be marked (selected, greyed) by the page.
import type { ReactNode } from 'react';
import { Button, Table, TableBody, TableCell, TableHead, TableRow, type SxProps, type Theme } from '@mui/material';

export interface Column<R> {
  key: string;
  label: ReactNode;
  render?: (row: R) => ReactNode;
  /** Where the header and the cells sit; by default numbers right, the rest left. */
  align?: 'left' | 'right' | 'center';
  /** The style of the column's body cells (no wrapping, breaking long words). */
  sx?: SxProps<Theme>;
  /** The column names its row (its cells are row headers). */
  rowHeader?: boolean;
}

export interface DataTableProps<R> {
  /** The table's accessible name. */
  label?: string;
  columns: Column<R>[];
  rows: R[];
  footer?: R;
  /** The row's React key; its `@id`, else its `id`, else its place by default. */
  rowKey?: (row: R, index: number) => string | number;
  /** Props of a row of the body (selected, its style, its click). */
  rowProps?: (row: R) => { selected?: boolean; hover?: boolean; sx?: SxProps<Theme>; onClick?: () => void };
  /** What a row across the table says when there is no row. */
  empty?: ReactNode;
  /** Rows shaded under the pointer. */
  hover?: boolean;
  sx?: SxProps<Theme>;
}

/** A column of one small button a row (« Ouvrir », « Évaluer »…), its accessible name saying which row; `show`
 * false leaves its cells empty (a reader who may not act). */
export function buttonColumn<R>(options: {
  text: ReactNode;
  onClick: (row: R) => void;
  name?: (row: R) => string;
  label?: ReactNode;
  show?: boolean;
}): Column<R> {
  const { text, onClick, name, label = '', show = true } = options;
  return {
    key: 'actions',
    label,
    render: (r) =>
      show && (
        <Button size="small" onClick={() => onClick(r)} aria-label={name?.(r)}>
          {text}
        </Button>
      ),
  };
}

const valueOf = (r: object, key: string): unknown => (r as Record<string, unknown>)[key];

function keyOf(r: object, i: number): string | number {
  const id = valueOf(r, '@id') ?? valueOf(r, 'id');
  return typeof id === 'string' || typeof id === 'number' ? id : i;
}

export function DataTable<R extends object>(props: DataTableProps<R>) {
  const { label, columns, rows, footer, rowKey = keyOf, rowProps } = props;
  const cell = (r: R, c: Column<R>, render = true) => {
    const raw = valueOf(r, c.key);
    const v = render && c.render ? c.render(r) : (raw as ReactNode);
    return (
      <TableCell
        key={c.key}
        align={c.align ?? (typeof raw === 'number' ? 'right' : 'left')}
        sx={c.sx}
        {...(c.rowHeader ? { component: 'th', scope: 'row' } : {})}
      >
        {v ?? ''}
      </TableCell>
    );
  };
  return (
    <Table size="small" aria-label={label} sx={props.sx}>
      <TableHead>
        <TableRow>
          {columns.map((c) => (
            <TableCell key={c.key} align={c.align}>
              {c.label}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.length === 0 && props.empty && (
          <TableRow>
            <TableCell colSpan={columns.length}>{props.empty}</TableCell>
          </TableRow>
        )}
        {rows.map((r, i) => (
          <TableRow key={rowKey(r, i)} hover={props.hover} {...rowProps?.(r)}>
            {columns.map((c) => cell(r, c))}
          </TableRow>
        ))}
        {footer && (
          <TableRow sx={{ '& td': { fontWeight: 700 } }}>{columns.map((c) => cell(footer, c, false))}</TableRow>
        )}
      </TableBody>
    </Table>
  );
}
