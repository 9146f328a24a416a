// Field order of the trainee formation form from orderFieldsTrainingForm, without the fields whose
// accessRight flag is off (sectors, sessions, groups) and with the administrative antenne when it is on.
import { trainingFormFields } from './defaults.ts';
import type { BooleanFlag, ClientParameters, TrainingFormField } from './types.ts';

const gatedBy: Partial<Record<TrainingFormField, BooleanFlag[]>> = {
  antenne_secteur: ['hasSectors'],
  diplome_session: ['hasSessions'],
  action_session: ['hasSessions'],
  antenne_groupe_session: ['hasSessions', 'hasGroups'],
};

/** Field names in display order; `antenne_administrative` is not in the spec's list, so it follows `antenne`. */
export function orderTrainingFormFields(
  profile: Pick<ClientParameters, 'orderFieldsTrainingForm' | 'accessRight'>,
): string[] {
  const rank = profile.orderFieldsTrainingForm;
  const ordered = trainingFormFields
    .map((field, index) => ({ field, index, rank: rank[field] }))
    .filter(({ field, rank: r }) => r >= 0 && (gatedBy[field] ?? []).every((flag) => profile.accessRight[flag]))
    // Equal ranks keep the spec's order.
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map(({ field }) => field as string);
  if (profile.accessRight.hasAdministrativeBranch) {
    const at = ordered.indexOf('antenne');
    ordered.splice(at < 0 ? ordered.length : at + 1, 0, 'antenne_administrative');
  }
  return ordered;
}
