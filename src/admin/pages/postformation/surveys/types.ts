// A survey model (enquetes) and its results (GET enquetes/{id}/resultats), as the API answers them.
import type { SurveyQuestion, QuestionResult } from '../../../../shared/postformation/index.ts';
import type { FieldsOf } from '../../../data/recordOf.ts';

// The questions as the shared survey code reads them (the generated type spells them as a 1-to-60 tuple).
export type Survey = FieldsOf<'enquetes', '@id' | 'id' | 'name' | 'categorie' | 'introduction'> & {
  questions: SurveyQuestion[];
};
export interface SurveyResults {
  envoyes: number;
  repondus: number;
  taux_reponse: number;
  questions: QuestionResult[];
}
