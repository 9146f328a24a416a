/** Today in the centres' time zone, in SQL: the sessions store UTC (db/index.ts), so CURRENT_DATE is the UTC date,
 * the day before between midnight in Paris and midnight in UTC. Every "today" of the product is Paris's. */
export const TODAY = "(now() AT TIME ZONE 'Europe/Paris')::date";
