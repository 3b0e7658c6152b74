import type { PlanLanguage } from '../../../../common/ai/site-plan.ts';
import { PLAN_LANGUAGES } from '../../../../common/ai/site-plan.ts';
import { textsFor } from '../composer/texts/index.ts';

// Offline translation: only the composer's own fixed texts, which exist in every plan language
// under the same path (a heading, a button, a form label). Anything else needs a model.

type Leaves = Map<string, string>;

function leaves(value: unknown, path: string, into: Leaves): Leaves {
  if (typeof value === 'string') {
    // Templates ("Made for {audience}.") never appear in a page as written.
    if (!value.includes('{')) into.set(path, value);
  } else if (typeof value === 'object' && value !== null) {
    for (const [key, each] of Object.entries(value)) leaves(each, `${path}.${key}`, into);
  }
  return into;
}

const key = (text: string) => text.trim().replace(/\s+/g, ' ').toLocaleLowerCase();

let dictionary: { byText: Map<string, string>; byPath: Map<PlanLanguage, Leaves> } | null = null;

function loaded() {
  if (dictionary) return dictionary;
  const byPath = new Map(PLAN_LANGUAGES.map((language) => [language, leaves(textsFor(language), '', new Map())]));
  const byText = new Map<string, string>();
  for (const language of PLAN_LANGUAGES) for (const [path, text] of byPath.get(language)!) if (!byText.has(key(text))) byText.set(key(text), path);
  dictionary = { byText, byPath };
  return dictionary;
}

/** The text in `language` when it is one of the composer's fixed texts, else null. */
export function translateFixedText(text: string, language: PlanLanguage): string | null {
  const { byText, byPath } = loaded();
  const path = byText.get(key(text));
  return path === undefined ? null : (byPath.get(language)?.get(path) ?? null);
}
