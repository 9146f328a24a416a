// Pure rules of document models and their generation, shared by server and admin.
export * from './variables.ts';
export * from './generation.ts';
