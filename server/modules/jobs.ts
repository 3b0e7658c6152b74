import type { JobDefinition, JobSchedule } from '../jobs/types.ts';
import { generateJob } from './ai/generation-job.ts';
import { contactMailJob } from './contact/mail.ts';
import { formMailJob, formWebhookJob } from './forms/jobs.ts';
import { housekeepingJobs, housekeepingSchedules } from './housekeeping/jobs.ts';
import { notificationMailJob } from './notifications/mail.ts';
import { notificationPushJob } from './notifications/push.ts';
import { publishJob } from './publishing/publish-job.ts';

/**
 * Every background job the app runs, by type. The server's runner (server/jobs/plugin.ts) and the
 * CLI's claim only these types; a module with long work adds its definition here.
 */
export const jobDefinitions: readonly JobDefinition[] = [publishJob, generateJob, notificationMailJob, notificationPushJob, contactMailJob, formMailJob, formWebhookJob, ...housekeepingJobs];

/** The jobs enqueued on a schedule, once per period across all instances, by the server's runner only. */
export const jobSchedules: readonly JobSchedule[] = housekeepingSchedules;
