import type { Request } from '@hapi/hapi';
import type { AppContext } from '../context.ts';
import type { User } from '../modules/users/models.ts';


export interface RequestRelations {
  with: string[];
  load: string[];
  loadCount: string[];
}

declare module '@hapi/hapi' {
  interface ServerApplicationState {
    ctx: AppContext;
  }
  interface RequestApplicationState {
    workspaceId: number;
    relations: RequestRelations;
  }
}

export function appContext(request: Request): AppContext {
  return request.server.app.ctx;
}

/** The signed-in user, or null for visitors (authentication strategies set credentials.user). */
export function currentUser(request: Request): User | null {
  return request.auth?.credentials?.user ?? null;
}

/**
 * The signed-in user on a route whose `auth` requires one (the default). Reaching a handler
 * without one means the route's declaration is wrong, which is a bug, not the client's fault.
 */
export function authUser(request: Request): User {
  const user = request.auth?.credentials?.user;
  if (!user) throw new Error(`${request.method.toUpperCase()} ${request.route.path} declares no signed-in user in its auth option`);
  return user;
}
