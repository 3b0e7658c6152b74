import { billingEnabled } from '../billing/gateway.ts';
import { Op, UniqueConstraintError } from 'sequelize';
import { FINISHED_GENERATION_STATUSES, GENERATION_MESSAGES, type GenerationRecord, type GenerationStatus, type GenerationStyle } from '../../../common/ai/generations.ts';
import { MAX_GENERATED_PAGES, MAX_PROMPT_LENGTH, MIN_GENERATED_PAGES, type PlanLanguage } from '../../../common/ai/site-plan.ts';
import { PERMISSIONS } from '../../../common/constants.ts';
import { hasPermission, restrictionValue, type PermissionSubject } from '../../../common/permissions.ts';
import { inTransaction } from '../../db/transactions.ts';
import { InvalidError, NotFoundError, QuotaError } from '../../errors.ts';
import { FINISHED_JOB_STATUSES, type JobRecord } from '../../jobs/types.ts';
import { cancelJob, enqueueJob, getJob, waitForJob } from '../../jobs/service.ts';
import { throttle } from '../auth/throttle.ts';
import type { User } from '../users/models.ts';
import { serializeUser } from '../users/service.ts';
import { AiGeneration, type GenerationOptions } from './models.ts';
import { checkedPhotos } from './images/photos.ts';
import { GENERATE_JOB } from '../job-types.ts';

// Starting, reading, following and cancelling AI site generations, shared by the HTTP API and the
// CLI. The work itself is the generation job's (generation-job.ts).

/** A generation that failed for a reason outside the request (the database, a crash) is worth one more try. */
export const GENERATE_ATTEMPTS = 2;

// Each generation runs a job: a burst of them from one account is a script, not a person.
const STARTS_PER_MINUTE = 10;

export interface GenerationInput {
  prompt: string;
  pages?: number;
  language?: PlanLanguage | null;
  style?: GenerationStyle | null;
  seed?: number;
  /** Ids of the user's own images to show on the site (at most MAX_GENERATION_PHOTOS). */
  photos?: number[];
}

export interface GeneratePayload {
  generationId: number;
}

/** The prompt as generators get it, or the reason it cannot be one. */
export function checkedPrompt(prompt: string): string {
  const trimmed = prompt.trim();
  if (!trimmed) throw new InvalidError(GENERATION_MESSAGES.promptRequired, { prompt: GENERATION_MESSAGES.promptRequired });
  if (trimmed.length > MAX_PROMPT_LENGTH) throw new InvalidError(GENERATION_MESSAGES.promptTooLong, { prompt: GENERATION_MESSAGES.promptTooLong });
  return trimmed;
}

function startOfMonth(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
}

/**
 * The plan's monthly generation allowance (`ai.generate`, restriction `count`) while billing is
 * on; without billing every user may generate as often as the rate limit lets them.
 */
async function assertUnderGenerationQuota(user: User, now: Date): Promise<void> {
  if (!(await billingEnabled())) return;
  const subject: PermissionSubject = { user: await serializeUser(user), guestRole: null, billingEnabled: true };
  if (!hasPermission(subject, PERMISSIONS.aiGenerate)) throw new QuotaError(GENERATION_MESSAGES.notInPlan);
  const limit = restrictionValue(subject, PERMISSIONS.aiGenerate, 'count');
  if (limit === null || limit === '') return;
  const used = await AiGeneration.count({ where: { user_id: user.id, created_at: { [Op.gte]: startOfMonth(now) } } });
  if (used >= Number(limit)) throw new QuotaError(GENERATION_MESSAGES.quotaUsed(Number(limit)));
}

function statusOf(row: AiGeneration, job: JobRecord | null): { status: GenerationStatus; error: string | null } {
  if (FINISHED_GENERATION_STATUSES.includes(row.status)) return { status: row.status, error: row.error ?? null };
  // The job knows how a generation ended that could not say so itself (cancelled while queued, an instance that died).
  if (job && FINISHED_JOB_STATUSES.includes(job.status) && job.status !== 'succeeded') {
    return { status: job.status === 'cancelled' ? 'cancelled' : 'failed', error: job.error ?? row.error ?? null };
  }
  return { status: row.status, error: row.error ?? null };
}

export async function serializeGeneration(row: AiGeneration): Promise<GenerationRecord> {
  const job = row.job_id === null ? null : await getJob(row.job_id);
  return {
    id: row.id,
    ...statusOf(row, job),
    prompt: row.prompt,
    pages: row.options.pages,
    language: row.options.language,
    style: row.options.style ?? null,
    seed: row.options.seed,
    provider: row.provider ?? null,
    notice: row.notice ?? null,
    page_names: row.page_names,
    pages_ready: row.pages_ready,
    project_id: row.project_id ?? null,
    job_id: row.job_id ?? null,
    created_at: row.created_at.toISOString(),
  };
}

