import type { ServerInjectResponse } from '@hapi/hapi';
import { expect } from 'chai';
import type { NotificationList, NotificationSubscriptions, NotificationType } from '../../common/notifications.ts';
import { waitForJob } from '../../server/jobs/service.ts';
import { Job } from '../../server/jobs/models.ts';
import type { JobRecord } from '../../server/jobs/types.ts';
import { notify, type NotificationInput } from '../../server/modules/notifications/notify.ts';
import type { User } from '../../server/modules/users/models.ts';
import { createTestUser, signInAs } from '../helpers/account-session.ts';
import type { TestApp } from '../helpers/app.ts';
import { withCsrf } from '../helpers/http.ts';

/** One signed-in user talking to the notifications API through server.inject. */
export class NotificationsClient {
  constructor(
    readonly app: TestApp,
    readonly user: User,
    readonly email: string,
    readonly cookie: string,
  ) {}

  static async signedIn(app: TestApp): Promise<NotificationsClient> {
    const { user, email } = await createTestUser();
    return new NotificationsClient(app, user, email, await signInAs(user));
  }

  request(method: string, url: string, payload?: unknown): Promise<ServerInjectResponse> {
    const headers = method === 'GET' ? { cookie: this.cookie } : withCsrf({ cookie: this.cookie });
    return this.app.server.inject({ method, url, headers, payload: payload as object | undefined });
  }

  async ok<T>(method: string, url: string, payload?: unknown): Promise<T> {
    const response = await this.request(method, url, payload);
    expect(response.statusCode, `${method} ${url}: ${response.payload}`).to.be.within(200, 299);
    return response.result as T;
  }

  list(query = ''): Promise<NotificationList> {
    return this.ok('GET', `/api/v1/notifications${query}`);
  }

  subscriptions(): Promise<NotificationSubscriptions> {
    return this.ok('GET', '/api/v1/notifications/me/subscriptions');
  }

  setChannels(notif_id: NotificationType, channels: Record<string, boolean>): Promise<{ message: string }> {
    return this.ok('PUT', '/api/v1/notifications/me/subscriptions', { selections: [{ notif_id, channels }] });
  }

  /** Something for this user, as a module would say it. */
  notify(input: Partial<NotificationInput> & { text?: string } = {}): Promise<void> {
    const { text = 'Something happened', ...rest } = input;
    return notify(this.app.ctx, this.user.id, { type: 'announcement', lines: [{ type: 'primary', content: text }], ...rest });
  }
}

/** The jobs of a type enqueued for a user (by their payload), oldest first. */
export async function jobsFor(type: string, userId: number): Promise<Job[]> {
  const jobs = await Job.findAll({ where: { type }, order: [['id', 'ASC']] });
  return jobs.filter((job) => (job.payload as { userId?: number }).userId === userId);
}

/** Waits until every job of these ids has finished. */
export function finished(jobs: readonly Job[]): Promise<JobRecord[]> {
  return Promise.all(jobs.map((job) => waitForJob(job.id, { pollMs: 50 })));
}

/** Polls `read` until `accept` holds (or fails with the last value). */
export async function eventually<T>(read: () => Promise<T>, accept: (value: T) => boolean, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (accept(value)) return value;
    if (Date.now() > deadline) throw new Error(`still ${JSON.stringify(value)} after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
