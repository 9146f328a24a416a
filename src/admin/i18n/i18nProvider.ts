// French i18n: ra-language-french for react-admin, our catalogue under `app.*`. dayjs is put in French where the
// admin uses it, with the date pickers (widgets/basics/pickers/pickerValue.ts), out of the start bundle.
import polyglotI18nProvider from 'ra-i18n-polyglot';
import frenchMessages from 'ra-language-french';
import { fr } from './fr.ts';

const messages = {
  ...frenchMessages,
  ...fr,
  ra: {
    ...frenchMessages.ra,
    notification: {
      ...frenchMessages.ra.notification,
      updated: fr.app.notification.success,
      created: fr.app.notification.created,
      // Spec 001 section 8 (the generic pages notify from widgets/archive/notices.ts; this is react-admin's own
      // default).
      deleted: fr.app.archive.done.deleted,
      http_error: fr.app.notification.error,
    },
  },
};

export const i18nProvider = polyglotI18nProvider(() => messages, 'fr', [{ locale: 'fr', name: 'Français' }], {
  allowMissing: true,
});
