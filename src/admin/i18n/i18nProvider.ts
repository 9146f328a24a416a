// French i18n: ra-language-french for react-admin, our catalogue under `app.*`, dayjs in French.
import polyglotI18nProvider from 'ra-i18n-polyglot';
import frenchMessages from 'ra-language-french';
import dayjs from 'dayjs';
import 'dayjs/locale/fr';
import { fr } from './fr.ts';

dayjs.locale('fr');

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
