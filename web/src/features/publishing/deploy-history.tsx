import { useQuery } from '@tanstack/react-query';
import { Fragment, useState, type ReactNode } from 'react';
import type { DeployRecord } from '../../../../common/publishing.ts';
import { useBootstrapData } from '../../app/bootstrap/bootstrap-store.ts';
import { Trans, transChoice, useTrans } from '../../lib/i18n.tsx';
import { Button } from '../../ui/button.tsx';
import { QueryError, QueryLoading } from '../../ui/query-status.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { toast } from '../../ui/toast/toast-store.ts';
import { formatRelativeTime } from '../account-settings/sessions/relative-time.ts';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { DeployWarnings } from './deploy-warnings.tsx';
import { DEPLOY_STATUS_LABELS, displayUrl, formatBytes, formatDuration, isDeployFinished, liveDeploy, liveSiteUrl } from './deploy-format.ts';
import { deploysQueryKey, fetchDeploys, makeDeployLive, refreshPublishing, unpublishProject } from './publishing-api.ts';

/** While a deploy is building elsewhere (another tab, the CLI), the list keeps up. */
const RUNNING_DEPLOYS_POLL_MS = 2000;
export const DEPLOY_LIVE_MESSAGE = 'Deploy #:number is live';
export const UNPUBLISHED_MESSAGE = 'The site is offline';

/** The deploys of a site, newest first: which one is live, switching back to an older one, going offline. */
export function DeployHistory({ projectId }: { projectId: number }) {
  const trans = useTrans();
  const [promoting, setPromoting] = useState<DeployRecord | null>(null);
  const [unpublishing, setUnpublishing] = useState(false);
  const deploys = useQuery({
    queryKey: deploysQueryKey(projectId),
    queryFn: ({ signal }) => fetchDeploys(projectId, signal),
    refetchInterval: (query) => (query.state.data?.some((deploy) => !isDeployFinished(deploy.status)) ? RUNNING_DEPLOYS_POLL_MS : false),
  });

  if (deploys.isPending) return <QueryLoading testId="deploys-loading" />;
  if (deploys.isError) {
    return <QueryError title={<Trans message="The deploys could not be loaded." />} error={deploys.error} onRetry={() => void deploys.refetch()} retrying={deploys.isFetching} testId="deploys-error" />;
  }
  if (deploys.data.length === 0) {
    return (
      <div className="sw-publishing-state" data-testid="deploys-empty">
        <h3>
          <Trans message="Not published yet" />
        </h3>
        <p className="sw-muted">
          <Trans message="Publish the site from the editor: each publish is kept here as a deploy you can make live again." />
        </p>
      </div>
    );
  }

  const live = liveDeploy(deploys.data);
  const liveUrl = live ? liveSiteUrl(live) : null;

  return (
    <div className="sw-deploys">
      <div className="sw-deploys-status" data-testid="deploys-status" data-live={live ? 'true' : 'false'}>
        {live && liveUrl ? (
          <>
            <p>
              <Trans
                message="Live at :url"
                values={{
                  url: (
                    <a href={liveUrl} target="_blank" rel="noopener noreferrer" data-testid="deploys-live-url">
                      {displayUrl(liveUrl)}
                    </a>
                  ),
                }}
              />
            </p>
            <Button variant="outline" size="sm" className="sw-btn-danger-outline" onClick={() => setUnpublishing(true)} data-testid="unpublish">
              <Trans message="Unpublish" />
            </Button>
          </>
        ) : (
          <p className="sw-muted">
            <Trans message="The site is offline. Make a deploy live to put it back online." />
          </p>
        )}
      </div>
      <ol className="sw-deploy-list" data-testid="deploy-list">
        {deploys.data.map((deploy) => (
          <DeployRow key={deploy.id} deploy={deploy} onMakeLive={() => setPromoting(deploy)} />
        ))}
      </ol>

      <ConfirmDialog
        open={promoting !== null}
        title={promoting ? <Trans message="Make deploy #:number live?" values={{ number: promoting.number }} /> : undefined}
        confirmLabel="Make live"
        testId="make-live-dialog"
        onClose={() => setPromoting(null)}
        onConfirm={async () => {
          if (!promoting) return;
          await makeDeployLive(projectId, promoting.number);
          toast(trans(DEPLOY_LIVE_MESSAGE, { number: promoting.number }));
          await refreshPublishing(projectId);
        }}
      >
        <p>
          <Trans message="Visitors get this version of the site right away. You can switch back at any time." />
        </p>
      </ConfirmDialog>
      <ConfirmDialog
        open={unpublishing}
        title="Unpublish the site?"
        confirmLabel="Unpublish"
        danger
        testId="unpublish-dialog"
        onClose={() => setUnpublishing(false)}
        onConfirm={async () => {
          await unpublishProject(projectId);
          toast(UNPUBLISHED_MESSAGE);
          await refreshPublishing(projectId);
        }}
      >
        <p>
          <Trans
            message="Visitors of :url get a “not found” page, and so does the address of every deploy. The deploys are kept, so you can make one live again."
            values={{ url: liveUrl ? displayUrl(liveUrl) : '' }}
          />
        </p>
      </ConfirmDialog>
    </div>
  );
}