/**
 * The generation an earlier request with this Idempotency-Key started, when the request is the same
 * one; a key reused for another request is refused rather than answered with the wrong site.
 */
async function generationForKey(user: User, key: string, prompt: string, options: GenerationOptions): Promise<GenerationRecord | null> {
  const earlier = await AiGeneration.findOne({ where: { user_id: user.id, idempotency_key: key } });
  if (!earlier) return null;
  if (earlier.prompt !== prompt || JSON.stringify(earlier.options) !== JSON.stringify(options)) {
    throw new InvalidError(GENERATION_MESSAGES.keyReused, { idempotency_key: GENERATION_MESSAGES.keyReused });
  }
  return serializeGeneration(earlier);
}

/**
 * Checks the request and the quota, then queues the generation's job; the answer comes at once.
 * With an idempotency key, a request made again (a retry after a dropped connection) answers the
 * generation the first one started, without counting against the rate limit or the quota.
 */
export async function startGeneration(user: User, input: GenerationInput & { workspaceId: number; idempotencyKey?: string }, now = new Date()): Promise<GenerationRecord> {
  const prompt = checkedPrompt(input.prompt);
  const pages = input.pages ?? 4;
  if (!Number.isInteger(pages) || pages < MIN_GENERATED_PAGES || pages > MAX_GENERATED_PAGES) {
    const message = `A generated site has ${MIN_GENERATED_PAGES} to ${MAX_GENERATED_PAGES} pages.`;
    throw new InvalidError(message, { pages: message });
  }
  const photos = await checkedPhotos(user, input.photos);
  const options: GenerationOptions = { pages, language: input.language ?? null, style: input.style ?? null, seed: input.seed ?? 0, ...(photos.length ? { photos } : {}) };
  const key = input.idempotencyKey ?? null;
  const earlier = key === null ? null : await generationForKey(user, key, prompt, options);
  if (earlier) return earlier;
  await throttle(`ai-generate:${user.id}`, STARTS_PER_MINUTE, 60, GENERATION_MESSAGES.tooMany);
  await assertUnderGenerationQuota(user, now);
  let row: AiGeneration;
  try {
    row = await inTransaction(AiGeneration.sequelize!, async () => {
      const created = await AiGeneration.create({ user_id: user.id, workspace_id: input.workspaceId, prompt, options, idempotency_key: key });
      const job = await enqueueJob(GENERATE_JOB, { generationId: created.id } satisfies GeneratePayload, { userId: user.id, maxAttempts: GENERATE_ATTEMPTS });
      await created.update({ job_id: job.id });
      return created;
    });
  } catch (error) {
    // The same request twice at once: the one that lost the race answers the winner's generation.
    const winner = key !== null && error instanceof UniqueConstraintError ? await generationForKey(user, key, prompt, options) : null;
    if (winner) return winner;
    throw error;
  }
  return serializeGeneration(row);
}

async function ownedGeneration(user: User, id: number): Promise<AiGeneration> {
  const row = await AiGeneration.findOne({ where: { id, user_id: user.id } });
  if (!row) throw new NotFoundError(GENERATION_MESSAGES.notFound);
  return row;
}

export async function getGeneration(user: User, id: number): Promise<GenerationRecord> {
  return serializeGeneration(await ownedGeneration(user, id));
}

/** Stops a generation that has not made its project yet; a finished one is answered as it is. */
export async function cancelGeneration(user: User, id: number): Promise<GenerationRecord> {
  const row = await ownedGeneration(user, id);
  if (!FINISHED_GENERATION_STATUSES.includes(row.status) && row.job_id !== null) await cancelJob(row.job_id);
  return serializeGeneration(await row.reload());
}

/**
 * Calls `onChange` with the generation each time it is seen to change, the finished state last,
 * and resolves with that. Follows the job's announcements, so a generation running in this
 * process is seen at once and one on another instance at the next poll.
 */
export async function followGeneration(user: User, id: number, onChange: (record: GenerationRecord) => void, signal?: AbortSignal): Promise<GenerationRecord> {
  const row = await ownedGeneration(user, id);
  let last = '';
  const emit = async () => {
    const record = await serializeGeneration(await row.reload());
    const state = JSON.stringify(record);
    if (state !== last && !signal?.aborted) {
      last = state;
      onChange(record);
    }
    return record;
  };
  let current = await emit();
  if (FINISHED_GENERATION_STATUSES.includes(current.status) || row.job_id === null) return current;
  let reads = Promise.resolve();
  await waitForJob(row.job_id, {
    onProgress: () => {
      reads = reads.then(async () => {
        if (!signal?.aborted) current = await emit();
      });
    },
  });
  await reads;
  return signal?.aborted ? current : emit();
}
