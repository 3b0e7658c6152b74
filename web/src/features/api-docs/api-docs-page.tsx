import { useState } from 'react';
import { AppLayout, PageHeader } from '../../app/layout/app-layout.tsx';
import { useDocumentTitle } from '../../app/use-document-title.ts';
import { PasswordConfirmationProvider } from '../auth/confirm-password.tsx';
import { SwaggerView } from './swagger-view.tsx';
import { TokenPanel, type ChosenToken } from './token-panel.tsx';
import './api-docs.css';

/** The API reference, generated from the server's routes, with "Try it out" on the user's own token. */
export function ApiDocsPage() {
  useDocumentTitle('API documentation');
  const [token, setToken] = useState<ChosenToken | null>(null);
  return (
    <AppLayout>
      <div className="sw-api-docs" data-testid="api-docs-page">
        <PageHeader title="API documentation" description="Endpoints, authentication with API tokens and examples." />
        <PasswordConfirmationProvider>
          <TokenPanel chosen={token} onChoose={setToken} />
        </PasswordConfirmationProvider>
        <SwaggerView token={token?.value ?? null} />
      </div>
    </AppLayout>
  );
}
