// Session storage (spec 000 sections 3-5): the token, the user (the /users/me answer without roles), the
// roles (array) and the last restricted path, all in localStorage.
export type StoredUser = Record<string, unknown>;

const KEYS = { token: 'token', user: 'user', roles: 'roles', lastPath: 'lastPath' } as const;

export const getToken = (): string | null => localStorage.getItem(KEYS.token);
export const setToken = (token: string): void => localStorage.setItem(KEYS.token, token);

export function setUser(me: StoredUser): void {
  const { roles, ...user } = me;
  localStorage.setItem(KEYS.user, JSON.stringify(user));
  localStorage.setItem(KEYS.roles, JSON.stringify(Array.isArray(roles) ? roles : []));
}

export type UserReading =
  { state: 'missing' } | { state: 'unreadable'; error: unknown } | { state: 'ok'; user: StoredUser };

/** Reads the stored user; an unparsable or non-object value is "unreadable". */
export function readUser(): UserReading {
  // Rendered outside a browser (the pages' server-side tests), nobody is signed in.
  if (typeof localStorage === 'undefined') return { state: 'missing' };
  const raw = localStorage.getItem(KEYS.user);
  if (raw === null) return { state: 'missing' };
  try {
    const user: unknown = JSON.parse(raw);
    if (user === null || typeof user !== 'object' || Array.isArray(user)) {
      return { state: 'unreadable', error: new Error("L'utilisateur enregistré n'est pas un objet.") };
    }
    return { state: 'ok', user: user as StoredUser };
  } catch (error) {
    return { state: 'unreadable', error };
  }
}

export function getRoles(): string[] {
  try {
    const roles: unknown = JSON.parse(localStorage.getItem(KEYS.roles) ?? '[]');
    return Array.isArray(roles) ? roles.filter((r): r is string => typeof r === 'string') : [];
  } catch {
    return [];
  }
}

export const getLastPath = (): string | null => localStorage.getItem(KEYS.lastPath);
export const setLastPath = (path: string): void => localStorage.setItem(KEYS.lastPath, path);

/** Logout and 401: every browser storage is wiped (spec 000 section 8). */
export function wipeStorage(): void {
  localStorage.clear();
  sessionStorage.clear();
}
