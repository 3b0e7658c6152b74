import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { DEFAULT_WORKSPACE_ID, PERMISSIONS } from '../../../../common/constants.ts';
import type { Project } from '../../../../common/editor/types.ts';
import { useAuth } from '../../app/auth/use-auth.ts';
import { AppLayout, PageHeader } from '../../app/layout/app-layout.tsx';
import { useDocumentTitle } from '../../app/use-document-title.ts';
import { showHttpErrorToast } from '../../lib/http/show-http-error-toast.ts';
import { Trans, useTrans } from '../../lib/i18n.tsx';
import { Button, LinkButton } from '../../ui/button.tsx';
import { QueryError } from '../../ui/query-status.tsx';
import { Spinner, useDelayedVisibility } from '../../ui/spinner.tsx';
import { toast } from '../../ui/toast/toast-store.ts';
import { CreateWithAi } from '../ai-generation/create-with-ai.tsx';
import { useAccountUsage } from '../billing/billing-api.ts';
import { LapsedPlanBanner, useSitesAccess } from '../billing/lapsed-plan.tsx';
import { PlaceholderCards } from '../placeholder.tsx';
import { PublishingDialog } from '../publishing/publishing-dialog.tsx';
import { useActiveWorkspaceId } from '../workspaces/active-workspace.ts';
import { WorkspaceInvitations } from '../workspaces/workspace-invitations.tsx';
import { WorkspaceSwitcher } from '../workspaces/workspace-switcher.tsx';
import { DashboardAd } from './dashboard-ad.tsx';
import { NewSiteDialog } from './new-site-dialog.tsx';
import { ProjectCard } from './project-card.tsx';
import { DeleteProjectDialog, refreshProjectLists, RenameProjectDialog } from './project-dialogs.tsx';
import { duplicateProject, fetchProjects, nextProjectsPage, projectsQueryKey, showProjectError } from './projects-api.ts';
import { siteLimitNotice } from './site-limit.ts';
import { useUrlSearchQuery } from './use-project-search.ts';
import './dashboard.css';

export const NO_RESULTS_MESSAGE = 'There are no items matching your query';
export const PROJECT_DUPLICATED_MESSAGE = 'Project duplicated';
const SKELETON_CARDS = 6;

/**
 * /dashboard: the active workspace's sites as cards, searchable, with create / rename / duplicate /
 * delete / publishing settings; above them the workspace switcher and pending invitations. A
 * workspace switch mounts the sites afresh (search, dialogs, no previous workspace's cards).
 */
export function DashboardPage() {
  useDocumentTitle('Dashboard');
  const workspaceId = useActiveWorkspaceId();
  return (
    <AppLayout>
      <div data-testid="dashboard-page" className="sw-dashboard">
        <div className="sw-dashboard-workspace">
          <WorkspaceSwitcher />
        </div>
        <WorkspaceInvitations />
        <DashboardAd slot="dashboard_top" />
        <DashboardSites key={workspaceId} teamWorkspace={workspaceId !== DEFAULT_WORKSPACE_ID} />
        <DashboardAd slot="dashboard_bottom" />
      </div>
    </AppLayout>
  );
}

