// Bespoke pages of the signed-in user's account: its profile and password, and its Google sign-in (with the
// two return paths Google redirects to). Lazy chunks.
import { createElement, lazy } from 'react';
import type { PageRoute } from '../types.ts';

const google = (kind: 'forms' | 'verify' | 'drive') =>
  lazy(() => import('./GooglePage.tsx').then((m) => ({ default: () => createElement(m.GooglePage, { kind }) })));

const routes: PageRoute[] = [
  { path: 'google-forms', Component: google('forms'), title: 'Google Forms' },
  { path: 'google-auth-verify', Component: google('verify'), title: 'Connexion Google' },
  { path: 'google-drive-callback', Component: google('drive'), title: 'Google Drive' },
  { path: 'modifier-profil', Component: lazy(() => import('./ProfilePage.tsx')), title: 'Modifier mon profil' },
];

export default routes;
