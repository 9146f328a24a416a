// Rows of a generic list opened with the keyboard: a row is a tab stop, shows its focus, and Enter opens its
// record as a click does (react-admin's rowClick rows are mouse-only).
import { forwardRef, memo, type KeyboardEvent } from 'react';
import { DatagridBody, PureDatagridRow, type DatagridBodyProps, type DatagridRowProps } from 'react-admin';
import { PathOnlyLocation } from '../../routing/PathOnlyLocation.tsx';

function openOnEnter(event: KeyboardEvent<HTMLTableRowElement>) {
  // Enter on the row itself, not on a link or button inside it (they act on their own).
  if (event.key === 'Enter' && event.target === event.currentTarget) {
    event.preventDefault();
    event.currentTarget.click();
  }
}

const focusShown = { '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: '-2px' } };

/** react-admin puts the row checkbox's « Sélectionner cette ligne » on MUI's span, where it names nothing (MUI 9
 * takes an input's label through slotProps): the label goes to the checkbox input itself, once, when the row mounts. */
function labelRowCheckbox(row: HTMLTableRowElement | null) {
  const box = row?.querySelector('.select-item');
  const input = box?.querySelector('input');
  const label = box?.getAttribute('aria-label');
  if (!box || !input || !label) return;
  input.setAttribute('aria-label', label);
  box.removeAttribute('aria-label');
}

function KeyboardRow(props: DatagridRowProps) {
  return <PureDatagridRow {...props} ref={labelRowCheckbox} tabIndex={0} onKeyDown={openOnEnter} sx={focusShown} />;
}

const row = <KeyboardRow id={0} />;

/** react-admin's PureDatagridBody (memoised: the rows are not drawn again when only the sort or the filters changed
 * and the data did not), its rows keyboard rows, behind PathOnlyLocation. */
const KeyboardBody = memo(
  forwardRef<HTMLTableSectionElement, DatagridBodyProps>(function KeyboardBody(props, ref) {
    return (
      <PathOnlyLocation>
        <DatagridBody ref={ref} row={row} {...props} />
      </PathOnlyLocation>
    );
  }),
);
// As react-admin's bodies: MUI's Table takes it for one of its own parts.
(KeyboardBody as unknown as { muiName: string }).muiName = 'TableBody';

/** The Datagrid body whose rows open with the keyboard: `<Datagrid body={keyboardBody} rowClick=…>`. Memoised:
 * give the Datagrid a stable `rowClick` and stable children, or it draws every row again on each render. */
export const keyboardBody = <KeyboardBody />;