function DashboardSites({ teamWorkspace }: { teamWorkspace: boolean }) {
  const trans = useTrans();
  const search = useUrlSearchQuery();
  const [creating, setCreating] = useState(false);
  const [renaming, setRenaming] = useState<Project | null>(null);
  const [deleting, setDeleting] = useState<Project | null>(null);
  const [publishing, setPublishing] = useState<Project | null>(null);
  // A lapsed plan (billing on): the sites stay visible, creating one needs a plan again.
  const readOnly = useSitesAccess() === 'read-only';

  const projects = useInfiniteQuery({
    queryKey: projectsQueryKey(search.query),
    queryFn: ({ pageParam, signal }) => fetchProjects(search.query, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextProjectsPage,
    // While a new search loads, the previous results stay instead of flashing skeletons.
    placeholderData: keepPreviousData,
  });

  useEffect(() => {
    if (projects.error) showHttpErrorToast(projects.error);
  }, [projects.error]);

  const showSkeletons = useDelayedVisibility(projects.isPending);
  const searching = useDelayedVisibility(projects.isFetching && !projects.isFetchingNextPage && !projects.isPending);
  const items = projects.data?.pages.flatMap((page) => page.data) ?? [];
  const total = projects.data?.pages[0]?.total ?? 0;
  const hasNoSites = projects.isSuccess && total === 0 && search.query === '' && !projects.isPlaceholderData;
  // The user's own sites, as far as this list shows them (the personal workspace, unsearched): the
  // count for the limit while billing is off; with billing on, account/usage counts every owned site.
  const ownedListed = !teamWorkspace && search.query === '' && projects.isSuccess && !projects.isPlaceholderData ? total : null;
  const siteLimit = useSiteLimitNotice(ownedListed);

  async function duplicate(project: Project) {
    try {
      await duplicateProject(project.id);
      toast(PROJECT_DUPLICATED_MESSAGE);
      await refreshProjectLists();
    } catch (error) {
      showProjectError(error);
    }
  }

  return (
    <>
      <div className="sw-page-header">
        <div>
          <h1>
            <Trans message={teamWorkspace ? 'Team sites' : 'My sites'} />
          </h1>
        </div>
        <div className="sw-page-header-actions">
          <LinkButton to="/dashboard/api" variant="outline">
            <Trans message="API" />
          </LinkButton>
          {readOnly ? (
            <>
              <LinkButton to="/pricing" variant="outline" data-testid="create-with-ai" startIcon={<span aria-hidden="true">✦</span>}>
                <Trans message="Create with AI" />
              </LinkButton>
              <LinkButton to="/pricing" variant="primary" data-testid="new-site" startIcon={<span aria-hidden="true">+</span>}>
                <Trans message="New site" />
              </LinkButton>
            </>
          ) : (
            <>
              <CreateWithAi />
              <Button
                variant="primary"
                onClick={() => setCreating(true)}
                disabled={siteLimit !== null}
                aria-describedby={siteLimit ? 'site-limit-notice' : undefined}
                data-testid="new-site"
                startIcon={<span aria-hidden="true">+</span>}
              >
                <Trans message="New site" />
              </Button>
            </>
          )}
        </div>
      </div>

      {!readOnly && siteLimit && (
        <p id="site-limit-notice" className="sw-dashboard-limit" role="status" data-testid="site-limit-notice">
          {siteLimit}{' '}
          <Link to="/pricing">
            <Trans message="See plans" />
          </Link>
        </p>
      )}

      {readOnly && <LapsedPlanBanner />}

      {!hasNoSites && (projects.isSuccess || search.input !== '') && (
        <div className="sw-dashboard-toolbar">
          <div className="sw-search-field">
            <input
              type="search"
              className="sw-input"
              value={search.input}
              onChange={(event) => search.setInput(event.target.value)}
              placeholder={trans('Search sites...')}
              aria-label={trans('Search sites')}
              data-testid="projects-search"
            />
            {searching && <Spinner size="sm" delay={0} className="sw-search-spinner" />}
          </div>
          {projects.isSuccess && total > 0 && (
            <span className="sw-muted sw-dashboard-count" data-testid="projects-count">
              <Trans message="{one} :count site|{other} :count sites" count={total} />
            </span>
          )}
        </div>
      )}

      {projects.isPending ? (
        <ul className="sw-project-grid" aria-busy="true" data-testid="projects-loading">
          {showSkeletons && Array.from({ length: SKELETON_CARDS }, (_, index) => <SkeletonCard key={index} />)}
        </ul>
      ) : projects.isError && !projects.data ? (
        <QueryError title={<Trans message="Your sites could not be loaded" />} error={projects.error} onRetry={() => void projects.refetch()} retrying={projects.isFetching} testId="projects-error" />
      ) : hasNoSites ? (
        <EmptyState onCreate={readOnly ? null : () => setCreating(true)} />
      ) : items.length === 0 ? (
        <p className="sw-dashboard-no-results sw-muted" role="status" data-testid="projects-no-results">
          <Trans message={NO_RESULTS_MESSAGE} />
        </p>
      ) : (
        <>
          <ul className="sw-project-grid" data-testid="projects-grid" aria-busy={projects.isFetching ? true : undefined}>
            {items.map((project) => (
              <ProjectCard key={project.id} project={project} onRename={setRenaming} onDuplicate={duplicate} onDelete={setDeleting} onPublishing={setPublishing} />
            ))}
          </ul>
          {projects.hasNextPage && (
            <div className="sw-dashboard-more">
              <Button variant="outline" onClick={() => void projects.fetchNextPage()} disabled={projects.isFetchingNextPage} data-testid="projects-load-more">
                {projects.isFetchingNextPage && <Spinner size="sm" delay={0} label={null} />}
                <Trans message="Load more" />
              </Button>
            </div>
          )}
        </>
      )}

      <NewSiteDialog open={creating} onClose={() => setCreating(false)} />
      <RenameProjectDialog project={renaming} onClose={() => setRenaming(null)} />
      <DeleteProjectDialog project={deleting} onClose={() => setDeleting(null)} />
      <PublishingDialog project={publishing} onClose={() => setPublishing(null)} />
    </>
  );
}

/** The server's refusal of one more site, before the user tries: account/usage counts every owned site while billing is on. */
function useSiteLimitNotice(ownedListed: number | null): string | null {
  const { subject } = useAuth();
  const usage = useAccountUsage({ enabled: Boolean(subject.billingEnabled) });
  const sites = usage.data?.usage.find((entry) => entry.permission === PERMISSIONS.projectsCreate);
  return siteLimitNotice(subject, sites ? sites.used : ownedListed, usage.data?.current_plan?.name ?? null);
}

/** `onCreate` null: creating a site needs a plan first, so the button leads to /pricing. */
function EmptyState({ onCreate }: { onCreate: (() => void) | null }) {
  return (
    <section className="sw-card sw-dashboard-panel sw-dashboard-empty" data-testid="projects-empty" aria-labelledby="projects-empty-title">
      <div className="sw-dashboard-empty-art" aria-hidden="true">
        <span />
        <span />
        <span />
      </div>
      <h2 id="projects-empty-title">
        <Trans message="Build your first site" />
      </h2>
      <p className="sw-muted">
        <Trans message="Start from a ready-made template or a blank page, then edit it visually: drag in blocks, change text and styles, add pages." />
      </p>
      {onCreate ? (
        <Button variant="primary" size="lg" onClick={onCreate} data-testid="projects-empty-new-site" startIcon={<span aria-hidden="true">+</span>}>
          <Trans message="New site" />
        </Button>
      ) : (
        <LinkButton to="/pricing" variant="primary" size="lg" data-testid="projects-empty-new-site" startIcon={<span aria-hidden="true">+</span>}>
          <Trans message="New site" />
        </LinkButton>
      )}
    </section>
  );
}

function SkeletonCard() {
  return (
    <li className="sw-project-card sw-project-card-skeleton" aria-hidden="true">
      <div className="sw-project-thumb sw-skeleton-tile" />
      <div className="sw-project-body">
        <div className="sw-project-text">
          <span className="sw-skeleton-line" />
          <span className="sw-skeleton-line sw-skeleton-line-short" />
        </div>
      </div>
    </li>
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
