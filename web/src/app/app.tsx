import { QueryClientProvider } from '@tanstack/react-query';
import { useMemo } from 'react';
import { RouterProvider } from 'react-router';
import { MESSAGES } from '../../../common/constants.ts';
import { queryClient } from '../lib/query-client.ts';
import { Trans } from '../lib/i18n.tsx';
import { Button } from '../ui/button.tsx';
import { PageSpinner } from '../ui/spinner.tsx';
import { loadInitialBootstrapData, useBootstrapState } from './bootstrap/bootstrap-store.ts';
import { createAppRouter } from './router.tsx';

function BootstrapError() {
  return (
    <div className="sw-message-page" role="alert">
      <h1>
        <Trans message={MESSAGES.pageLoadErrorTitle} />
      </h1>
      <p>
        <Trans message={MESSAGES.pageLoadErrorText} />
      </p>
      <Button variant="outline" onClick={() => void loadInitialBootstrapData().catch(() => undefined)}>
        <Trans message="Try again" />
      </Button>
    </div>
  );
}

function Router() {
  const router = useMemo(() => createAppRouter(), []);
  return <RouterProvider router={router} />;
}

/** Waits for bootstrap data (embedded, or fetched in dev), then renders the router. */
export function App() {
  const bootstrap = useBootstrapState();
  return (
    <QueryClientProvider client={queryClient}>
      {bootstrap.status === 'ready' ? <Router /> : bootstrap.status === 'error' ? <BootstrapError /> : <PageSpinner />}
    </QueryClientProvider>
  );
}
