import type { Request } from '@hapi/hapi';
import type { Logger } from 'pino';
import type { Config } from '../../config/index.ts';
import type { Database } from '../db/index.ts';
import type { User } from '../modules/users/models.ts';

/** What every route and service call gets: the validated configuration, the database, the logger. */
export interface AppContext {
  config: Config;
  db: Database;
  logger: Logger;
}

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
