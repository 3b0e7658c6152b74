// What every section builder needs: the brief, the fixed texts of the plan's language, the kind's
// copy filled with the user's words, and a way to link to wherever a section ended up.
import type { PlanLink } from '../../../../../common/ai/site-plan.ts';
import { capitalise, fillTemplate } from '../format.ts';
import type { Random } from '../random.ts';
import { textsFor } from '../texts/index.ts';
import type { Texts } from '../texts/types.ts';
import type { Brief, KindLibrary, SectionKey } from '../types.ts';

export interface SectionContext {
  brief: Brief;
  library: KindLibrary;
  texts: Texts;
  /** The site's name: the user's, or one invented for the kind. */
  name: string;
  random: Random;
  /** Whether the library's long-form copy (English) is in the plan's language. */
  nativeCopy: boolean;
  /** Fills a template with the site's name, place, offering and kind. */
  fill(template: string): string;
  /** A link to the section `key` wherever it was placed, or to the contact section, or home. */
  link(key: SectionKey, label: string): PlanLink;
  /** Whether the site has the section `key` on one of its pages. */
  placed(key: SectionKey): boolean;
  /** People's names, each used once per plan. */
  person(): string;
}

export function createContext(brief: Brief, name: string, random: Random, placement: Pick<SectionContext, 'link' | 'placed'>): SectionContext {
  const texts = textsFor(brief.language);
  const label = brief.library.label[brief.language];
  const values: Record<string, string> = {
    name,
    place: brief.place ?? 'town',
    inPlace: brief.place ? `${texts.in}${brief.place}` : '',
    offering: brief.offering ?? brief.library.offering,
    label,
    Label: capitalise(label),
    audience: brief.audience ?? '',
  };
  const people = random.shuffle(texts.people);
  let nextPerson = 0;
  return {
    brief,
    library: brief.library,
    texts,
    name,
    random,
    nativeCopy: brief.language === 'en',
    fill: (template) => fillTemplate(template, values),
    ...placement,
    person: () => people[nextPerson++ % people.length],
  };
}
