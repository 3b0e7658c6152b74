import type { DeployRecord } from '../../common/publishing.ts';
import { formatBytes } from '../../common/uploads/format-bytes.ts';
import { table } from '../ui/table.ts';
import type { Site } from './backend.ts';

const MESSAGE_WIDTH = 40;

export function formatDuration(ms: number): string {
  if (ms < 1000) return `${ms} ms`;
  if (ms < 60_000) return `${(ms / 1000).toFixed(1)} s`;
  return `${Math.floor(ms / 60_000)} min ${Math.round((ms % 60_000) / 1000)} s`;
}

/** Local time to the minute, the way a log reads: 2025-03-01 14:05. */
export function formatTime(iso: string): string {
  const date = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

function clip(text: string, width: number): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > width ? `${line.slice(0, width - 1)}…` : line;
}

export function deploysTable(deploys: DeployRecord[]): string {
  return table(
    ['#', 'STATUS', 'LIVE', 'TARGET', 'MESSAGE', 'AUTHOR', 'PAGES', 'SIZE', 'DURATION', 'CREATED'],
    deploys.map((deploy) => [
      String(deploy.number),
      deploy.status,
      // An offline deploy's URL answers 404 until it is live again (the site was unpublished).
      deploy.live ? '●' : deploy.offline ? 'offline' : '',
      deploy.target,
      clip(deploy.message ?? '', MESSAGE_WIDTH),
      deploy.author?.name ?? '',
      String(deploy.page_count),
      formatBytes(deploy.size),
      deploy.duration_ms === null ? '' : formatDuration(deploy.duration_ms),
      formatTime(deploy.created_at),
    ]),
  );
}

export function sitesTable(sites: { site: Site; lastDeploy: DeployRecord | null }[]): string {
  return table(
    ['SLUG', 'NAME', 'LIVE URL', 'LAST DEPLOY'],
    sites.map(({ site, lastDeploy }) => [
      site.slug,
      site.name,
      site.url ?? '',
      lastDeploy ? `#${lastDeploy.number} ${lastDeploy.status} ${formatTime(lastDeploy.created_at)}` : '',
    ]),
  );
}
