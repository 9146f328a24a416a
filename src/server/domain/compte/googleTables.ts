// Tables of the Google link (google.ts): one linked Google account per user (its refresh token sealed with
// crypto/seal.ts, its granted scopes, its e-mail), and the sign-ins under way (state, PKCE verifier sealed, the
// path to come back to), kept 15 minutes.
export const googleStatements = (users: string): string[] => [
  `CREATE TABLE IF NOT EXISTS google_links (user_id integer PRIMARY KEY REFERENCES ${users}(id) ON DELETE CASCADE, ` +
    `email text, scopes text NOT NULL DEFAULT '', refresh_token text, updated_at timestamptz NOT NULL DEFAULT now())`,
  `CREATE TABLE IF NOT EXISTS google_auth_states (state text PRIMARY KEY, user_id integer NOT NULL REFERENCES
    ${users}(id) ` +
    `ON DELETE CASCADE, kind text NOT NULL, verifier text NOT NULL, return_to text NOT NULL, created_at timestamptz ` +
    `NOT NULL DEFAULT now())`,
];
