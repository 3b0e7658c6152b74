import type { ReactNode } from 'react';
import type { AiSettings } from '../../../../../common/ai/settings.ts';
import { PageHeader } from '../../../app/layout/app-layout.tsx';
import { useDocumentTitle } from '../../../app/use-document-title.ts';
import { Trans } from '../../../lib/i18n.tsx';
import { LinkButton } from '../../../ui/button.tsx';
import { QueryError, QueryLoading } from '../../../ui/query-status.tsx';
import { useAiSettings } from './ai-settings-api.ts';
import { AiSettingsForm } from './ai-settings-form.tsx';
import { ImageSourcesCard } from './image-sources-card.tsx';
import './ai-settings.css';

/** /admin/settings/ai: which AI writes generated sites, and a check that an endpoint answers. */
export function AiSettingsPage() {
  useDocumentTitle('AI generation');
  const query = useAiSettings();

  let content: ReactNode;
  if (query.isPending) content = <QueryLoading size="lg" />;
  else if (query.isError) {
    content = (
      <QueryError title={<Trans message="There was an issue loading this page" />} error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} testId="ai-settings-error" />
    );
  } else {
    content = (
      <div className="sw-ai-settings">
        <InUseLine inUse={query.data.in_use} />
        <AiSettingsForm saved={query.data} />
        <ImageSourcesCard />
      </div>
    );
  }

  return (
    <div data-testid="ai-settings-page">
      <PageHeader
        title="AI generation"
        description="Choose what writes the sites people generate: the built-in composer or a model of your own."
        actions={
          <LinkButton to="/admin" variant="outline">
            <Trans message="Back to admin" />
          </LinkButton>
        }
      />
      {content}
    </div>
  );
}

/** What generation uses now: the saved choice, or the environment where nothing is saved. */
function InUseLine({ inUse }: { inUse: AiSettings['in_use'] }) {
  let line: ReactNode;
  if (inUse.provider === 'composer') line = <Trans message="Generation now uses the built-in composer." />;
  else if (inUse.model) line = <Trans message="Generation now uses :model at :url." values={{ model: <code>{inUse.model}</code>, url: <code>{inUse.base_url}</code> }} />;
  else line = <Trans message="Generation now uses the endpoint at :url." values={{ url: <code>{inUse.base_url}</code> }} />;
  return (
    <p className="sw-ai-in-use" role="status" data-testid="ai-in-use">
      {line}
    </p>
  );
}
