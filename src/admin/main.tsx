// Entry point of the admin bundle. Two parts: the first page of a list drawn early (a small module without
// React, instant/instant.ts) and the app itself. index.html preloads both (scripts/start-hints.ts), so both
// are downloaded at once; the app is run once the early page is drawn or declined, so the two do not fight
// for the browser's main thread and the rows show first. A slow API does not hold the app back for long.
import { dismissInstant } from './instant/handoff.ts';

/** The longest the app waits for the early page (an API slow to answer its first page). */
const WAIT_MS = 1_000;

const early = import('./instant/instant.ts')
  .then((m) => m.showFirstPage())
  .catch((error: unknown) => {
    // The app starts as it always did; the early page must never stay half-drawn.
    dismissInstant();
    console.error(error);
  });

Promise.race([early, new Promise((resolve) => setTimeout(resolve, WAIT_MS))])
  .then(() => import('./startApp.tsx'))
  .catch((error: unknown) => {
    dismissInstant();
    console.error(error);
    const root = document.getElementById('root');
    if (root) root.textContent = 'Le back-office n’a pas pu démarrer. Rechargez la page.';
  });
