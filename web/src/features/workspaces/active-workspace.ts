import { useSyncExternalStore } from 'react';
import { ACTIVE_WORKSPACE_COOKIE, DEFAULT_COOKIE_DAYS, DEFAULT_WORKSPACE_ID } from '../../../../common/constants.ts';
import { setCookie } from '../../lib/cookies.ts';
import { activeWorkspaceId } from '../../lib/http/api-client.ts';
import { queryClient } from '../../lib/query-client.ts';
import { NOTIFICATIONS_QUERY_KEY } from '../notifications/notifications-api.ts';
import { WORKSPACES_QUERY_KEY } from './workspaces-api.ts';

// The active workspace: its id lives in the activeWorkspaceId cookie
// (path "/", 7 days). The API client reads the cookie on every request and sends workspaceId for any
// workspace but the default one (id 0); the server reads the cookie too. Switching drops every cached
// answer that depends on the workspace (projects, files…), so the screens refetch for the new one.

/** Query keys whose answers are the same in every workspace: kept when the workspace changes. */
const WORKSPACE_INDEPENDENT_KEYS = new Set<unknown>([WORKSPACES_QUERY_KEY[0], NOTIFICATIONS_QUERY_KEY[0]]);

let current: number | null = null;
/** When the active workspace last changed (Date.now()); 0 until it does. */
let changedAt = 0;
const listeners = new Set<() => void>();

/** The active workspace's id; 0 (the default workspace) when none is selected. */
export function getActiveWorkspaceId(): number {
  current ??= activeWorkspaceId() ?? DEFAULT_WORKSPACE_ID;
  return current;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** When the active workspace last changed: a workspace list fetched before then may not hold it yet. */
export function activeWorkspaceChangedAt(): number {
  return changedAt;
}

export function useActiveWorkspaceId(): number {
  return useSyncExternalStore(subscribe, getActiveWorkspaceId, getActiveWorkspaceId);
}

/** Whether a query's answer belongs to one workspace (anything but the workspace lists and notifications). */
export function isWorkspaceScopedQuery(queryKey: readonly unknown[]): boolean {
  return !WORKSPACE_INDEPENDENT_KEYS.has(queryKey[0]);
}

/**
 * Makes `id` the active workspace: writes the cookie, and when it changed, resets every
 * workspace-scoped query (screens on view refetch at once, others when next shown).
 */
export function setActiveWorkspace(id: number): void {
  const previous = getActiveWorkspaceId();
  setCookie(ACTIVE_WORKSPACE_COOKIE, String(id), { days: DEFAULT_COOKIE_DAYS, path: '/' });
  current = id;
  if (previous !== id) changedAt = Date.now();
  for (const listener of listeners) listener();
  if (previous !== id) void queryClient.resetQueries({ predicate: (query) => isWorkspaceScopedQuery(query.queryKey) });
}
