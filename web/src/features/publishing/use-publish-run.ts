import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { DeployRecord } from '../../../../common/publishing.ts';
import { MESSAGES } from '../../../../common/constants.ts';
import { errorStatus, httpErrorMessage, isHttpError } from '../../lib/http/http-error.ts';
import { showHttpErrorToast } from '../../lib/http/show-http-error-toast.ts';
import { queryClient } from '../../lib/query-client.ts';
import type { ToastAction } from '../../ui/toast/toast-store.ts';
import { UPGRADE_ACTION } from '../dashboard/projects-api.ts';
import { liveSiteUrl, publishOutcome } from './deploy-format.ts';
import { cancelJob, fetchJob, isJobFinished, jobQueryKey, publishProject, refreshPublishing } from './publishing-api.ts';

/** How often a running publish asks how far it got. */
export const JOB_POLL_MS = 500;
export const SAVE_BEFORE_PUBLISH_FAILED = 'Your changes could not be saved, so nothing was published.';

export interface PublishRequest {
  prod: boolean;
  message: string;
}

export type PublishRun =
  | { phase: 'idle' }
  | { phase: 'saving' | 'starting'; request: PublishRequest }
  | { phase: 'running'; request: PublishRequest; jobId: number; deploy: DeployRecord; cancelling: boolean }
  | { phase: 'done'; request: PublishRequest; deploy: DeployRecord; url: string }
  | { phase: 'failed'; request: PublishRequest; message: string; action: ToastAction | null }
  | { phase: 'cancelled'; request: PublishRequest };

/** A refused publish: the server's message, and for a plan without publishing a way to upgrade. */
function failure(request: PublishRequest, error: unknown): PublishRun {
  const action = isHttpError(error) ? (error.body.action ?? (error.status === 403 ? UPGRADE_ACTION : null)) : null;
  return { phase: 'failed', request, message: httpErrorMessage(error) || MESSAGES.genericError, action };
}

/**
 * One publish at a time from the editor: save what the editor shows, start the deploy, follow its
 * job until it ends. The state outlives the dialog, so closing it does not lose a running publish.
 */
export function usePublishRun(projectId: number, save: () => Promise<boolean>) {
  const [run, setRun] = useState<PublishRun>({ phase: 'idle' });
  const jobId = run.phase === 'running' ? run.jobId : null;

  const job = useQuery({
    queryKey: jobQueryKey(jobId ?? 0),
    queryFn: ({ signal }) => fetchJob(jobId!, signal),
    enabled: jobId !== null,
    staleTime: 0,
    refetchInterval: (query) => (query.state.data && isJobFinished(query.state.data.status) ? false : JOB_POLL_MS),
  });

  useEffect(() => {
    if (!job.data || jobId === null || job.data.id !== jobId) return;
    const outcome = publishOutcome(job.data);
    if (outcome.kind === 'running') return;
    setRun((current) => {
      if (current.phase !== 'running' || current.jobId !== jobId) return current;
      const { request } = current;
      if (outcome.kind === 'ready') return { phase: 'done', request, deploy: outcome.deploy, url: request.prod ? liveSiteUrl(outcome.deploy) : outcome.deploy.url };
      if (outcome.kind === 'cancelled') return { phase: 'cancelled', request };
      return { phase: 'failed', request, message: outcome.message, action: null };
    });
    void refreshPublishing(projectId);
  }, [job.data, jobId, projectId]);

  // A job that is gone (or was never this user's) can no longer be followed; anything else is retried by the next poll.
  useEffect(() => {
    if (jobId === null || errorStatus(job.error) !== 404) return;
    setRun((current) => (current.phase === 'running' && current.jobId === jobId ? failure(current.request, job.error) : current));
  }, [job.error, jobId]);

  async function start(request: PublishRequest): Promise<void> {
    setRun({ phase: 'saving', request });
    if (!(await save())) {
      setRun({ phase: 'failed', request, message: SAVE_BEFORE_PUBLISH_FAILED, action: null });
      return;
    }
    setRun({ phase: 'starting', request });
    try {
      const started = await publishProject(projectId, { prod: request.prod, message: request.message });
      queryClient.setQueryData(jobQueryKey(started.job.id), started.job);
      setRun({ phase: 'running', request, jobId: started.job.id, deploy: started.deploy, cancelling: false });
      void refreshPublishing(projectId);
    } catch (error) {
      setRun(failure(request, error));
    }
  }

  async function cancel(): Promise<void> {
    if (run.phase !== 'running' || run.cancelling) return;
    setRun({ ...run, cancelling: true });
    try {
      queryClient.setQueryData(jobQueryKey(run.jobId), await cancelJob(run.jobId));
    } catch (error) {
      showHttpErrorToast(error);
      setRun((current) => (current.phase === 'running' ? { ...current, cancelling: false } : current));
    }
  }

  const current = run.phase === 'running' && job.data?.id === run.jobId ? job.data : null;
  return {
    run,
    progress: current?.progress ?? null,
    /** A cancel was asked for, here or in another tab. */
    cancelling: run.phase === 'running' && (run.cancelling || Boolean(current?.cancel_requested)),
    start,
    cancel,
    /** Back to the form, once a publish has ended. */
    reset: () => setRun((current) => (current.phase === 'done' || current.phase === 'failed' || current.phase === 'cancelled' ? { phase: 'idle' } : current)),
  };
}
