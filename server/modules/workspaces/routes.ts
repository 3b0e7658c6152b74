import type { Plugin, Request } from '@hapi/hapi';
import Joi from 'joi';
import { MAX_INVITES_PER_REQUEST, WORKSPACE_DELETE_CHOICES, WORKSPACE_MESSAGES, WORKSPACE_NAME_MAX_LENGTH, type WorkspaceDeleteChoice } from '../../../common/workspaces.ts';
import { appContext, authUser } from '../../http/context.ts';
import { lazyImport } from '../../lazy-import.ts';
import type { InviteRole } from './models.ts';

// Every route needs a signed-in user (the default auth); what each role may do is the service's
// to judge, and a workspace the requester is not a member of answers 404 like a missing one.

const workspaces = lazyImport(() => import('./service.ts'));
const invites = lazyImport(() => import('./invites.ts'));

const MAX_ID = 2147483647;
// 0 is the built-in default workspace: readable, never changed (the service answers 403).
const workspaceId = Joi.number().integer().min(0).max(MAX_ID).required();
const userId = Joi.number().integer().positive().max(MAX_ID).required();
// Invite ids are 43 characters of base64url; anything else simply matches no invite.
const inviteId = Joi.string().max(100).required();
const name = Joi.string().trim().min(1).max(WORKSPACE_NAME_MAX_LENGTH).required().messages({ 'string.empty': WORKSPACE_MESSAGES.nameRequired, 'any.required': WORKSPACE_MESSAGES.nameRequired });
const inviteRole = Joi.string().valid('admin', 'member');

const params = (request: Request) => request.params as { id: number; userId: number; inviteId: string };

