// Pure rules of the post-training domain (issue 18).
export * from './followUp.ts';
export * from './surveyAnswers.ts';
