import { PERMISSIONS } from './constants.ts';
import { findPermission, type PermissionSubject } from './permissions.ts';

// Deploys as the server answers them and the site URLs derived from the published_sites_url
// template, shared by the server, the web app and the CLI.

export const DEPLOY_STATUSES = ['queued', 'building', 'uploading', 'ready', 'failed', 'cancelled'] as const;
export type DeployStatus = (typeof DEPLOY_STATUSES)[number];

/** Statuses after which a deploy never changes again. */
export const FINISHED_DEPLOY_STATUSES: readonly DeployStatus[] = ['ready', 'failed', 'cancelled'];

export const DEPLOY_TARGETS = ['draft', 'prod'] as const;
export type DeployTarget = (typeof DEPLOY_TARGETS)[number];

export interface DeployRecord {
  id: number;
  number: number;
  status: DeployStatus;
  /** What was asked: a prod deploy goes live once ready, a draft only gets its own URL. */
  target: DeployTarget;
  live: boolean;
  message: string | null;
  author: { id: number; name: string } | null;
  page_count: number;
  file_count: number;
  /** Bytes of all the deploy's files. */
  size: number;
  duration_ms: number | null;
  /**
   * This deploy's own URL (`{slug}--{label}` in the sites template, the label random so nobody
   * guesses it), which keeps serving it whatever is live until the site is unpublished.
   */
  url: string;
  /** The random part of the deploy's own host name. */
  label: string;
  /** True once the site was unpublished after this deploy: its URL answers 404 until it goes live again. */
  offline: boolean;
  job_id: number | null;
  error: string | null;
  /** What the build published as it was and why (an image that could not be found). */
  warnings: string[];
  /**
   * The files a partial rebuild (a collection item published, edited or taken off) wrote or took
   * away, sorted; the rest of the site is the previous deploy's. Null (or absent) for a whole build.
   */
  changed_paths?: string[] | null;
  created_at: string;
  finished_at: string | null;
}

/** The job result of a publish: the deploy as it ended and how many files had to be stored. */
export interface PublishJobResult {
  deploy: DeployRecord;
  uploaded: number;
}

export const DEPLOYS_KEPT = 10;
export const MAX_DEPLOY_MESSAGE_LENGTH = 500;
export const MAX_FOLDER_DEPLOY_FILES = 10_000;
export const MAX_FOLDER_DEPLOY_FILE_BYTES = 50 * 1024 * 1024;
export const MAX_FOLDER_DEPLOY_BYTES = 1024 * 1024 * 1024;
export const MAX_SITE_PATH_LENGTH = 500;

/** Separates a project slug from a deploy label in a host name; project slugs never contain it. */
export const DEPLOY_HOST_SEPARATOR = '--';

export const PUBLISH_PROGRESS = {
  building: 'Building pages',
  uploading: 'Uploading files',
  live: 'Going live',
} as const;

export const PUBLISHING_MESSAGES = {
  planRestricted: 'Your plan does not include publishing. Upgrade your plan to publish sites.',
  deployNotFound: 'Deploy not found.',
  notReady: 'Only a finished deploy can go live.',
  notFolderDeploy: 'This deploy does not take uploaded files.',
  folderDeployFinished: 'This deploy is already finished.',
  fileNotInDeploy: 'This file is not part of the deploy.',
  hashMismatch: 'The file does not match its SHA-256 hash.',
  filesMissing: (count: number) => `${count} ${count === 1 ? 'file was' : 'files were'} not uploaded.`,
  noFiles: 'A site needs at least one file.',
  tooManyFiles: `A site can have at most ${MAX_FOLDER_DEPLOY_FILES} files.`,
  fileTooLarge: `A file can be at most ${MAX_FOLDER_DEPLOY_FILE_BYTES / 1024 / 1024} MB.`,
  siteTooLarge: `A site can be at most ${MAX_FOLDER_DEPLOY_BYTES / 1024 / 1024} MB.`,
  invalidPath: (path: string) => `"${path}" is not a valid file path: use a relative path without "..".`,
  invalidHash: (path: string) => `The hash of "${path}" is not a SHA-256 hex digest.`,
  buildFailed: (reason: string) => `The site could not be built: ${reason}`,
  verifyFailed: (path: string) => `The file "${path}" is missing from the site storage.`,
  cancelled: 'The publish was cancelled.',
  timedOut: 'The publish took too long and was stopped.',
  storageFailed: 'The site files could not be stored. Try publishing again.',
  stopped: 'The publish stopped before it finished.',
  abandoned: 'The upload was not finished.',
} as const;

/**
 * Whether the plan allows publishing: the `publish` restriction of `projects.create`, when set
 * to 0 or false, refuses it (billing plans set it); admins always may.
 */
export function mayPublish(subject: PermissionSubject): boolean {
  if (findPermission(subject, PERMISSIONS.admin)) return true;
  const value = findPermission(subject, PERMISSIONS.projectsCreate)?.restrictions.find((r) => r.name === 'publish')?.value;
  return !(value === 0 || value === false || value === '0' || value === 'false');
}

const SHA256_HEX = /^[0-9a-f]{64}$/;

export function isSha256Hex(value: string): boolean {
  return SHA256_HEX.test(value);
}

/**
 * A site file path as a folder deploy may carry it: relative, forward slashes, no empty, `.` or
 * `..` segments, no control characters or backslashes, so it maps to one file on every target.
 */
export function isValidSitePath(path: string): boolean {
  if (!path || path.length > MAX_SITE_PATH_LENGTH) return false;
  if (path.startsWith('/') || path.includes('\\')) return false;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(path)) return false;
  return path.split('/').every((segment) => segment !== '' && segment !== '.' && segment !== '..');
}

/** The template used when the published_sites_url setting is empty: `*.localhost` needs no DNS. */
export function defaultSitesUrlTemplate(appUrl: string): string {
  const { port } = new URL(appUrl);
  return `http://{slug}.localhost${port ? `:${port}` : ''}`;
}

export function sitesUrlTemplate(setting: string | null | undefined, appUrl: string): string {
  return setting?.includes('{slug}') ? setting.replace(/\/+$/, '') : defaultSitesUrlTemplate(appUrl);
}

/** The live site's URL. */
export function siteUrlFor(template: string, slug: string): string {
  return template.replaceAll('{slug}', slug);
}

/** A deploy's own URL: `{slug}--{label}` in the template. */
export function deployUrlFor(template: string, slug: string, label: string): string {
  return siteUrlFor(template, `${slug}${DEPLOY_HOST_SEPARATOR}${label}`);
}
