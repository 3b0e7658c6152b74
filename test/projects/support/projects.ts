import { randomBytes } from 'node:crypto';
import type { ServerInjectResponse } from '@hapi/hapi';
import { expect } from 'chai';
import type { PageDoc, Project, ProjectPage } from '../../../common/editor/types.ts';
import type { User } from '../../../server/modules/users/models.ts';
import { createTestUser, signInAs } from '../../helpers/account-session.ts';
import type { TestApp } from '../../helpers/app.ts';
import { withCsrf } from '../../helpers/http.ts';

export const EMPTY_DOC: PageDoc = { title: '', description: '', css: '', js: '', headLinks: [], fonts: [] };

/** A 10-character page id of the editor's alphabet. */
export function pageId(): string {
  return randomBytes(8).toString('base64url').slice(0, 10);
}

export function makePage(overrides: Partial<ProjectPage> = {}): ProjectPage {
  const id = overrides.id ?? pageId();
  return { id, name: `Page ${id}`, html: `<section data-id="${pageId()}"><h1 data-id="${pageId()}">Hello</h1></section>`, doc: { ...EMPTY_DOC }, ...overrides };
}

/** Pages without the version the server stamps on each (for comparing content with what was sent). */
export function contentOf(pages: readonly ProjectPage[] | undefined): ProjectPage[] {
  return (pages ?? []).map(({ version: _version, ...page }) => page);
}

/** One signed-in user talking to the projects API through server.inject, CSRF header included on writes. */
export class ProjectsClient {
  constructor(
    readonly app: TestApp,
    readonly user: User,
    readonly cookie: string,
  ) {}

  static async signedIn(app: TestApp): Promise<ProjectsClient> {
    const { user } = await createTestUser();
    return new ProjectsClient(app, user, await signInAs(user));
  }

  request(method: string, url: string, payload?: unknown): Promise<ServerInjectResponse> {
    const headers = method === 'GET' ? { cookie: this.cookie } : withCsrf({ cookie: this.cookie });
    return this.app.server.inject({ method, url, headers, payload: payload as object | undefined });
  }

  async create(name: string, extra: Record<string, unknown> = {}): Promise<Project> {
    const response = await this.request('POST', '/api/v1/projects', { name, ...extra });
    expect(response.statusCode, response.payload).to.equal(201);
    return (response.result as { project: Project }).project;
  }

  async get(id: number): Promise<Project> {
    const response = await this.request('GET', `/api/v1/projects/${id}`);
    expect(response.statusCode, response.payload).to.equal(200);
    return (response.result as { project: Project }).project;
  }

  save(id: number, body: { version: number; pages: unknown[]; force?: boolean; saveKey?: string }): Promise<ServerInjectResponse> {
    return this.request('PUT', `/api/v1/projects/${id}/pages`, body);
  }

  async saveOk(id: number, version: number, pages: ProjectPage[]): Promise<Project> {
    const response = await this.save(id, { version, pages });
    expect(response.statusCode, response.payload.slice(0, 500)).to.equal(200);
    return (response.result as { project: Project }).project;
  }
}

export function bodyOf<T = Record<string, unknown>>(response: ServerInjectResponse): T {
  return JSON.parse(response.payload) as T;
}
