import Boom from '@hapi/boom';
import type { Plugin } from '@hapi/hapi';
import { ACTIVE_WORKSPACE_COOKIE, DEFAULT_WORKSPACE_ID } from '../../common/constants.ts';
import { activeWorkspaceId } from '../modules/workspaces/membership.ts';

const RELATION_PARAMS = ['with', 'load', 'loadCount'] as const;
/** The parameters every route shares, taken out of each route's own. */
const SHARED_PARAMS = ['workspaceId', '_method', ...RELATION_PARAMS];

function splitList(value: unknown): string[] {
  if (value === undefined) return [];
  const parts = Array.isArray(value) ? value : String(value ?? '').split(',');
  return parts.map((part) => String(part).trim()).filter(Boolean);
}

function parseWorkspaceId(value: unknown): number | null {
  if (value === undefined || value === null || value === '') return null;
  const text = String(value);
  if (!/^\d{1,10}$/.test(text)) {
    throw Boom.badRequest('workspaceId must be a workspace id', { errors: { workspaceId: 'workspaceId must be a workspace id' } });
  }
  return Number(text);
}

/**
 * Reads the conventions every route shares before route validation runs, and removes them
 * from query and payload so each route validates only its own fields: the active workspace
 * (workspaceId parameter, else the activeWorkspaceId cookie) and comma-joined with/load/loadCount.
 * A signed-in user's active workspace is checked here, once per request: one they are not (or no
 * longer) a member of falls back to the default workspace, 0.
 */
export const requestContext: Plugin<void> = {
  name: 'request-context',
  register(server) {
    server.ext('onPostAuth', (request, h) => {
      const query = request.query as Record<string, unknown>;
      const payload = request.payload && typeof request.payload === 'object' && !Buffer.isBuffer(request.payload) ? (request.payload as Record<string, unknown>) : null;
      const fromParams = parseWorkspaceId(query.workspaceId ?? payload?.workspaceId);
      const fromCookie = fromParams === null ? parseWorkspaceIdSafely(request.state?.[ACTIVE_WORKSPACE_COOKIE]) : null;
      request.app.workspaceId = fromParams ?? fromCookie ?? DEFAULT_WORKSPACE_ID;
      request.app.relations = { with: splitList(query.with), load: splitList(query.load), loadCount: splitList(query.loadCount) };
      for (const key of SHARED_PARAMS) delete query[key];
      if (payload) {
        delete payload.workspaceId;
        delete payload._method;
      }
      const userId = request.auth?.credentials?.user?.id;
      // Only a team workspace asks the database; the default one is every user's.
      if (userId === undefined || request.app.workspaceId === DEFAULT_WORKSPACE_ID) return h.continue;
      return activeWorkspaceId(userId, request.app.workspaceId).then((workspaceId) => {
        request.app.workspaceId = workspaceId;
        return h.continue;
      });
    });
  },
};

function parseWorkspaceIdSafely(value: unknown): number | null {
  try {
    return parseWorkspaceId(value);
  } catch {
    return null;
  }
}
