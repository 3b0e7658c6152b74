import { randomString } from '../../../lib/random-string.ts';
import type { SitePart } from '../../../../../common/editor/parts.ts';
import type { ProjectPage } from '../model.ts';

// What a pages save sends and how a failed one is retried (PUT /api/v1/projects/{id}/pages).

/** A page the editor has not changed since `version`: the server keeps its stored copy. */
export interface KeptPage {
  id: string;
  version: number;
}

export type SavedPage = ProjectPage | KeptPage;

export interface SavePayload {
  /** The project version the page list is based on. */
  version: number;
  pages: SavedPage[];
  /** Parts changed since the last save, whole, each with the version it is based on (none for a new part). */
  parts?: SitePart[];
  force?: true;
  /**
   * Stays the same until a save is answered, so a save repeated after a lost response (or the
   * next edits on top of it) is recognised by the server as this editor's own, not a conflict.
   */
  saveKey: string;
}

export function newSaveKey(): string {
  return randomString(20);
}

export function isKeptPage(page: SavedPage): page is KeptPage {
  return !('html' in page);
}

export const SAVE_RETRY_FIRST_DELAY_MS = 1000;
export const SAVE_RETRY_MAX_DELAY_MS = 30_000;

/** Doubling from the first delay (1 s, 2 s, 4 s, 8 s…), at most 30 s. */
export function saveRetryDelay(attempt: number, first = SAVE_RETRY_FIRST_DELAY_MS): number {
  return Math.min(first * 2 ** attempt, SAVE_RETRY_MAX_DELAY_MS);
}

/** No answer (network, status 0) or a server fault is worth repeating; a 4xx answer is final. */
export function isRetryableSaveError(error: unknown): boolean {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status !== 'number' || status === 0 || status >= 500;
}
