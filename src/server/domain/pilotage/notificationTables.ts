// Notifications stored with a message that only repeats their title (the same words, whatever the case, spaces
// or final full stop: notificationBody in src/shared/pilotage) lose that message, so no list shows it twice.
// Idempotent: run at each migration.

/** `notifications`: the quoted table name. */
export function notificationStatements(notifications: string): string[] {
  const words = (col: string) =>
    `regexp_replace(regexp_replace(lower(btrim(${col})), '[.[:space:]]+$', ''), '[[:space:]]+', ' ', 'g')`;
  return [
    `UPDATE ${notifications} SET message = NULL
    WHERE message IS NOT NULL AND ${words('message')} = ${words('title')}`,
  ];
}
