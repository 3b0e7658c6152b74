import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { loadInitialBootstrapData, onBootstrapDataChange } from './app/bootstrap/bootstrap-store.ts';
import { setTranslations } from './lib/i18n.tsx';
import { queryClient } from './lib/query-client.ts';
import { applyActiveTheme } from './ui/themes/active-theme.ts';
import './ui/styles.css';

// Whenever bootstrap data changes (start-up, login, logout): translations and theme follow, and
// when the user changes, cached server state of the previous user is dropped.
onBootstrapDataChange((next, previous) => {
  setTranslations(next.i18n?.lines);
  if (next.i18n?.language) document.documentElement.lang = next.i18n.language;
  applyActiveTheme();
  if (previous && previous.user?.id !== next.user?.id) {
    queryClient.removeQueries({ type: 'inactive' });
    void queryClient.invalidateQueries();
  }
});

// Embedded data is read synchronously here, so the first render already has it.
loadInitialBootstrapData().catch((error: unknown) => console.error('Could not load bootstrap data', error));

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
