import { useUser } from '../../app/bootstrap/bootstrap-store.ts';
import { AppLayout, PageHeader } from '../../app/layout/app-layout.tsx';
import { useDocumentTitle } from '../../app/use-document-title.ts';
import { Trans } from '../../lib/i18n.tsx';
import { LinkButton } from '../../ui/button.tsx';
import { PlaceholderCards } from '../placeholder.tsx';

export function DashboardPage() {
  const user = useUser();
  useDocumentTitle('Dashboard');
  return (
    <AppLayout>
      <div data-testid="dashboard-page">
        <PageHeader
          title="Dashboard"
          description={<Trans message="Welcome back, :name. Your sites will show up here." values={{ name: user?.display_name ?? '' }} />}
          actions={
            <LinkButton to="/dashboard/api" variant="outline">
              <Trans message="API" />
            </LinkButton>
          }
        />
        <PlaceholderCards
          items={[
            { title: 'Your sites', text: 'Create a site from a prompt or a template, then edit it visually.' },
            { title: 'Publishing', text: 'Publish a site to its address, or from CI with the sitewright command line.' },
            { title: 'Workspaces', text: 'Invite your team to build sites together.' },
          ]}
        />
      </div>
    </AppLayout>
  );
}

export function DashboardApiPage() {
  useDocumentTitle('API');
  return (
    <AppLayout>
      <div data-testid="dashboard-api-page">
        <PageHeader title="API" description="Create API tokens to publish sites from scripts and CI." />
        <PlaceholderCards items={[{ title: 'Access tokens', text: 'Tokens you create appear here. A token is shown only once.' }]} />
      </div>
    </AppLayout>
  );
}
