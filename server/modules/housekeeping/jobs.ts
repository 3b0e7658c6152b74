import { deleteFinishedJobs } from '../../jobs/service.ts';
import { defineJob, type JobDefinition, type JobSchedule } from '../../jobs/types.ts';
import { deleteEndedRateLimits } from '../../security/rate-limit.ts';
import { deleteExpiredSessions } from '../auth/sessions.ts';
import { deleteExpiredSubmissions } from '../forms/retention.ts';
import { releaseStaleDomainClaims } from '../publishing/domain-claims.ts';
import { sweepAbandonedUploads } from '../uploads/abandoned.ts';

// Rows and bytes nobody will use again, removed on a schedule. Each task is a job of its own type
// on the job queue, enqueued once per period by whichever instance gets there first
// (server/jobs/schedules.ts), so a cluster does each task once, and one failing task (an
// unreachable bucket) holds up none of the others. A run that fails waits for the next period.

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

const expiredSessions = defineJob({
  type: 'housekeeping.sessions',
  maxAttempts: 1,
  handler: async ({ ctx }) => ({ deleted: await deleteExpiredSessions(ctx.now()) }),
});

const endedRateLimits = defineJob({
  type: 'housekeeping.rate-limits',
  maxAttempts: 1,
  handler: async ({ ctx }) => ({ deleted: await deleteEndedRateLimits(ctx.now()) }),
});

const finishedJobs = defineJob({
  type: 'housekeeping.jobs',
  maxAttempts: 1,
  handler: async ({ ctx }) => ({ deleted: await deleteFinishedJobs(new Date(ctx.now().getTime() - ctx.config.jobs.retentionDays * DAY_MS)) }),
});

const abandonedUploads = defineJob({
  type: 'housekeeping.abandoned-uploads',
  maxAttempts: 1,
  handler: async ({ ctx }) => ({ deleted: await sweepAbandonedUploads(ctx.config, ctx.logger, ctx.now()) }),
});

const staleDomainClaims = defineJob({
  type: 'housekeeping.domain-claims',
  maxAttempts: 1,
  handler: async ({ ctx }) => ({ deleted: await releaseStaleDomainClaims(ctx.now()) }),
});

const expiredSubmissions = defineJob({
  type: 'housekeeping.form-submissions',
  maxAttempts: 1,
  handler: async ({ ctx }) => ({ deleted: await deleteExpiredSubmissions(ctx.now()) }),
});

export const housekeepingJobs: readonly JobDefinition[] = [expiredSessions, endedRateLimits, finishedJobs, abandonedUploads, staleDomainClaims, expiredSubmissions];

/** How often each task runs, across all instances together. */
export const housekeepingSchedules: readonly JobSchedule[] = [
  { type: expiredSessions.type, everyMs: HOUR_MS },
  { type: endedRateLimits.type, everyMs: HOUR_MS },
  { type: finishedJobs.type, everyMs: 6 * HOUR_MS },
  { type: abandonedUploads.type, everyMs: HOUR_MS },
  { type: staleDomainClaims.type, everyMs: HOUR_MS },
  { type: expiredSubmissions.type, everyMs: 6 * HOUR_MS },
];
