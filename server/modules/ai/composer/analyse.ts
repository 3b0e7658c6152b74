// Reads a prompt into a Brief: the kind of site, the user's own words worth keeping, the tone,
// the language and the sections asked for.
import type { PlanLanguage } from '../../../../common/ai/site-plan.ts';
import { extractAudience, extractName, extractOffering, extractPlace } from './entities.ts';
import { detectLanguage } from './language.ts';
import { GENERIC, LIBRARIES } from './library/index.ts';
import { firstMatch, normalise } from './match.ts';
import { askedSections, askedTone } from './requests.ts';
import { stripMarkup } from './sanitize.ts';
import type { Brief, KindLibrary } from './types.ts';

export function analyse(prompt: string, language: PlanLanguage | undefined): Brief {
  const plain = stripMarkup(prompt).replace(/[\p{Cc}\p{Cf}]/gu, ' ');
  const name = extractName(plain);
  const rest = name ? plain.split(name).join(' ') : plain;
  const text = normalise(rest);
  const library = detectKind(text) ?? (name ? detectKind(normalise(name)) : undefined) ?? GENERIC;
  return {
    library,
    name,
    place: extractPlace(plain, name),
    audience: extractAudience(rest),
    offering: extractOffering(rest),
    tone: askedTone(text, library),
    language: language ?? detectLanguage(rest),
    asked: askedSections(text, library),
  };
}

/**
 * The kind whose word comes first; when another kind's word follows right after it, that one, since
 * the last noun of a compound names the business ("wedding photographer", "software agency").
 * Weak words ("shop", "studio") count only when no strong word is present.
 */
function detectKind(text: string): KindLibrary | undefined {
  for (const strength of ['strong', 'weak'] as const) {
    const matches = LIBRARIES.map((library) => {
      const keywords = library.keywords.filter((k) => k.startsWith('~') === (strength === 'weak')).map((k) => k.replace(/^~/, ''));
      return { library, ...firstMatch(text, keywords) };
    })
      .filter((m) => m.index >= 0)
      .sort((a, b) => a.index - b.index || b.end - a.end);
    if (matches.length === 0) continue;
    let chosen = matches[0];
    for (const next of matches.slice(1)) {
      if (next.index < chosen.end) continue;
      if (next.index > chosen.end + 1) break;
      chosen = next;
    }
    return chosen.library;
  }
  return undefined;
}
