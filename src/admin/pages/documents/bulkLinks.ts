// « Générer un document » on the trainee list's selection: opens the models page with those trainees chosen.
import { fr } from '../../i18n/fr.ts';
import type { BulkLink } from '../types.ts';

const links: BulkLink[] = [
  {
    view: 'stagiaires',
    label: fr.app.bulkLinks.generateDocuments,
    to: (ids) => `/antenne/modeles?etudiants=${ids.join(',')}`,
    roles: ['ROLE_SUPERVISOR', 'ROLE_ADMIN', 'ROLE_COORDINATOR', 'ROLE_USER'],
  },
];

export default links;
