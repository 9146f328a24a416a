// The spec's notices on a generic write (create, edit, delete, archive): react-admin's mutation callbacks that
// notify from the catalogue (notices.ts) instead of its generic « La donnée a bien été créée ».
import { useNotify, type RaRecord } from 'react-admin';
import { errorNotice, hasFieldErrors, successNotice, type Noticed, type Operation } from './notices.ts';

/**
 * `mutationOptions` of a form or a button: a green notice then `after` (the redirect react-admin would have
 * done), or a red notice, except for an error that the form's inputs show (react-admin says so itself).
 */
export function useNotices(view: Noticed, operation: Operation, after?: (data: RaRecord) => void) {
  const notify = useNotify();
  return {
    onSuccess: (data: RaRecord) => {
      notify(successNotice(operation, view), { type: 'success' });
      after?.(data);
    },
    onError: (error: unknown) => {
      if (!hasFieldErrors(error)) notify(errorNotice(operation, view, error), { type: 'error' });
    },
  };
}
