// A record's page whose reading fails says why: the server's French reason (« … n'existe pas ou n'est pas
// accessible ») or the spec's words for a failure it did not explain (data/dataProvider.ts), where react-admin
// alone would always say that the record does not exist; then back to the list, as react-admin does.
import { useNotify, useRedirect } from 'react-admin';

/** The `queryOptions` of a ShowBase of `resource` (the view key, for the way back to its list). */
export function useShowErrorOptions(resource: string) {
  const notify = useNotify();
  const redirect = useRedirect();
  return {
    onError: (error: Error) => {
      notify(error.message || 'ra.notification.item_doesnt_exist', { type: 'error' });
      redirect('list', resource);
    },
  };
}
