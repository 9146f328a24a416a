// The admin application, started by main.tsx.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.tsx';
import { spaceHome } from './routing/RequireSession.tsx';
import { getRoles, readUser } from './session/storage.ts';
import { loadFilterWidgets } from './views/filterInputs.tsx';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

// A signed-in staff member works in lists: their filter form and inputs (a chunk of their own, out of the start
// bundle: views/filterWidgets.tsx) are fetched while the app starts, not once a list shows, so that a list's
// filters, and the requests of their choices, do not come after its rows (bench P1I). Not for the learners',
// tutors' and trainers' spaces, which have no such list, nor before signing in.
if (readUser().state === 'ok' && !spaceHome(getRoles())) void loadFilterWidgets().catch(() => undefined);