function DeployRow({ deploy, onMakeLive }: { deploy: DeployRecord; onMakeLive: () => void }) {
  const trans = useTrans();
  const { i18n } = useBootstrapData();
  const time = formatRelativeTime(deploy.created_at, { locale: i18n.language, translate: trans });
  const ready = deploy.status === 'ready';
  const facts: [string, ReactNode][] = [];
  if (deploy.author) facts.push(['author', deploy.author.name]);
  if (time) facts.push(['time', <time dateTime={deploy.created_at}>{time}</time>]);
  if (ready) facts.push(['pages', transChoice('{one} :count page|{other} :count pages', deploy.page_count)], ['size', formatBytes(deploy.size, i18n.language)]);
  const duration = formatDuration(deploy.duration_ms);
  if (duration) facts.push(['duration', trans('built in :duration', { duration })]);

  return (
    <li className="sw-deploy" data-testid="deploy-row" data-number={deploy.number} data-live={deploy.live ? 'true' : 'false'} data-status={deploy.status}>
      <div className="sw-deploy-main">
        <div className="sw-deploy-title">
          <span className="sw-deploy-number">#{deploy.number}</span>
          {deploy.live && (
            <span className="sw-badge sw-badge-positive" data-testid="deploy-live-badge">
              <Trans message="Live" />
            </span>
          )}
          <span className="sw-badge sw-badge-neutral">
            <Trans message={deploy.target === 'prod' ? 'Production' : 'Draft'} />
          </span>
          {deploy.offline && (
            <span className="sw-badge sw-badge-neutral" data-testid="deploy-offline" title={trans('Taken offline with the site: its address answers “not found” until it is live again.')}>
              <Trans message="Offline" />
            </span>
          )}
          {!ready && (
            <span className={`sw-badge ${deploy.status === 'failed' ? 'sw-badge-danger' : 'sw-badge-neutral'}`} data-testid="deploy-status">
              {!isDeployFinished(deploy.status) && <Spinner size="sm" delay={0} label={null} />}
              <Trans message={DEPLOY_STATUS_LABELS[deploy.status]} />
            </span>
          )}
          <span className={deploy.message ? 'sw-deploy-message' : 'sw-deploy-message sw-muted'} title={deploy.message ?? undefined}>
            {deploy.message ?? trans('No message')}
          </span>
        </div>
        <div className="sw-deploy-facts sw-muted" data-testid="deploy-facts">
          {facts.map(([key, fact], index) => (
            <Fragment key={key}>
              {index > 0 && <span aria-hidden="true"> · </span>}
              <span data-fact={key}>{fact}</span>
            </Fragment>
          ))}
        </div>
        {deploy.status === 'failed' && deploy.error && <p className="sw-deploy-error">{deploy.error}</p>}
        <DeployWarnings warnings={deploy.warnings} />
      </div>
      <div className="sw-deploy-actions">
        {ready && !deploy.offline && (
          <a className="sw-btn sw-btn-text sw-btn-sm" href={deploy.url} target="_blank" rel="noopener noreferrer" data-testid="deploy-url" title={displayUrl(deploy.url)}>
            <Trans message="Open" />
            <span className="sw-visually-hidden"> {displayUrl(deploy.url)}</span>
          </a>
        )}
        {ready && !deploy.live && (
          <Button variant="outline" size="sm" onClick={onMakeLive} data-testid="deploy-make-live">
            <Trans message="Make live" />
          </Button>
        )}
      </div>
    </li>
  );
}
