import type { AppContext } from '../../context.ts';
import { pendingMigrations } from '../../db/migrator.ts';
import { diskDriver } from '../../storage/index.ts';
import { probeStorage } from '../../storage/probe.ts';
import { DEFAULT_SETTINGS } from '../settings/defaults.ts';
import { getAllSettings } from '../settings/service.ts';

// Readiness: may this instance take traffic? Its database answers, its schema is the code's, and
// its file storage takes a write. Load balancers and orchestrators ask every few seconds, on
// every instance, so one answer serves every asker for a while.

export type ReadinessCheck = 'database' | 'migrations' | 'storage';

export interface Readiness {
  ready: boolean;
  /** 'ok', or why not in a few words (an errno or S3 code, never a secret or an address). */
  checks: Record<ReadinessCheck, string>;
}

/** How long one answer is given again: probes from several balancers cost one round of checks. */
export const READINESS_CACHE_MS = 10_000;
const CHECK_TIMEOUT_MS = 5000;
const OK = 'ok';

function withinTimeout(work: Promise<string>): Promise<string> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<string>((resolve) => {
    timer = setTimeout(() => resolve(`no answer within ${CHECK_TIMEOUT_MS / 1000} s`), CHECK_TIMEOUT_MS);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

function errorCode(error: unknown): string {
  const err = error as { original?: { code?: string }; parent?: { code?: string }; code?: string; name?: string };
  return err.original?.code ?? err.parent?.code ?? err.code ?? err.name ?? 'error';
}

async function checkDatabase(ctx: AppContext): Promise<string> {
  try {
    await ctx.db.sequelize.query('SELECT 1');
    return OK;
  } catch (error) {
    return `unreachable (${errorCode(error)})`;
  }
}

async function checkMigrations(ctx: AppContext): Promise<string> {
  try {
    const pending = await pendingMigrations(ctx.db.sequelize);
    return pending.length ? `${pending.length} pending` : OK;
  } catch (error) {
    return `not readable (${errorCode(error)})`;
  }
}

async function checkStorage(ctx: AppContext): Promise<string> {
  // The admin's storage settings when they can be read; the environment's otherwise.
  const settings = await getAllSettings().catch(() => DEFAULT_SETTINGS);
  try {
    const probe = await probeStorage(diskDriver('uploads', ctx.config, settings));
    return probe.ok ? OK : `${probe.problem.replace('_', ' ')} (${probe.reason})`;
  } catch {
    return 'not configured';
  }
}

async function runChecks(ctx: AppContext): Promise<Readiness> {
  const database = await withinTimeout(checkDatabase(ctx));
  const [migrations, storage] = await Promise.all([
    database === OK ? withinTimeout(checkMigrations(ctx)) : Promise.resolve('not checked (no database)'),
    checkStorage(ctx),
  ]);
  const checks = { database, migrations, storage };
  return { ready: Object.values(checks).every((value) => value === OK), checks };
}

const answers = new WeakMap<AppContext, { at: number; readiness: Promise<Readiness> }>();

/** The checks' outcome, at most READINESS_CACHE_MS old; askers arriving while checks run share them. */
export function readiness(ctx: AppContext): Promise<Readiness> {
  const now = ctx.now().getTime();
  const cached = answers.get(ctx);
  if (cached && now - cached.at < READINESS_CACHE_MS && now >= cached.at) return cached.readiness;
  const readiness = runChecks(ctx);
  answers.set(ctx, { at: now, readiness });
  return readiness;
}

/** The failing checks in one line, for the 503's message and the log. */
export function notReadyMessage(result: Readiness): string {
  const failing = Object.entries(result.checks).filter(([, value]) => value !== OK);
  return `Not ready: ${failing.map(([name, value]) => `${name} ${value}`).join('; ')}.`;
}
