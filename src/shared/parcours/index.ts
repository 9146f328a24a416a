// Shared pure rules of the trainee's course.
export * from './course.ts';
export * from './sifa.ts';
