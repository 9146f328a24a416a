// The admin kit's form dialog: a title, an optional explanation, the page's fields, a red notice with the French
// text of a refused call (errorText) and its violations under the fields that use useFieldError, cancel and submit.
// Submit is a real form submit (Enter in a one-line field sends it), disabled while its call runs.
// react-admin's <Form>/<SaveButton> bind react-admin inputs to one record of a resource; these dialogs hold a few
// controlled MUI fields and call a domain operation, so the kit builds on MUI's Dialog and the kit's errorText.
import { createContext, useContext, useId, useState, type FormEvent, type ReactNode } from 'react';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  MenuItem,
  Stack,
  TextField,
  type ButtonProps,
  type TextFieldProps,
  type DialogProps,
  type SxProps,
  type Theme,
} from '@mui/material';
import { errorText } from '../../http/errors.ts';

export interface FormDialogProps {
  title: ReactNode;
  /** A paragraph above the fields. */
  explain?: ReactNode;
  /** Sends the form; what it throws is shown (its French message, its violations under their fields). */
  onSubmit: () => unknown;
  onClose: () => void;
  submitLabel: ReactNode;
  cancelLabel: ReactNode;
  /** False while the fields do not allow sending (a required one empty). */
  canSubmit?: boolean;
  submitColor?: ButtonProps['color'];
  /** The text shown when what was thrown carries none. */
  errorFallback?: string;
  /** An error of the page's own (a list that failed to load), shown in the same notice. */
  error?: string | null;
  maxWidth?: DialogProps['maxWidth'];
  /** False for a dialog as wide as its text (a confirmation). */
  fullWidth?: boolean;
  /** The whole screen (a form on a phone). */
  fullScreen?: boolean;
  /** Buttons shown before cancel. */
  actions?: ReactNode;
  /** The title's element id (aria-labelledby); one is made up when absent. */
  titleId?: string;
  /** A view of the record: no submit button, and the content takes the focus (its fields are disabled) so that it
   * scrolls by keyboard. */
  readOnly?: boolean;
  /** The space between the fields (MUI's Stack spacing). */
  spacing?: number;
  /** The style of the content and of the buttons' row (narrower margins on a phone, buttons wrapping). */
  contentSx?: SxProps<Theme>;
  actionsSx?: SxProps<Theme>;
  children?: ReactNode;
}

const FieldErrors = createContext<Record<string, string>>({});
const Notice = createContext<string | null>(null);

/** The violation the last refused call gave for a field (by its property path), for its `helperText`. */
export function useFieldError(name: string): string | undefined {
  return useContext(FieldErrors)[name];
}

/** A choice of a reference list ({id, label}), offered by a DialogField's `options`. */
export interface DialogOption {
  id: string | number;
  label: string;
}

/** A MUI TextField named by the property it sends, showing under it the violation a refused call gave for it;
 * with `options`, a list to choose from (`emptyOption`: the label of choosing none). */
export function DialogField(
  props: TextFieldProps & { name: string; options?: readonly DialogOption[]; emptyOption?: string },
) {
  const { name, helperText, options, emptyOption, children, ...rest } = props;
  const error = useFieldError(name);
  // The field turns red; its message is written under it unless the notice above already says it.
  const notice = useContext(Notice);
  const said = error !== undefined && notice !== null && notice.includes(error);
  return (
    <TextField
      {...rest}
      select={rest.select ?? options !== undefined}
      name={name}
      error={!!error || rest.error}
      helperText={said ? helperText : (error ?? helperText)}
    >
      {emptyOption !== undefined && <MenuItem value="">{emptyOption}</MenuItem>}
      {options?.map((o) => (
        <MenuItem key={o.id} value={o.id}>
          {o.label}
        </MenuItem>
      ))}
      {children}
    </TextField>
  );
}

/** The violations of a refused call (its body's `errors`), by property path. */
export function violationsOf(e: unknown): Record<string, string> {
  const body = (e as { body?: { errors?: Record<string, unknown> } } | null)?.body;
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(body?.errors ?? {})) if (typeof v === 'string') out[k] = v;
  return out;
}

export function FormDialog(props: FormDialogProps) {
  const { title, explain, onSubmit, onClose, submitLabel, cancelLabel, canSubmit = true, children } = props;
  const madeId = useId();
  const titleId = props.titleId ?? `form-dialog-${madeId}`;
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending || !canSubmit || props.readOnly) return;
    setError(null);
    setFieldErrors({});
    setPending(true);
    try {
      await onSubmit();
    } catch (e) {
      setError(errorText(e, props.errorFallback));
      setFieldErrors(violationsOf(e));
    } finally {
      setPending(false);
    }
  };
  const shown = error ?? props.error;

  return (
    <Dialog
      open
      onClose={onClose}
      fullWidth={props.fullWidth ?? true}
      fullScreen={props.fullScreen}
      maxWidth={props.maxWidth ?? 'sm'}
      aria-labelledby={titleId}
    >
      <form noValidate onSubmit={(e) => void submit(e)} style={{ display: 'contents' }}>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent tabIndex={props.readOnly ? 0 : undefined} sx={props.contentSx}>
          {explain && <DialogContentText>{explain}</DialogContentText>}
          <Stack spacing={props.spacing ?? 2} sx={{ mt: explain ? 2 : 1 }}>
            <Notice.Provider value={error}>
              <FieldErrors.Provider value={fieldErrors}>{children}</FieldErrors.Provider>
            </Notice.Provider>
            {shown && (
              <Alert severity="error" role="alert">
                {shown}
              </Alert>
            )}
          </Stack>
        </DialogContent>
        <DialogActions sx={props.actionsSx}>
          {props.actions}
          <Button onClick={onClose}>{cancelLabel}</Button>
          {!props.readOnly && (
            <Button
              type="submit"
              variant="contained"
              color={props.submitColor ?? 'primary'}
              disabled={pending || !canSubmit}
              aria-busy={pending}
            >
              {submitLabel}
            </Button>
          )}
        </DialogActions>
      </form>
    </Dialog>
  );
}
