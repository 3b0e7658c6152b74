import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import type { Project } from '../../../../common/editor/types.ts';
import { AppLayout, PageHeader } from '../../app/layout/app-layout.tsx';
import { useDocumentTitle } from '../../app/use-document-title.ts';
import { apiClient } from '../../lib/http/api-client.ts';
import { Trans, useTrans } from '../../lib/i18n.tsx';
import { LinkButton } from '../../ui/button.tsx';
import { NotFoundPage } from '../../app/errors/error-pages.tsx';
import { FormSettingsPanel } from './form-settings-panel.tsx';
import { exportUrl, formsQueryKey, SUBMISSION_FILTERS, useSubmissions } from './forms-api.ts';
import { SubmissionsInbox } from './submissions-inbox.tsx';
import { FILTER_LABELS, filterCount } from './submission-format.ts';
import { tabSearch, useSubmissionsLocation, type SubmissionsTab } from './use-submissions-location.ts';
import './forms.css';

/** /dashboard/sites/:projectId/submissions: what visitors sent through the site's forms, and the forms' settings. */
export function SubmissionsPage() {
  const projectId = Number(useParams().projectId);
  if (!Number.isInteger(projectId) || projectId < 1) return <NotFoundPage />;
  return <SiteSubmissions key={projectId} projectId={projectId} />;
}

function SiteSubmissions({ projectId }: { projectId: number }) {
  const trans = useTrans();
  useDocumentTitle('Submissions');
  const location = useSubmissionsLocation();
  const { tab, page, query } = location;
  const filter = tab === 'settings' ? 'inbox' : tab;
  const project = useQuery({
    queryKey: [...formsQueryKey(projectId), 'project'],
    queryFn: async ({ signal }) => (await apiClient.get<{ project: Project }>(`projects/${projectId}`, undefined, { signal })).project,
  });
  // The inbox below asks for the same page: one request feeds both the tab counts and the rows.
  const list = useSubmissions(projectId, { filter, query, page }, tab !== 'settings');

  return (
    <AppLayout>
      <div className="sw-forms" data-testid="submissions-page">
        <PageHeader
          title="Submissions"
          description={project.data ? <Trans message="What visitors sent through the forms of :name." values={{ name: project.data.name }} /> : undefined}
          actions={
            <>
              <LinkButton to="/dashboard" variant="text">
                <Trans message="All sites" />
              </LinkButton>
              <LinkButton to={`/editor/${projectId}`} variant="outline">
                <Trans message="Edit site" />
              </LinkButton>
              {tab !== 'settings' && (
                <a className="sw-btn sw-btn-outline sw-btn-md" href={exportUrl(projectId, { filter, query })} download data-testid="submissions-export">
                  <Trans message="Export CSV" />
                </a>
              )}
            </>
          }
        />
        <nav className="sw-tabs sw-forms-tabs" aria-label={trans('Submissions')} data-testid="submissions-tabs">
          {[...SUBMISSION_FILTERS, 'settings' as const].map((id) => (
            <TabLink key={id} id={id} current={tab} params={location.params} count={id === 'settings' ? null : filterCount(list.data?.counts, id)} />
          ))}
        </nav>
        {tab === 'settings' ? (
          <FormSettingsPanel projectId={projectId} />
        ) : (
          <SubmissionsInbox projectId={projectId} filter={filter} query={query} page={page} input={location.input} onInput={location.setInput} />
        )}
      </div>
    </AppLayout>
  );
}

function TabLink({ id, current, params, count }: { id: SubmissionsTab; current: SubmissionsTab; params: URLSearchParams; count: number | null }) {
  return (
    <Link to={{ search: tabSearch(params, id) }} className="sw-tab" aria-current={id === current ? 'page' : undefined} data-testid={`submissions-tab-${id}`}>
      <Trans message={id === 'settings' ? 'Settings' : FILTER_LABELS[id]} />
      {count !== null && (
        <span className="sw-forms-count" data-testid={`submissions-count-${id}`}>
          {count}
        </span>
      )}
    </Link>
  );
}
