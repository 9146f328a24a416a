// Pure rules of document models and their generation (issue 18 item 4), shared by server and admin.
export * from './variables.ts';
export * from './generation.ts';