export const workspaceRoutes: Plugin<void> = {
  name: 'workspace-routes',
  register(server) {
    server.route({
      method: 'GET',
      path: '/api/v1/me/workspaces',
      handler: async (request) => ({ workspaces: await (await workspaces()).listUserWorkspaces(authUser(request)) }),
    });

    server.route({
      method: 'GET',
      path: '/api/v1/me/workspace-invites',
      handler: async (request) => ({ invites: await (await invites()).listMyInvites(appContext(request), authUser(request)) }),
    });

    server.route({
      method: 'POST',
      path: '/api/v1/workspaces',
      options: { plugins: { openapi: { status: 201 } }, validate: { payload: Joi.object({ name }) } },
      handler: async (request, h) => h.response({ workspace: await (await workspaces()).createWorkspace(authUser(request), (request.payload as { name: string }).name) }).code(201),
    });

    server.route({
      method: 'GET',
      path: '/api/v1/workspaces/{id}',
      options: { validate: { params: Joi.object({ id: workspaceId }) } },
      handler: async (request) => (await workspaces()).getWorkspace(authUser(request), params(request).id),
    });

    server.route({
      method: 'PUT',
      path: '/api/v1/workspaces/{id}',
      options: { validate: { params: Joi.object({ id: workspaceId }), payload: Joi.object({ name }) } },
      handler: async (request) => ({ workspace: await (await workspaces()).renameWorkspace(authUser(request), params(request).id, (request.payload as { name: string }).name) }),
    });

    // What happens to the projects comes in the body or, for clients that send no body with DELETE, the query.
    const deleteChoice = Joi.string()
      .valid(...WORKSPACE_DELETE_CHOICES)
      .messages({ 'any.only': 'Choose whether the projects move to your default workspace or are deleted.' });
    server.route({
      method: 'DELETE',
      path: '/api/v1/workspaces/{id}',
      options: {
        validate: {
          params: Joi.object({ id: workspaceId }),
          query: Joi.object({ projects: deleteChoice }),
          payload: Joi.object({ projects: deleteChoice }).allow(null),
        },
      },
      handler: async (request) => {
        const body = (request.payload ?? {}) as { projects?: WorkspaceDeleteChoice };
        const choice = body.projects ?? (request.query as { projects?: WorkspaceDeleteChoice }).projects ?? 'move';
        await (await workspaces()).deleteWorkspace(appContext(request), authUser(request), params(request).id, choice);
        return { message: WORKSPACE_MESSAGES.deleted };
      },
    });

    server.route({
      method: 'POST',
      path: '/api/v1/workspaces/{id}/invites',
      options: {
        validate: {
          params: Joi.object({ id: workspaceId }),
          payload: Joi.object({
            emails: Joi.array().items(Joi.string().trim().email({ tlds: false }).max(191)).min(1).max(MAX_INVITES_PER_REQUEST).required(),
            role: inviteRole.default('member'),
          }),
        },
      },
      handler: async (request) => {
        const { emails, role } = request.payload as { emails: string[]; role: InviteRole };
        return { invites: await (await invites()).inviteToWorkspace(appContext(request), authUser(request), params(request).id, emails, role) };
      },
    });

    server.route({
      method: 'POST',
      path: '/api/v1/workspaces/{id}/invites/{inviteId}/resend',
      options: { validate: { params: Joi.object({ id: workspaceId, inviteId }) } },
      handler: async (request) => ({ invite: await (await invites()).resendInvite(appContext(request), authUser(request), params(request).id, params(request).inviteId) }),
    });

    server.route({
      method: 'DELETE',
      path: '/api/v1/workspaces/{id}/invites/{inviteId}',
      options: { validate: { params: Joi.object({ id: workspaceId, inviteId }) } },
      handler: async (request) => {
        await (await invites()).revokeInvite(authUser(request), params(request).id, params(request).inviteId);
        return { message: WORKSPACE_MESSAGES.inviteRevoked };
      },
    });

    server.route({
      method: 'PUT',
      path: '/api/v1/workspaces/{id}/members/{userId}',
      options: { validate: { params: Joi.object({ id: workspaceId, userId }), payload: Joi.object({ role: inviteRole.required() }) } },
      handler: async (request) => ({
        member: await (await workspaces()).changeMemberRole(authUser(request), params(request).id, params(request).userId, (request.payload as { role: InviteRole }).role),
      }),
    });

    server.route({
      method: 'DELETE',
      path: '/api/v1/workspaces/{id}/members/{userId}',
      options: { validate: { params: Joi.object({ id: workspaceId, userId }) } },
      handler: async (request) => {
        await (await workspaces()).removeMember(authUser(request), params(request).id, params(request).userId);
        return { message: WORKSPACE_MESSAGES.removed };
      },
    });

    server.route({
      method: 'POST',
      path: '/api/v1/workspaces/{id}/leave',
      options: { validate: { params: Joi.object({ id: workspaceId }) } },
      handler: async (request) => {
        await (await workspaces()).leaveWorkspace(authUser(request), params(request).id);
        return { message: WORKSPACE_MESSAGES.left };
      },
    });

    server.route({
      method: 'POST',
      path: '/api/v1/workspaces/{id}/transfer',
      options: { validate: { params: Joi.object({ id: workspaceId }), payload: Joi.object({ user_id: userId }) } },
      handler: async (request) => ({
        workspace: await (await workspaces()).transferWorkspace(authUser(request), params(request).id, (request.payload as { user_id: number }).user_id),
      }),
    });

    // The join call: a GET that makes the signed-in user a member. It changes
    // state, so it wants the anti-forgery header like a write: a link on another site that sends
    // the browser here cannot make someone join a workspace they were invited to by a stranger.
    server.route({
      method: 'GET',
      path: '/api/v1/workspace/join/{inviteId}',
      options: { plugins: { csrf: true }, validate: { params: Joi.object({ inviteId }) } },
      handler: async (request) => (await invites()).joinWorkspace(appContext(request), authUser(request), params(request).inviteId),
    });

    server.route({
      method: 'DELETE',
      path: '/api/v1/workspace/invite/{inviteId}',
      options: { validate: { params: Joi.object({ inviteId }) } },
      handler: async (request) => {
        await (await invites()).declineInvite(appContext(request), authUser(request), params(request).inviteId);
        return { message: WORKSPACE_MESSAGES.declined };
      },
    });
  },
};
