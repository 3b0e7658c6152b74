import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { loadLazyRoutes } from './app/router.tsx';
import { loadInitialBootstrapData, onBootstrapDataChange } from './app/bootstrap/bootstrap-store.ts';
import { setTranslations } from './lib/i18n.tsx';
import { hydrateServerQueries, queryClient } from './lib/query-client.ts';
import { applyActiveTheme } from './ui/themes/active-theme.ts';
import './ui/styles.css';

// Whenever bootstrap data changes (start-up, login, logout): translations and theme follow, and
// when the user changes, cached server state of the previous user is dropped.
onBootstrapDataChange((next, previous) => {
  setTranslations(next.i18n?.lines, next.i18n?.language);
  if (next.i18n?.language) document.documentElement.lang = next.i18n.language;
  applyActiveTheme();
  if (previous && previous.user?.id !== next.user?.id) {
    queryClient.removeQueries({ type: 'inactive' });
    void queryClient.invalidateQueries();
  }
});

// Embedded data is read synchronously here, so the first render already has it.
loadInitialBootstrapData().catch((error: unknown) => console.error('Could not load bootstrap data', error));

const container = document.getElementById('root')!;
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

// Public pages arrive rendered by the server (server/http/server-render.ts): the browser adopts that
// HTML once the screen's code is here. The screen's modules are named by modulepreload links
// (server/http/screen-preloads.ts, added on such a page by web/public/start-app.js just before this
// script); importing them first lets React adopt the whole page in one pass
// instead of stopping at each lazily loaded part. Either way the first render is a transition,
// which React splits into short tasks, so a phone's main thread stays free for the first tap.
if (container.firstElementChild) {
  hydrateServerQueries();
  const screenModules = [...document.querySelectorAll<HTMLLinkElement>('link[rel=modulepreload]')].map((link) => import(/* @vite-ignore */ link.href));
  // A module that fails to load here is asked for again where the page needs it; the page is adopted regardless.
  const loaded = [...screenModules, loadLazyRoutes(window.location)].map((loading) => loading.catch(() => undefined));
  void Promise.all(loaded).then(() => startTransition(() => void hydrateRoot(container, app)));
} else {
  const root = createRoot(container);
  startTransition(() => root.render(app));
}
