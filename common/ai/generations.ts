import type { PlanLanguage } from './site-plan.ts';

// AI site generations as the API answers them, shared by the server, the web app and the CLI.

/** The look a user may ask for instead of the one the description suggests. */
export const GENERATION_STYLES = ['cosy', 'luxury', 'playful', 'professional', 'minimal', 'bold'] as const;
export type GenerationStyle = (typeof GENERATION_STYLES)[number];

export const GENERATION_STATUSES = ['queued', 'planning', 'writing', 'succeeded', 'failed', 'cancelled'] as const;
export type GenerationStatus = (typeof GENERATION_STATUSES)[number];
export const FINISHED_GENERATION_STATUSES: readonly GenerationStatus[] = ['succeeded', 'failed', 'cancelled'];

/** Who wrote the plan: the built-in composer, or the configured OpenAI-compatible endpoint. */
export type GenerationProvider = 'composer' | 'openai';

export interface GenerationRecord {
  id: number;
  status: GenerationStatus;
  prompt: string;
  pages: number;
  language: PlanLanguage | null;
  style: GenerationStyle | null;
  seed: number;
  provider: GenerationProvider | null;
  /** Set when the endpoint failed and the composer wrote the site instead, saying why. */
  notice: string | null;
  /** The planned pages, by name, once the plan is made. */
  page_names: string[];
  pages_ready: number;
  project_id: number | null;
  job_id: number | null;
  error: string | null;
  created_at: string;
}

export const GENERATION_MESSAGES = {
  promptRequired: 'Describe the site you want in a few words.',
  promptTooLong: 'The description can be at most 4000 characters.',
  notFound: 'Generation not found',
  quotaUsed: (limit: number) => `You have used all ${limit} AI generations of your plan this month. Upgrade your plan or wait until next month.`,
  notInPlan: 'Your plan does not include AI site generation. Upgrade your plan to generate sites.',
  tooMany: 'Too many generations at once. Wait a minute and try again.',
  keyReused: 'This Idempotency-Key was sent with another generation request; use a new key for a new request.',
  fallback: (reason: string) => `The AI endpoint failed (${reason}), so the built-in composer wrote this site instead.`,
} as const;
