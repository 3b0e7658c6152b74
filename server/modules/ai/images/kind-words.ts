import type { SitePlan } from '../../../../common/ai/site-plan.ts';
import { isGenericKind } from './phrases.ts';

// The words that tell a business apart, for searching, prompting and choosing an icon: the plan's
// kind first (the composer's words), then the nouns of the user's own description, without the
// words every description has ("a", "website", "opening", "hours") and without the site's name.

const COMMON = new Set(
  `the and for with our your you who that this from into near open opening hours days week weekend monday tuesday wednesday thursday friday saturday sunday
  website site page pages web online small local family new best good great nice cosy cozy friendly modern little big run owned based called named
  contact booking bookings book order orders menu prices price phone email mail address street city town
  der die das und mit für von ein eine einen einem einer unser unsere webseite seite öffnungszeiten geöffnet
  les des une pour avec dans sur notre nos site ouvert horaires
  los las una unos para con del por nuestro nuestra sitio web abierto horario
  het een voor met van ons onze website open openingstijden
  uma para com dos das nosso nossa site aberto horário`.split(/\s+/),
);

function wordsOf(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}]{3,}/gu) ?? [];
}

export function kindWordsOf(plan: Pick<SitePlan, 'kind' | 'name'>, prompt: string): string[] {
  const kind = isGenericKind(plan.kind) ? [] : plan.kind.split('-').filter(Boolean);
  const name = new Set(wordsOf(plan.name));
  const words = [...kind, ...wordsOf(prompt).filter((word) => !COMMON.has(word) && !name.has(word))];
  return [...new Set(words)].slice(0, 16);
}
