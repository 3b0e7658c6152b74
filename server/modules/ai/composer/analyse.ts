// Reads a prompt into a Brief: what it states about the business (facts/extract.ts), the kind of
// business (kind.ts), the tone, the language and the sections asked for.
import type { PlanLanguage } from '../../../../common/ai/site-plan.ts';
import { extractOffering } from './entities.ts';
import { extractFacts } from './facts/extract.ts';
import type { SiteFacts } from './facts/types.ts';
import { classifyKind } from './kind.ts';
import { normalise } from './match.ts';
import { askedSections, askedTone } from './requests.ts';
import { stripMarkup } from './sanitize.ts';
import type { Brief } from './types.ts';

/** `stated` are the facts when the caller has read them out of the same prompt already. */
export function analyse(prompt: string, language: PlanLanguage | undefined, stated?: SiteFacts): Brief {
  const plain = stripMarkup(prompt).replace(/[^\P{Cc}\n]|\p{Cf}/gu, ' ');
  const facts = stated ?? extractFacts(plain, language);
  const rest = facts.name ? plain.split(facts.name).join(' ') : plain;
  const text = normalise(rest);
  const kind = classifyKind(plain, facts.language, [facts.name, ...facts.people.map((person) => person.name)]);
  const { library } = kind;
  return {
    library,
    facts,
    ...(kind.words ? { words: kind.words } : {}),
    known: kind.known,
    name: facts.name,
    place: facts.place,
    audience: facts.audience,
    offering: extractOffering(rest),
    tone: facts.tone ?? askedTone(text, library),
    language: facts.language,
    asked: askedSections(text, library),
  };
}
