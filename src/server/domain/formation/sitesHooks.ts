// Hooks of the sites domain in the generic CRUD (crud/hooks.ts):
// - antenne_fermetures: a closing period that overlaps another of its antenne is refused (closings.ts); the
//   create's answer carrying the closing list stays formation/hooks.ts's (closingList.ts);
// - antennes: the list filtered by the diploma or diploma session its sites hold (offer.ts).
import { defineHooks } from '../../crud/hooks.ts';
import { checkClosingOverlap } from './closings.ts';
import { offerCondition } from './offer.ts';

export default defineHooks({
  antennes: { narrowRead: ({ query, start }) => offerCondition(query, start) },
  antenne_fermetures: { beforeWrite: (candidate, args) => checkClosingOverlap(candidate, args) },
});
