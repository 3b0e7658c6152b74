import type { PlanLanguage, SitePlan } from '../../../../common/ai/site-plan.ts';
import { parseSitePlan } from '../plan-schema.ts';

// Servers in json_object mode, and reasoning models, wrap the object: a <think> block first, a code
// fence around it, a sentence before it. The object is what counts.
function jsonText(content: string): string {
  const text = content.replace(/<think>[\s\S]*?<\/think>/gi, '').trim();
  const fenced = /^```(?:json)?\s*([\s\S]*?)\s*```$/i.exec(text);
  if (fenced) return fenced[1];
  const start = text.indexOf('{');
  const end = text.lastIndexOf('}');
  return start >= 0 && end > start && (start > 0 || end < text.length - 1) ? text.slice(start, end + 1) : text;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * A model's answer as a site plan, or what is wrong with it in words the model can act on. The
 * language asked for wins over the one the model named.
 */
export function readPlanAnswer(content: string, language?: PlanLanguage): { plan: SitePlan } | { errors: string[] } {
  let value: unknown;
  try {
    value = JSON.parse(jsonText(content));
  } catch (error) {
    return { errors: [`the answer is not JSON (${(error as Error).message})`] };
  }
  return parseSitePlan(language && isRecord(value) ? { ...value, language } : value);
}
