// Tables of the providers domain beside its resources (db/migrate.ts): the documents of a trainer it was told about
// (trainerDocumentAlerts.ts), one row per document, expiry date and account, claimed before the notification and the
// mail so that one instance raises them, once (a renewed document, with a new expiry date, is told again).
export const trainerDocumentAlertStatements = (documents: string, users: string): string[] => [
  `CREATE TABLE IF NOT EXISTS trainer_document_alerts (document_id integer NOT NULL REFERENCES ${documents}(id) ON
    DELETE CASCADE, ` +
    `date_expiration date NOT NULL, user_id integer NOT NULL REFERENCES ${users}(id) ON DELETE CASCADE, ` +
    'notified_at timestamptz NOT NULL DEFAULT now(), PRIMARY KEY (document_id, date_expiration, user_id))',
];
