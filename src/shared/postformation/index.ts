// Pure rules of the post-training domain.
export * from './followUp.ts';
export * from './surveyAnswers.ts';
