import type { Server, ServerInjectResponse } from '@hapi/hapi';
import { expect } from 'chai';
import type { Pagination } from '../../common/pagination.ts';
import type { User } from '../../server/modules/users/models.ts';
import { createTestUser, signInAs } from '../helpers/account-session.ts';
import { withCsrf } from '../helpers/http.ts';

/** A signed-in user calling the API as the web app does (session cookie, CSRF header on writes). */
export class Caller {
  constructor(
    readonly server: Server,
    readonly user: User,
    readonly cookie: string,
  ) {}

  static async create(server: Server, options: { roles?: string[]; password?: string } = {}): Promise<Caller> {
    const { user } = await createTestUser(options);
    return new Caller(server, user, await signInAs(user));
  }

  request(method: string, url: string, payload?: object): Promise<ServerInjectResponse> {
    return this.server.inject({ method, url, payload, headers: withCsrf({ cookie: this.cookie }) });
  }

  async ok<T>(method: string, url: string, payload?: object): Promise<T> {
    const response = await this.request(method, url, payload);
    expect(response.statusCode, `${method} ${url}: ${response.payload}`).to.be.within(200, 299);
    return response.result as T;
  }

  /** One page of an admin list; `filters` travel as the JSON array the list query takes. */
  async list<R>(path: string, query: Record<string, unknown> = {}): Promise<Pagination<R>> {
    return (await this.ok<{ pagination: Pagination<R> }>('GET', listUrl(path, query))).pagination;
  }
}

export function listUrl(path: string, query: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) params.set(key, typeof value === 'string' ? value : JSON.stringify(value));
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

export function messageOf(response: ServerInjectResponse): string {
  return (response.result as { message: string }).message;
}
