// A survey model (enquetes) and its results (GET enquetes/{id}/resultats), as the API answers them.
import type { SurveyQuestion, QuestionResult } from '../../../../shared/postformation/index.ts';

export interface Survey {
  '@id': string;
  id: number;
  name: string;
  categorie: number;
  introduction: string | null;
  questions: SurveyQuestion[];
}
export interface SurveyResults {
  envoyes: number;
  repondus: number;
  taux_reponse: number;
  questions: QuestionResult[];
}
