// Pure attendance rules shared by the server (domain/attendance) and the admin (pages/attendance).
export * from './time.ts';
export * from './absenceLookup.ts';
export * from './exitRule.ts';
export * from './signOff.ts';
export * from './conflicts.ts';
export * from './totals.ts';
export * from './messages.ts';
export * from './selfSign.ts';
export * from './availability.ts';
