import { AppLayout, PageHeader } from '../../app/layout/app-layout.tsx';
import { useDocumentTitle } from '../../app/use-document-title.ts';

export function ApiDocsPage() {
  useDocumentTitle('API documentation');
  return (
    <AppLayout>
      <div data-testid="api-docs-page">
        <PageHeader title="API documentation" description="Endpoints, authentication with API tokens and examples." />
      </div>
    </AppLayout>
  );
}
