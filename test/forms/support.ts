import type { ServerInjectResponse } from '@hapi/hapi';
import { QueryTypes } from 'sequelize';
import { DEFAULT_WORKSPACE_ID } from '../../common/constants.ts';
import type { Project as ProjectData } from '../../common/editor/types.ts';
import type { FormSubmission, SubmissionStatus } from '../../common/forms.ts';
import { FormSubmissionRow } from '../../server/modules/forms/models.ts';
import { ProjectPage } from '../../server/modules/projects/models.ts';
import { createProject } from '../../server/modules/projects/service.ts';
import type { User } from '../../server/modules/users/models.ts';
import { createTestUser, signInAs } from '../helpers/account-session.ts';
import type { TestApp } from '../helpers/app.ts';
import { withCsrf } from '../helpers/http.ts';

/** One signed-in user calling the API through server.inject (cookie and CSRF, as the web app does). */
export class FormsClient {
  constructor(
    readonly app: TestApp,
    readonly user: User,
    readonly email: string,
    readonly cookie: string,
  ) {}

  static async signedIn(app: TestApp): Promise<FormsClient> {
    const { user, email } = await createTestUser();
    return new FormsClient(app, user, email, await signInAs(user));
  }

  request(method: string, url: string, payload?: unknown): Promise<ServerInjectResponse> {
    const headers = method === 'GET' ? { cookie: this.cookie } : withCsrf({ cookie: this.cookie });
    return this.app.server.inject({ method, url, headers, payload: payload as object | undefined });
  }

  /** A site of this user's, in their own workspace or a team's. */
  async site(name: string, workspaceId = DEFAULT_WORKSPACE_ID): Promise<ProjectData> {
    return createProject(this.user, { name, workspaceId });
  }
}

export interface SubmissionInput {
  form_id?: string;
  form_name?: string;
  page_id?: string | null;
  deploy_id?: number | null;
  fields?: Record<string, string>;
  email?: string | null;
  status?: SubmissionStatus;
  /** How long ago it arrived (ms); now by default. */
  ageMs?: number;
}

/** A stored submission, as the site-host intake leaves it (labels are the names, capitalised). */
export async function addSubmission(projectId: number, input: SubmissionInput = {}): Promise<FormSubmissionRow> {
  const fields = Object.entries(input.fields ?? { message: 'Hello' }).map(([name, value]) => ({ name, label: name[0].toUpperCase() + name.slice(1), value }));
  const row = await FormSubmissionRow.create({
    project_id: projectId,
    deploy_id: input.deploy_id ?? null,
    form_id: input.form_id ?? 'form000001',
    form_name: input.form_name ?? 'Contact',
    page_id: input.page_id ?? null,
    fields,
    email: input.email === undefined ? 'visitor@example.net' : input.email,
    ip: '203.0.113.7',
    user_agent: 'mocha',
    status: input.status ?? 'new',
  });
  if (input.ageMs) {
    // Sequelize stamps created_at itself on create; a past arrival is written behind its back.
    await FormSubmissionRow.sequelize!.query('UPDATE form_submissions SET created_at = ? WHERE id = ?', {
      replacements: [new Date(Date.now() - input.ageMs), row.id],
      type: QueryTypes.UPDATE,
    });
  }
  // As stored: MariaDB keeps whole seconds.
  return row.reload();
}

/** Replaces the site's first page with this body markup. */
export async function setHomeHtml(projectId: number, html: string): Promise<void> {
  await ProjectPage.update({ html }, { where: { project_id: projectId } });
}

export const ids = (submissions: FormSubmission[]) => submissions.map((submission) => submission.id);
