import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { MAX_DEPLOY_MESSAGE_LENGTH } from '../../../../common/publishing.ts';
import { isAbsoluteUrl } from '../../lib/http/api-client.ts';
import { Trans, useTrans } from '../../lib/i18n.tsx';
import { Button, LinkButton } from '../../ui/button.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { ProgressBar } from '../../ui/progress-bar.tsx';
import { toast } from '../../ui/toast/toast-store.ts';
import { CopyButton } from '../account-settings/developers/copy-button.tsx';
import { useEditor, useEditorState } from '../editor/editor-context.tsx';
import { PublishFormWarnings, SubmissionsLink } from '../forms/publish-form-warnings.tsx';
import { displayUrl, liveDeploy, liveSiteUrl, progressPercent } from './deploy-format.ts';
import { DeployWarnings } from './deploy-warnings.tsx';
import { PublishingDialog } from './publishing-dialog.tsx';
import { PublishSampleWarnings } from './sample-warnings.tsx';
import { deploysQueryKey, fetchDeploys } from './publishing-api.ts';
import { usePublishRun, type PublishRun } from './use-publish-run.ts';
import '../auth/form-fields.css';
import './publishing.css';
import '../../ui/choice-cards.css';

export const PUBLISHED_LIVE_MESSAGE = 'Your site is live';
export const PUBLISHED_DRAFT_MESSAGE = 'Your draft is ready';

/**
 * The editor's Publish: live or draft, an optional message, then the publish's progress and the
 * address to open. The publish runs on the server; closing the dialog leaves it running, and a
 * toast says how it ended.
 */
export function PublishDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { store, text } = useEditor();
  const projectId = useEditorState((s) => s.projectId);
  const projectName = useEditorState((s) => s.projectName);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const publish = usePublishRun(projectId, () => {
    text.end();
    return store.save();
  });
  const { run } = publish;

  const openRef = useRef(open);
  openRef.current = open;
  useEffect(() => {
    if (openRef.current) return;
    if (run.phase === 'done') toast.positive(run.request.prod ? PUBLISHED_LIVE_MESSAGE : PUBLISHED_DRAFT_MESSAGE, { action: { label: 'Open', action: run.url } });
    else if (run.phase === 'failed') toast.danger(run.message, { action: run.action });
  }, [run]);

  const close = () => {
    publish.reset();
    onClose();
  };

  return (
    <>
      <Dialog open={open} onClose={close} title="Publish" size="md">
        <div className="sw-publish" data-testid="publish-dialog" data-phase={run.phase}>
          {run.phase === 'idle' ? (
            <PublishForm projectId={projectId} onPublish={(request) => void publish.start(request)} onCancel={close} />
          ) : run.phase === 'done' ? (
            <PublishDone run={run} onClose={close} />
          ) : run.phase === 'failed' ? (
            <PublishFailed message={run.message} action={run.action} onRetry={() => void publish.start(run.request)} onBack={publish.reset} />
          ) : run.phase === 'cancelled' ? (
            <PublishCancelled onRetry={() => void publish.start(run.request)} onClose={close} />
          ) : (
            <PublishProgress run={run} progress={publish.progress} cancelling={publish.cancelling} onCancel={() => void publish.cancel()} />
          )}
          <div className="sw-publish-more">
            <Button variant="text" size="sm" onClick={() => setSettingsOpen(true)} data-testid="publish-open-settings">
              <Trans message="Deploy history and domains" />
            </Button>
            <SubmissionsLink projectId={projectId} className="sw-btn sw-btn-text sw-btn-sm" />
          </div>
        </div>
      </Dialog>
      <PublishingDialog project={settingsOpen ? { id: projectId, name: projectName } : null} onClose={() => setSettingsOpen(false)} />
    </>
  );
}

function PublishForm({ projectId, onPublish, onCancel }: { projectId: number; onPublish: (request: { prod: boolean; message: string }) => void; onCancel: () => void }) {
  const trans = useTrans();
  const messageId = useId();
  // Live by default: that is what a Publish button promises, whether the site is already live or not yet.
  const [prod, setProd] = useState(true);
  const [message, setMessage] = useState('');
  const deploys = useQuery({ queryKey: deploysQueryKey(projectId), queryFn: ({ signal }) => fetchDeploys(projectId, signal) });
  const live = liveDeploy(deploys.data);

  return (
    <form
      data-testid="publish-form"
      onSubmit={(event) => {
        event.preventDefault();
        onPublish({ prod, message });
      }}
    >
      <fieldset className="sw-choices">
        <legend className="sw-label">
          <Trans message="Publish to" />
        </legend>
        <label className="sw-choice" data-selected={prod}>
          <input type="radio" name="target" value="prod" checked={prod} onChange={() => setProd(true)} data-testid="publish-target-prod" />
          <span>
            <span className="sw-choice-name">
              <Trans message="Live site" />
            </span>
            <span className="sw-choice-text" data-testid="publish-live-address">
              {live ? (
                <Trans message="Updates :url for every visitor." values={{ url: displayUrl(liveSiteUrl(live)) }} />
              ) : (
                <Trans message="Puts the site online at its public address." />
              )}
            </span>
          </span>
        </label>
        <label className="sw-choice" data-selected={!prod}>
          <input type="radio" name="target" value="draft" checked={!prod} onChange={() => setProd(false)} data-testid="publish-target-draft" />
          <span>
            <span className="sw-choice-name">
              <Trans message="Draft" />
            </span>
            <span className="sw-choice-text">
              <Trans message="A preview link of its own to check or share; the live site stays as it is." />
            </span>
          </span>
        </label>
      </fieldset>
      <div className="sw-field">
        <label className="sw-label" htmlFor={messageId}>
          <Trans message="Message (optional)" />
        </label>
        <textarea
          id={messageId}
          className="sw-input sw-publish-message"
          rows={2}
          maxLength={MAX_DEPLOY_MESSAGE_LENGTH}
          placeholder={trans('What changed?')}
          value={message}
          onChange={(event) => setMessage(event.target.value)}
          data-testid="publish-message"
        />
      </div>
      <p className="sw-muted sw-publish-note">
        <Trans message="Unsaved changes are saved first, so the site looks the way it does in the editor." />
      </p>
      <PublishSampleWarnings onOpenPage={onCancel} />
      <PublishFormWarnings projectId={projectId} />
      <div className="sw-dialog-actions">
        <Button variant="text" onClick={onCancel}>
          <Trans message="Cancel" />
        </Button>
        <Button type="submit" variant="primary" data-testid="publish-submit">
          <Trans message={prod ? 'Publish live' : 'Publish draft'} />
        </Button>
      </div>
    </form>
  );
}

