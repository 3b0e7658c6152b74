import {
  AI_PROVIDERS,
  defaultTimeoutSeconds,
  MAX_AI_TIMEOUT_SECONDS,
  MIN_AI_TIMEOUT_SECONDS,
  type AiProviderChoice,
  type AiSettings,
} from '../../../common/ai/settings.ts';
import type { AppContext } from '../../context.ts';
import { InvalidError } from '../../errors.ts';
import { getSetting, setSetting } from '../settings/service.ts';
import type { ChatEndpoint } from './providers/openai.ts';

// Which AI endpoint the app uses: what an admin saved (admin AI settings, `sitewright config set
// ai.*`), else the environment. The API key is stored encrypted under APP_KEY and never answered.

export interface AiSettingsInput {
  provider: AiProviderChoice;
  base_url: string | null;
  model: string | null;
  /** Absent keeps the stored key; '' removes it. */
  api_key?: string;
  /** Absent keeps the saved limit; null takes the default for the endpoint's host. */
  timeout_seconds?: number | null;
}

// The settings service opens the sealed key (server/modules/settings/secrets.ts); one sealed under
// another APP_KEY reads as none, and the settings screen says no key is set.
async function storedKey(): Promise<string> {
  return getSetting('ai.api_key');
}

/**
 * The saved limit, read leniently: `sitewright config set ai.timeout_seconds 600` stores the text
 * it was given, and a value out of bounds counts as none.
 */
async function savedTimeoutSeconds(): Promise<number | null> {
  const value = Number((await getSetting('ai.timeout_seconds')) ?? NaN);
  return Number.isInteger(value) && value >= MIN_AI_TIMEOUT_SECONDS && value <= MAX_AI_TIMEOUT_SECONDS ? value : null;
}

function timeoutMs(saved: number | null, baseUrl: string): number {
  return (saved ?? defaultTimeoutSeconds(baseUrl)) * 1000;
}

/** The endpoint generation and the editor's tools call; null keeps them on the offline composer. */
export async function aiEndpoint(ctx: AppContext): Promise<ChatEndpoint | null> {
  const provider = await getSetting('ai.provider');
  if (provider === 'composer') return null;
  const baseUrl = (await getSetting('ai.base_url')) || ctx.config.ai.baseUrl;
  if (!baseUrl) return null;
  return {
    baseUrl,
    model: (await getSetting('ai.model')) || ctx.config.ai.model,
    apiKey: (await storedKey()) || ctx.config.ai.apiKey,
    timeoutMs: timeoutMs(await savedTimeoutSeconds(), baseUrl),
  };
}

export async function getAiSettings(ctx: AppContext): Promise<AiSettings> {
  const endpoint = await aiEndpoint(ctx);
  return {
    provider: (await getSetting('ai.provider')) ?? (ctx.config.ai.baseUrl ? 'openai' : 'composer'),
    base_url: await getSetting('ai.base_url'),
    model: await getSetting('ai.model'),
    api_key_set: Boolean((await storedKey()) || ctx.config.ai.apiKey),
    environment: { base_url: ctx.config.ai.baseUrl || null, model: ctx.config.ai.model || null },
    timeout_seconds: await savedTimeoutSeconds(),
    in_use: endpoint
      ? { provider: 'openai', base_url: endpoint.baseUrl, model: endpoint.model, timeout_seconds: (endpoint.timeoutMs ?? 0) / 1000 }
      : { provider: 'composer', base_url: null, model: null, timeout_seconds: null },
  };
}

/** An endpoint from the form's values, the stored key standing in when none is typed. */
export async function endpointFrom(ctx: AppContext, input: AiSettingsInput): Promise<ChatEndpoint> {
  const baseUrl = input.base_url || ctx.config.ai.baseUrl;
  if (!baseUrl) {
    const message = 'Enter the endpoint URL, e.g. http://127.0.0.1:11434/v1 for Ollama.';
    throw new InvalidError(message, { base_url: message });
  }
  if (!/^https?:\/\/[^\s/]+/i.test(baseUrl)) {
    const message = 'The endpoint URL must start with http:// or https://.';
    throw new InvalidError(message, { base_url: message });
  }
  const model = input.model || ctx.config.ai.model;
  if (!model) {
    const message = 'Enter the model to use, e.g. gpt-4o-mini or llama3.1.';
    throw new InvalidError(message, { model: message });
  }
  const apiKey = input.api_key === undefined ? (await storedKey()) || ctx.config.ai.apiKey : input.api_key;
  const saved = input.timeout_seconds === undefined ? await savedTimeoutSeconds() : input.timeout_seconds;
  return { baseUrl, model, apiKey, timeoutMs: timeoutMs(saved, baseUrl) };
}

export async function saveAiSettings(ctx: AppContext, input: AiSettingsInput): Promise<AiSettings> {
  if (!AI_PROVIDERS.includes(input.provider)) throw new InvalidError('Choose a provider.', { provider: 'Choose a provider.' });
  if (input.provider === 'openai') await endpointFrom(ctx, input);
  await setSetting('ai.provider', input.provider);
  await setSetting('ai.base_url', input.base_url || null);
  await setSetting('ai.model', input.model || null);
  if (input.timeout_seconds !== undefined) await setSetting('ai.timeout_seconds', input.timeout_seconds);
  if (input.api_key !== undefined) await setSetting('ai.api_key', input.api_key);
  return getAiSettings(ctx);
}
