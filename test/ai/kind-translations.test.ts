import { expect } from 'chai';
import type { PlanLanguage } from '../../common/ai/site-plan.ts';
import { GENERIC, LIBRARIES } from '../../server/modules/ai/composer/library/index.ts';
import { withTranslations } from '../../server/modules/ai/composer/library/i18n/index.ts';
import type { KindCopy, KindLibrary } from '../../server/modules/ai/composer/types.ts';

// Every kind's copy must exist in every site language, line up item for item with the English
// (icons and prices are taken from the English by position), and never state a price itself.

const LANGUAGES: Exclude<PlanLanguage, 'en'>[] = ['de', 'fr', 'es', 'nl', 'pt'];
const ALLOWED_TOKENS = new Set(['name', 'place', 'inPlace', 'offering']);
const CURRENCY = /[€£$]|\bCHF\b|\b(?:EUR|GBP|USD)\b|\beuros?\b|\d\s*(?:pounds?|dollars?|francs?|libras?|d[oó]lares|pond|ponden|Pfund|livres?|c[eé]ntimos?|cents?)\b/i;

/** The copy's strings, each under a path that names where it sits. */
function strings(copy: KindCopy): [string, string][] {
  return [
    ['offering', copy.offering],
    ...copy.taglines.map((text, i): [string, string] => [`taglines[${i}]`, text]),
    ...copy.heroes.flatMap((hero, i): [string, string][] => [[`heroes[${i}].heading`, hero.heading], [`heroes[${i}].text`, hero.text]]),
    ...copy.about.map((text, i): [string, string] => [`about[${i}]`, text]),
    ...copy.features.flatMap((feature, i): [string, string][] => [[`features[${i}].title`, feature.title], [`features[${i}].text`, feature.text]]),
    ...copy.menu.flatMap((group, i): [string, string][] => [
      [`menu[${i}].title`, group.title],
      ...group.items.flatMap((entry, j): [string, string][] => [[`menu[${i}].items[${j}].title`, entry.title], [`menu[${i}].items[${j}].text`, entry.text]]),
    ]),
    ...copy.plans.flatMap((offer, i): [string, string][] => [[`plans[${i}].name`, offer.name], ...offer.features.map((text, j): [string, string] => [`plans[${i}].features[${j}]`, text])]),
    ...copy.testimonials.flatMap((entry, i): [string, string][] => [[`testimonials[${i}].quote`, entry.quote], [`testimonials[${i}].role`, entry.role]]),
    ...copy.faq.flatMap((entry, i): [string, string][] => [[`faq[${i}].question`, entry.question], [`faq[${i}].answer`, entry.answer]]),
    ...copy.team.flatMap((member, i): [string, string][] => [[`team[${i}].role`, member.role], [`team[${i}].bio`, member.bio]]),
    ...copy.posts.flatMap((post, i): [string, string][] => [[`posts[${i}].title`, post.title], [`posts[${i}].text`, post.text]]),
  ];
}

function tokens(text: string): string[] {
  return [...text.matchAll(/\{([^{}]*)\}/g)].map((match) => match[1]);
}

/** The English copy in the shape of a translation, so both can be walked alike. */
function english(library: KindLibrary): KindCopy {
  return {
    offering: library.offering,
    taglines: library.taglines,
    heroes: library.heroes,
    about: library.about,
    features: library.features,
    menu: library.menu,
    plans: library.plans,
    testimonials: library.testimonials,
    faq: library.faq,
    team: library.team,
    posts: library.posts,
  };
}

function shape(copy: KindCopy): unknown {
  return {
    taglines: copy.taglines.length,
    heroes: copy.heroes.length,
    about: copy.about.length,
    features: copy.features.length,
    menu: copy.menu.map((group) => group.items.length),
    plans: copy.plans.map((offer) => offer.features.length),
    testimonials: copy.testimonials.length,
    faq: copy.faq.length,
    team: copy.team.length,
    posts: copy.posts.length,
  };
}

describe('kind copy in every site language (server/modules/ai/composer/library/i18n)', () => {
  for (const library of [...LIBRARIES, GENERIC].map(withTranslations)) {
    describe(library.kind, () => {
      const source = english(library);
      for (const language of LANGUAGES) {
        it(`has ${language} copy lining up with the English, with only known tokens and no prices`, () => {
          const copy = library.translations?.[language];
          expect(copy, `${library.kind} has no ${language} copy`).to.not.equal(undefined);
          expect(shape(copy!)).to.deep.equal(shape(source));

          const translated = strings(copy!);
          const originals = new Map(strings(source));
          for (const [path, text] of translated) {
            expect(text.trim(), `${language} ${path} is empty`).to.not.equal('');
            for (const token of tokens(text)) expect(ALLOWED_TOKENS.has(token), `${language} ${path}: unknown token {${token}} in "${text}"`).to.equal(true);
            for (const token of tokens(originals.get(path) ?? '')) {
              if (ALLOWED_TOKENS.has(token)) expect(tokens(text), `${language} ${path} drops {${token}}: "${text}"`).to.include(token);
            }
            expect(CURRENCY.test(text), `${language} ${path} states a price or currency: "${text}"`).to.equal(false);
          }
        });
      }
    });
  }
});
