import { DEPLOY_HOST_SEPARATOR, FINISHED_DEPLOY_STATUSES, PUBLISHING_MESSAGES, type DeployRecord, type DeployStatus, type PublishJobResult } from '../../../../common/publishing.ts';
import type { Job } from './publishing-api.ts';

// What the publishing screens say about a deploy: sizes, durations, addresses, progress.

const BYTE_UNITS = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;

/** "512 bytes", "12.3 kB", "4.5 MB" in the user's language (decimal units, as file managers show them). */
export function formatBytes(bytes: number, locale = 'en'): string {
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1000 && unit < BYTE_UNITS.length - 1) {
    value /= 1000;
    unit++;
  }
  const format = (tag: string) =>
    new Intl.NumberFormat(tag, { style: 'unit', unit: BYTE_UNITS[unit], unitDisplay: unit === 0 ? 'long' : 'short', maximumFractionDigits: unit === 0 || value >= 100 ? 0 : 1 });
  try {
    return format(locale).format(value);
  } catch {
    return format('en').format(value);
  }
}

/** "850 ms", "2.4 s", "1 min 5 s"; "" when unknown (a deploy still running). */
export function formatDuration(ms: number | null | undefined): string {
  if (ms === null || ms === undefined || !Number.isFinite(ms) || ms < 0) return '';
  if (ms < 1000) return `${Math.round(ms)} ms`;
  if (ms < 60_000) return `${(Math.round(ms / 100) / 10).toString()} s`;
  const seconds = Math.round(ms / 1000);
  const rest = seconds % 60;
  return rest ? `${Math.floor(seconds / 60)} min ${rest} s` : `${seconds / 60} min`;
}

/**
 * The live site's address from a deploy's own one: a deploy is served at `{slug}--{label}` in
 * the sites template and the live site at `{slug}`, and project slugs never contain the separator.
 */
export function liveSiteUrl(deploy: Pick<DeployRecord, 'url' | 'label'>): string {
  const own = `${DEPLOY_HOST_SEPARATOR}${deploy.label}`;
  const at = deploy.url.search(new RegExp(`${own}(?![a-z\\d])`));
  return at < 0 ? deploy.url : deploy.url.slice(0, at) + deploy.url.slice(at + own.length);
}

/** An address as people read it: no scheme, no trailing slash ("shop.localhost:3000"). */
export function displayUrl(url: string): string {
  return url.replace(/^[a-z][a-z\d+\-.]*:\/\//i, '').replace(/\/+$/, '');
}

export function isDeployFinished(status: DeployStatus): boolean {
  return FINISHED_DEPLOY_STATUSES.includes(status);
}

/** The deploy visitors get at the live address, if any. */
export function liveDeploy(deploys: readonly DeployRecord[] | undefined): DeployRecord | null {
  return deploys?.find((deploy) => deploy.live) ?? null;
}

/** 0–100 for a progress bar; null while the total is unknown (the bar then shows activity only). */
export function progressPercent(progress: { done: number; total: number } | null | undefined): number | null {
  if (!progress || !(progress.total > 0)) return null;
  return Math.round((Math.min(Math.max(progress.done, 0), progress.total) / progress.total) * 100);
}

export const DEPLOY_STATUS_LABELS: Record<DeployStatus, string> = {
  queued: 'Queued',
  building: 'Building',
  uploading: 'Uploading',
  ready: 'Ready',
  failed: 'Failed',
  cancelled: 'Cancelled',
};

export const PUBLISH_FAILED_MESSAGE = 'The site could not be published.';

export type PublishOutcome = { kind: 'running' } | { kind: 'ready'; deploy: DeployRecord } | { kind: 'failed'; message: string } | { kind: 'cancelled' };

/** Where a publish stands, from its job: the deploy once ready, else the reason it stopped. */
export function publishOutcome(job: Pick<Job, 'status' | 'result' | 'error'>): PublishOutcome {
  switch (job.status) {
    case 'queued':
    case 'running':
      return { kind: 'running' };
    case 'cancelled':
      return { kind: 'cancelled' };
    case 'failed':
      return job.error === PUBLISHING_MESSAGES.cancelled ? { kind: 'cancelled' } : { kind: 'failed', message: job.error || PUBLISH_FAILED_MESSAGE };
    case 'succeeded': {
      const deploy = (job.result as Partial<PublishJobResult> | null)?.deploy;
      if (deploy?.status === 'ready') return { kind: 'ready', deploy };
      if (deploy?.status === 'cancelled') return { kind: 'cancelled' };
      return { kind: 'failed', message: deploy?.error || job.error || PUBLISH_FAILED_MESSAGE };
    }
  }
}