/** Each step of a publish replaces the dialog's content: focus moves to the new step, not back to the page. */
function useFocusOnMount<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => ref.current?.focus(), []);
  return ref;
}

type ActiveRun = Extract<PublishRun, { phase: 'saving' | 'starting' | 'running' }>;

function PublishProgress({
  run,
  progress,
  cancelling,
  onCancel,
}: {
  run: ActiveRun;
  progress: { done: number; total: number; message: string } | null;
  cancelling: boolean;
  onCancel: () => void;
}) {
  const trans = useTrans();
  const percent = progressPercent(progress);
  const regionRef = useFocusOnMount<HTMLDivElement>();
  const label = run.phase === 'saving' ? 'Saving your changes…' : run.phase === 'starting' ? 'Starting…' : progress?.message || 'Waiting to start…';

  return (
    <div className="sw-publish-progress" data-testid="publish-progress" ref={regionRef} tabIndex={-1}>
      <p className="sw-publish-progress-label" role="status" data-testid="publish-progress-message">
        <Trans message={label} />
        {progress && progress.total > 0 && (
          <span className="sw-muted">
            {' '}
            <Trans message=":done of :total" values={{ done: progress.done, total: progress.total }} />
          </span>
        )}
      </p>
      <ProgressBar percent={percent} label={trans('Publishing')} testId="publish-progress-bar" />
      <div className="sw-dialog-actions">
        <Button variant="outline" onClick={onCancel} disabled={run.phase !== 'running' || cancelling} data-testid="publish-cancel">
          <Trans message={cancelling ? 'Cancelling…' : 'Cancel publish'} />
        </Button>
      </div>
    </div>
  );
}

function PublishDone({ run, onClose }: { run: Extract<PublishRun, { phase: 'done' }>; onClose: () => void }) {
  const doneRef = useFocusOnMount<HTMLAnchorElement>();
  return (
    <div className="sw-publish-done" data-testid="publish-done">
      <p className="sw-publish-done-title" role="status">
        <span className="sw-publish-done-icon" aria-hidden="true">
          ✓
        </span>
        <Trans message={run.request.prod ? PUBLISHED_LIVE_MESSAGE : PUBLISHED_DRAFT_MESSAGE} />
      </p>
      <div className="sw-publish-url">
        <a ref={doneRef} href={run.url} target="_blank" rel="noopener noreferrer" data-testid="publish-url">
          {displayUrl(run.url)}
          <span aria-hidden="true"> ↗</span>
        </a>
        <CopyButton text={run.url} testId="publish-copy-url" />
      </div>
      <p className="sw-muted sw-publish-note">
        <Trans message="Deploy #:number" values={{ number: run.deploy.number }} />
        {run.request.message.trim() && ` · ${run.request.message.trim()}`}
      </p>
      <DeployWarnings warnings={run.deploy.warnings} />
      <div className="sw-dialog-actions">
        <Button variant="primary" onClick={onClose} data-testid="publish-close">
          <Trans message="Done" />
        </Button>
      </div>
    </div>
  );
}

function PublishFailed({ message, action, onRetry, onBack }: { message: string; action: { label: string; action: string } | null; onRetry: () => void; onBack: () => void }) {
  const retryRef = useFocusOnMount<HTMLButtonElement>();
  return (
    <div className="sw-publish-failed" data-testid="publish-failed">
      <p className="sw-publish-error" role="alert" data-testid="publish-error">
        <Trans message={message} />
      </p>
      <div className="sw-dialog-actions">
        <Button variant="text" onClick={onBack}>
          <Trans message="Back" />
        </Button>
        {action &&
          (isAbsoluteUrl(action.action) ? (
            <a className="sw-btn sw-btn-outline sw-btn-md" href={action.action} target="_blank" rel="noreferrer">
              <Trans message={action.label} />
            </a>
          ) : (
            <LinkButton to={action.action} variant="outline" data-testid="publish-error-action">
              <Trans message={action.label} />
            </LinkButton>
          ))}
        <Button ref={retryRef} variant="primary" onClick={onRetry} data-testid="publish-retry">
          <Trans message="Try again" />
        </Button>
      </div>
    </div>
  );
}

function PublishCancelled({ onRetry, onClose }: { onRetry: () => void; onClose: () => void }) {
  const retryRef = useFocusOnMount<HTMLButtonElement>();
  return (
    <div data-testid="publish-cancelled">
      <p role="status">
        <Trans message="Publishing was cancelled. The live site did not change." />
      </p>
      <div className="sw-dialog-actions">
        <Button variant="text" onClick={onClose}>
          <Trans message="Close" />
        </Button>
        <Button ref={retryRef} variant="primary" onClick={onRetry} data-testid="publish-retry">
          <Trans message="Publish again" />
        </Button>
      </div>
    </div>
  );
}
