import type { ServerInjectResponse } from '@hapi/hapi';
import { expect } from 'chai';
import type { FileEntry } from '../../common/uploads/types.ts';
import type { WorkspaceData, WorkspaceInviteData, WorkspaceMemberData } from '../../common/workspaces.ts';
import { createTestUser, signInAs } from '../helpers/account-session.ts';
import type { TestApp } from '../helpers/app.ts';
import { withCsrf } from '../helpers/http.ts';
import { PublishingClient } from '../publishing/support/deploys.ts';
import { multipartBody } from '../uploads/support/multipart.ts';

export interface WorkspaceDetails {
  workspace: WorkspaceData;
  members: WorkspaceMemberData[];
  invites: WorkspaceInviteData[];
}

/**
 * A signed-in user of the web app (session cookie, CSRF header on writes) working on projects,
 * files and deploys, optionally with an active workspace (the activeWorkspaceId cookie).
 */
export class TeamClient extends PublishingClient {
  static async user(app: TestApp, options: { roles?: string[] } = {}): Promise<TeamClient> {
    const { user } = await createTestUser(options);
    return new TeamClient(app, user, await signInAs(user));
  }

  /** The same user with workspace `id` active, as the web app's cookie selects it. */
  in(workspaceId: number): TeamClient {
    const session = this.cookie.split('; ').filter((part) => !part.startsWith('activeWorkspaceId='));
    return new TeamClient(this.app, this.user, [...session, `activeWorkspaceId=${workspaceId}`].join('; '));
  }

  async ok<T>(method: string, url: string, payload?: unknown): Promise<T> {
    const response = await this.request(method, url, payload);
    expect(response.statusCode, `${method} ${url}: ${response.payload.slice(0, 500)}`).to.be.within(200, 299);
    return response.result as T;
  }

  async createWorkspace(name: string): Promise<WorkspaceData> {
    const response = await this.request('POST', '/api/v1/workspaces', { name });
    expect(response.statusCode, response.payload).to.equal(201);
    return (response.result as { workspace: WorkspaceData }).workspace;
  }

  async workspaces(): Promise<WorkspaceData[]> {
    return (await this.ok<{ workspaces: WorkspaceData[] }>('GET', '/api/v1/me/workspaces')).workspaces;
  }

  details(workspaceId: number): Promise<WorkspaceDetails> {
    return this.ok<WorkspaceDetails>('GET', `/api/v1/workspaces/${workspaceId}`);
  }

  invite(workspaceId: number, emails: string[], role: 'admin' | 'member' = 'member'): Promise<ServerInjectResponse> {
    return this.request('POST', `/api/v1/workspaces/${workspaceId}/invites`, { emails, role });
  }

  async inviteOk(workspaceId: number, emails: string[], role: 'admin' | 'member' = 'member'): Promise<WorkspaceInviteData[]> {
    const response = await this.invite(workspaceId, emails, role);
    expect(response.statusCode, response.payload).to.equal(200);
    return (response.result as { invites: WorkspaceInviteData[] }).invites;
  }

  /** The web app sends its anti-forgery header on this GET too (it changes state). */
  join(inviteId: string): Promise<ServerInjectResponse> {
    return this.app.server.inject({ method: 'GET', url: `/api/v1/workspace/join/${encodeURIComponent(inviteId)}`, headers: withCsrf({ cookie: this.cookie }) });
  }

  /** Brings `other` into the workspace through an invite and its join call; answers `other` with the workspace active. */
  async bringIn(workspaceId: number, other: TeamClient, role: 'admin' | 'member' = 'member'): Promise<TeamClient> {
    const [invite] = await this.inviteOk(workspaceId, [other.user.email], role);
    const joined = await other.join(invite.id);
    expect(joined.statusCode, joined.payload).to.equal(200);
    expect(joined.result).to.deep.equal({ workspace: { id: workspaceId } });
    return other.in(workspaceId);
  }

  async projectNames(query = ''): Promise<string[]> {
    const page = await this.ok<{ pagination: { data: { name: string }[] } }>('GET', `/api/v1/projects${query}`);
    return page.pagination.data.map((project) => project.name);
  }

  upload(name: string, content: string, fields: Record<string, string> = {}): Promise<ServerInjectResponse> {
    const { body, contentType } = multipartBody(fields, [{ name, bytes: Buffer.from(content), mime: 'text/plain' }]);
    return this.app.server.inject({ method: 'POST', url: '/api/v1/file-entries', payload: body, headers: withCsrf({ cookie: this.cookie, 'content-type': contentType }) });
  }

  async uploadOk(name: string, content: string, fields: Record<string, string> = {}): Promise<FileEntry> {
    const response = await this.upload(name, content, fields);
    expect(response.statusCode, response.payload).to.equal(201);
    return (response.result as { fileEntry: FileEntry }).fileEntry;
  }

  async fileNames(): Promise<string[]> {
    return (await this.ok<{ data: FileEntry[] }>('GET', '/api/v1/file-entries')).data.map((entry) => entry.name);
  }
}

export function messageOf(response: ServerInjectResponse): string {
  return (JSON.parse(response.payload) as { message: string }).message;
}
