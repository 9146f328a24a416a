// Checks the ids a profile takes from the reference data (document types by group, interview types,
// invoice details): a schema knows only the id range, the reference lists know which ids exist.
import { types_document_administratif, types_document_pedagogique } from '../reference/documents.ts';
import { types_entretien } from '../reference/entretiens.ts';
import { details_facture } from '../reference/facturation.ts';
import type { RefList } from '../reference/types.ts';
import { formatRule } from './messages.ts';
import type { ClientCommon, ClientProfile } from './types.ts';

interface Binding {
  path: string;
  list: RefList;
  what: string;
  pick: (p: ClientCommon) => readonly number[] | undefined;
}

const bindings: Binding[] = [
  {
    path: 'stagiaire/typeDocumentAdministratifs',
    list: types_document_administratif,
    what: "n'est pas un type de document administratif",
    pick: (p) => p.stagiaire?.typeDocumentAdministratifs,
  },
  {
    path: 'stagiaire/typeDocumentPedagogiques',
    list: types_document_pedagogique,
    what: "n'est pas un type de document pédagogique",
    pick: (p) => p.stagiaire?.typeDocumentPedagogiques,
  },
  {
    path: 'entretien/interviewsType',
    list: types_entretien,
    what: "n'est pas un type d'entretien",
    pick: (p) => p.entretien?.interviewsType,
  },
  {
    path: 'facturation/typeFactureDetails',
    list: details_facture,
    what: "n'est pas un détail de facture",
    pick: (p) => p.facturation?.typeFactureDetails,
  },
];

/** One line per unknown id, pointing at `/common/...` or `/entries/<n>/...`. */
export function referenceErrors(file: string, profile: ClientProfile): string[] {
  const parts: Array<[string, ClientCommon]> = [
    ...(profile.common ? [['/common', profile.common] as [string, ClientCommon]] : []),
    ...profile.entries.map((entry, i): [string, ClientCommon] => [`/entries/${i}`, entry]),
  ];
  const errors: string[] = [];
  for (const [base, part] of parts) {
    for (const { path, list, what, pick } of bindings) {
      pick(part)?.forEach((id, i) => {
        if (!list.some((item) => item.id === id))
          errors.push(formatRule(file, `${base}/${path}/${i}`, `vaut ${id}, qui ${what}`));
      });
    }
  }
  return errors;
}
