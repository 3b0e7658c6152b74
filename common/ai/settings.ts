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
  /** What generation uses now. */
  in_use: { provider: AiProviderChoice; base_url: string | null; model: string | null };
}

export interface AiTestResult {
  model: string;
  latency_ms: number;
  /** The model's answer to the test question, shortened. */
  reply: string;
}
