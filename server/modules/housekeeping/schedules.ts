import type { JobSchedule } from '../../jobs/types.ts';

// The housekeeping tasks' types and periods, apart from their handlers (jobs.ts), so the server's
// runner keeps the schedules without loading what each task deletes.

const HOUR_MS = 60 * 60 * 1000;

export const HOUSEKEEPING_JOBS = {
  expiredSessions: 'housekeeping.sessions',
  endedRateLimits: 'housekeeping.rate-limits',
  finishedJobs: 'housekeeping.jobs',
  abandonedUploads: 'housekeeping.abandoned-uploads',
  staleDomainClaims: 'housekeeping.domain-claims',
  expiredSubmissions: 'housekeeping.form-submissions',
} as const;

/** How often each task runs, across all instances together. */
export const housekeepingSchedules: readonly JobSchedule[] = [
  { type: HOUSEKEEPING_JOBS.expiredSessions, everyMs: HOUR_MS },
  { type: HOUSEKEEPING_JOBS.endedRateLimits, everyMs: HOUR_MS },
  { type: HOUSEKEEPING_JOBS.finishedJobs, everyMs: 6 * HOUR_MS },
  { type: HOUSEKEEPING_JOBS.abandonedUploads, everyMs: HOUR_MS },
  { type: HOUSEKEEPING_JOBS.staleDomainClaims, everyMs: HOUR_MS },
  { type: HOUSEKEEPING_JOBS.expiredSubmissions, everyMs: 6 * HOUR_MS },
];
