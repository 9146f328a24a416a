// Shared pure rules of the trainee's course (issue 13).
export * from './course.ts';
export * from './sifa.ts';
