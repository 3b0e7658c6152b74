// The admin's AI settings as the API answers them (server/modules/ai/endpoint-settings.ts).

export const AI_PROVIDERS = ['composer', 'openai'] as const;
export type AiProviderChoice = (typeof AI_PROVIDERS)[number];

export interface AiSettings {
  provider: AiProviderChoice;
  /** What an admin saved; null follows the environment. */
  base_url: string | null;
  model: string | null;
  /** Whether a key is stored or set in the environment; the key itself never leaves the server. */
  api_key_set: boolean;
  environment: { base_url: string | null; model: string | null };
  /** How long one answer of the model may take, as saved; null takes the default for the endpoint's host. */
  timeout_seconds: number | null;
  /** What generation uses now; timeout_seconds is the effective limit (null with the composer). */
  in_use: { provider: AiProviderChoice; base_url: string | null; model: string | null; timeout_seconds: number | null };
}

export interface AiTestResult {
  model: string;
  latency_ms: number;
  /** The model's answer to the test question, shortened. */
  reply: string;
}

/** Bounds of `ai.timeout_seconds`: a CPU model may need many minutes for a site, an hour is a hang. */
export const MIN_AI_TIMEOUT_SECONDS = 10;
export const MAX_AI_TIMEOUT_SECONDS = 3600;

const HOSTED_OPENAI = 'api.openai.com';

/**
 * The time limit when none is saved: OpenAI answers a site in well under a minute; anything else
 * may be a model on this machine's CPU (Ollama, llama.cpp), which writes a few tokens a second.
 */
export function defaultTimeoutSeconds(baseUrl: string | null): number {
  try {
    if (baseUrl && new URL(baseUrl).hostname.toLowerCase() === HOSTED_OPENAI) return 60;
  } catch {
    // Not a URL yet (the admin is typing): the local default.
  }
  return 180;
}
