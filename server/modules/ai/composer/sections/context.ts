// What every section builder needs: the brief and its stated facts, the fixed texts of the plan's
// language, the kind's copy in that language filled with the user's words, and a way to link to
// wherever a section ended up.
import type { PlanLanguage, PlanLink } from '../../../../../common/ai/site-plan.ts';
import { capitalise, fillTemplate, siteLocale } from '../format.ts';
import { normalise } from '../match.ts';
import type { Random } from '../random.ts';
import { textsFor } from '../texts/index.ts';
import type { Texts } from '../texts/types.ts';
import type { Brief, KindCopy, KindLibrary, SectionKey } from '../types.ts';

export interface SectionContext {
  brief: Brief;
  library: KindLibrary;
  texts: Texts;
  /** The kind's long-form copy in the plan's language; absent when the kind has none in it. */
  copy: KindCopy | undefined;
  /** Where prices and times are written as the site's language and country write them. */
  locale: string;
  /** The site's name: the user's, else what the business is (compose.ts) or a placeholder, never a made-up name. */
  name: string;
  random: Random;
  /** Fills a template with the site's name, place, offering and kind. */
  fill(template: string): string;
  /** A link to the section `key` wherever it was placed, or to the contact section, or home. */
  link(key: SectionKey, label: string): PlanLink;
  /** Whether the site has the section `key` on one of its pages. */
  placed(key: SectionKey): boolean;
}

/** The kind's copy in a language: the library itself in English, else its translation if it has one. */
export function kindCopy(library: KindLibrary, language: PlanLanguage): KindCopy | undefined {
  return language === 'en' ? library : library.translations?.[language];
}

/** Longer "words" are a sentence rather than a name for the business. */
const MAX_LABEL = 40;

export function kindLabel(brief: Brief): string {
  const words = brief.words && brief.words.length <= MAX_LABEL ? brief.words : undefined;
  if (!words) return brief.library.label[brief.language];
  // Mid-sentence, as written but for a capital that only opened the prompt (German capitalises nouns).
  return brief.language === 'de' || /^\p{Lu}{2}/u.test(words) ? words : words.charAt(0).toLowerCase() + words.slice(1);
}

export function createContext(brief: Brief, name: string, random: Random, placement: Pick<SectionContext, 'link' | 'placed'>): SectionContext {
  const texts = textsFor(brief.language);
  const copy = kindCopy(brief.library, brief.language);
  // The prompt's words name the business better than the kind's label ("bicycle repair workshop", not "repair shop").
  const label = kindLabel(brief);
  const values: Record<string, string> = {
    name,
    place: brief.place ?? texts.town,
    // "Cabinet d'ostéopathie à Nantes à Nantes": a name that holds the place says it once.
    inPlace: brief.place && !normalise(name).includes(normalise(brief.place)) ? `${texts.in}${brief.place}` : '',
    offering: brief.offering ?? copy?.offering ?? label,
    label,
    Label: capitalise(label),
    audience: brief.audience ?? '',
  };
  return {
    brief,
    library: brief.library,
    texts,
    copy,
    locale: siteLocale(brief.language, brief.facts.country),
    name,
    random,
    // "Bluebell & Co.." : a name that ends a sentence with its own full stop.
    fill: (template) => fillTemplate(template, values).replace(/(\p{L})\.\.(?!\.)/gu, '$1.'),
    ...placement,
  };
}
