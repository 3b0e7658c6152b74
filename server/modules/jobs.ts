import { deferJob, type JobEntry, type JobSchedule } from '../jobs/types.ts';
import { collectionSchedules, RELEASE_JOB, REPUBLISH_JOB } from './collections/publish-types.ts';
import { HOUSEKEEPING_JOBS, housekeepingSchedules } from './housekeeping/schedules.ts';
import { CONTACT_MAIL_JOB, FORM_MAIL_JOB, FORM_WEBHOOK_JOB, GENERATE_JOB, NOTIFICATION_MAIL_JOB, NOTIFICATION_PUSH_JOB, PUBLISH_JOB } from './job-types.ts';

const housekeepingJob = (type: string) =>
  deferJob(type, async () => (await import('./housekeeping/jobs.ts')).housekeepingJobs.find((job) => job.type === type)!);

/**
 * Every background job the app runs, by type. The server's runner (server/jobs/plugin.ts) and the
 * CLI's claim only these types; a module with long work adds its definition here. Each is imported
 * when a runner first claims a job of its type (or one is enqueued), not when the server starts.
 */
export const jobDefinitions: readonly JobEntry[] = [
  deferJob(PUBLISH_JOB, async () => (await import('./publishing/publish-job.ts')).publishJob),
  deferJob(GENERATE_JOB, async () => (await import('./ai/generation-job.ts')).generateJob),
  deferJob(NOTIFICATION_MAIL_JOB, async () => (await import('./notifications/mail.ts')).notificationMailJob),
  deferJob(NOTIFICATION_PUSH_JOB, async () => (await import('./notifications/push.ts')).notificationPushJob),
  deferJob(CONTACT_MAIL_JOB, async () => (await import('./contact/mail.ts')).contactMailJob),
  deferJob(FORM_MAIL_JOB, async () => (await import('./forms/jobs.ts')).formMailJob),
  deferJob(FORM_WEBHOOK_JOB, async () => (await import('./forms/jobs.ts')).formWebhookJob),
  deferJob(REPUBLISH_JOB, async () => (await import('./collections/publish-job.ts')).collectionRepublishJob),
  deferJob(RELEASE_JOB, async () => (await import('./collections/schedule.ts')).releaseJob),
  ...Object.values(HOUSEKEEPING_JOBS).map(housekeepingJob),
];

/** The jobs enqueued on a schedule, once per period across all instances, by the server's runner only. */
export const jobSchedules: readonly JobSchedule[] = [...housekeepingSchedules, ...collectionSchedules];
