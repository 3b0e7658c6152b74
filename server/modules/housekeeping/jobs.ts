import { deleteFinishedJobs } from '../../jobs/service.ts';
import { defineJob, type JobDefinition } from '../../jobs/types.ts';
import { deleteEndedRateLimits } from '../../security/rate-limit.ts';
import { deleteExpiredSessions } from '../auth/sessions.ts';
import { deleteExpiredSubmissions } from '../forms/retention.ts';
import { releaseStaleDomainClaims } from '../publishing/domain-claims.ts';
import { sweepAbandonedUploads } from '../uploads/abandoned.ts';
import { HOUSEKEEPING_JOBS } from './schedules.ts';

// Rows and bytes nobody will use again, removed on a schedule. Each task is a job of its own type
// on the job queue, enqueued once per period by whichever instance gets there first
// (server/jobs/schedules.ts), so a cluster does each task once, and one failing task (an
// unreachable bucket) holds up none of the others. A run that fails waits for the next period.
// Their types and periods are in schedules.ts.

const DAY_MS = 24 * 60 * 60 * 1000;

const expiredSessions = defineJob({
  type: HOUSEKEEPING_JOBS.expiredSessions,
  maxAttempts: 1,
  handler: async ({ ctx }) => ({ deleted: await deleteExpiredSessions(ctx.now()) }),
});

const endedRateLimits = defineJob({
  type: HOUSEKEEPING_JOBS.endedRateLimits,
  maxAttempts: 1,
  handler: async ({ ctx }) => ({ deleted: await deleteEndedRateLimits(ctx.now()) }),
});

const finishedJobs = defineJob({
  type: HOUSEKEEPING_JOBS.finishedJobs,
  maxAttempts: 1,
  handler: async ({ ctx }) => ({ deleted: await deleteFinishedJobs(new Date(ctx.now().getTime() - ctx.config.jobs.retentionDays * DAY_MS)) }),
});

const abandonedUploads = defineJob({
  type: HOUSEKEEPING_JOBS.abandonedUploads,
  maxAttempts: 1,
  handler: async ({ ctx }) => ({ deleted: await sweepAbandonedUploads(ctx.config, ctx.logger, ctx.now()) }),
});

const staleDomainClaims = defineJob({
  type: HOUSEKEEPING_JOBS.staleDomainClaims,
  maxAttempts: 1,
  handler: async ({ ctx }) => ({ deleted: await releaseStaleDomainClaims(ctx.now()) }),
});

const expiredSubmissions = defineJob({
  type: HOUSEKEEPING_JOBS.expiredSubmissions,
  maxAttempts: 1,
  handler: async ({ ctx }) => ({ deleted: await deleteExpiredSubmissions(ctx.now()) }),
});

export const housekeepingJobs: readonly JobDefinition[] = [expiredSessions, endedRateLimits, finishedJobs, abandonedUploads, staleDomainClaims, expiredSubmissions];
