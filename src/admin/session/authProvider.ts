// Session (spec 000 sections 3, 4, 5, 8): login stores the token (the answer must hold one), then the
// /users/me answer (must be an object) as `user` without roles plus `roles`; logout and 401 wipe storage.
import type { AuthProvider } from 'react-admin';
import { entrypoint } from '../config.ts';
import { dropClientProfiles, reloadClientProfiles } from '../clients/sessionProfiles.ts';
import { fetchJson } from '../http/httpClient.ts';
import { fr } from '../i18n/fr.ts';
import { getRoles, readUser, setToken, setUser, wipeStorage, type StoredUser } from './storage.ts';

export class SessionError extends Error {}

export async function login(email: string, password: string): Promise<StoredUser> {
  let answer: unknown;
  try {
    answer = (
      await fetchJson(
        `${entrypoint}/authentication_token`,
        {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
          body: JSON.stringify({ email, password }),
        },
        false,
      )
    ).json;
  } catch (error) {
    wipeStorage();
    const status = (error as { status?: number }).status;
    throw new SessionError(
      status === 401 || status === 400 || status === 422 ? fr.app.auth.badCredentials : fr.app.notification.error,
    );
  }
  const token = answer && typeof answer === 'object' ? (answer as { token?: unknown }).token : undefined;
  if (typeof token !== 'string' || !token) {
    wipeStorage();
    throw new SessionError(fr.app.auth.wrongResponse);
  }
  return startSession(token);
}

/** A session from a token the server gave (a login, or a learner's one-time code): the user read and stored. */
export async function startSession(token: string): Promise<StoredUser> {
  setToken(token);
  const me = (await fetchJson(`${entrypoint}/users/me`)).json;
  if (!me || typeof me !== 'object' || Array.isArray(me)) {
    wipeStorage();
    throw new SessionError(fr.app.auth.meNotObject);
  }
  setUser(me as StoredUser);
  // The client profiles are served per centre: the new session's, before its first page.
  await reloadClientProfiles();
  return me as StoredUser;
}

/** Display name of the stored user. */
export function userName(user: StoredUser): string {
  const name = [user.firstname, user.lastname].filter((p) => typeof p === 'string' && p).join(' ');
  return name || (typeof user.email === 'string' ? user.email : '');
}

export const authProvider: AuthProvider = {
  login: async ({ email, username, password }) => {
    await login(String(email ?? username ?? ''), String(password ?? ''));
  },
  logout: async () => {
    wipeStorage();
    dropClientProfiles();
    return '/';
  },
  checkAuth: async () => {
    const reading = readUser();
    if (reading.state === 'ok') return;
    if (reading.state === 'unreadable') console.error(fr.app.auth.unreadableUser, reading.error);
    wipeStorage();
    throw { redirectTo: '/', message: false };
  },
  checkError: async (error: { status?: number }) => {
    // The HTTP client already wiped storage and left for / on 401; this keeps react-admin consistent.
    if (error?.status === 401) throw { redirectTo: '/', message: false };
  },
  getIdentity: async () => {
    const reading = readUser();
    if (reading.state !== 'ok') throw new Error(fr.app.auth.unreadableUser);
    const { user } = reading;
    return { id: (user.id as string | number | undefined) ?? String(user.email ?? ''), fullName: userName(user) };
  },
  getPermissions: async () => getRoles(),
};
