import { expect } from 'chai';
import { classifyKind } from '../../server/modules/ai/composer/kind.ts';
import { LIBRARIES } from '../../server/modules/ai/composer/library/index.ts';
import { KIND_PROMPTS } from './fixtures/kind-prompts.ts';
import { KIND_PROMPTS_HOLDOUT } from './fixtures/kind-prompts-holdout.ts';
import { scoreKinds } from './fixtures/kind-score.ts';

const MAX_WRONG_KIND = 0.05;

const percent = (part: number, whole: number) => `${((100 * part) / whole).toFixed(1)} %`;

describe('kind classifier (server/modules/ai/composer/kind.ts)', () => {
  it('the prompt sets name only kinds the library has, with enough prompts in every language', () => {
    const known = new Set(LIBRARIES.map((library) => library.kind));
    const all = [...KIND_PROMPTS, ...KIND_PROMPTS_HOLDOUT];
    for (const c of all) expect(c.kind === 'unknown' || known.has(c.kind), c.prompt).to.equal(true);
    expect(KIND_PROMPTS.length).to.be.at.least(170);
    expect(KIND_PROMPTS.filter((c) => c.language !== 'en').length).to.be.at.least(40);
    expect(KIND_PROMPTS.filter((c) => c.kind === 'unknown').length).to.be.at.least(40);
    expect(KIND_PROMPTS_HOLDOUT.length).to.be.at.least(60);
  });

  it('names a wrong known kind for under 5 % of both sets of prompts, and prints each set\'s figures', () => {
    for (const [label, cases] of [['tuning set', KIND_PROMPTS], ['holdout set', KIND_PROMPTS_HOLDOUT]] as const) {
      const score = scoreKinds(cases);
      console.log(`      ${label}: ${score.total} prompts, accuracy ${percent(score.correct, score.total)}, wrong kind ${percent(score.wrongKind, score.total)}`);
    }
    const score = scoreKinds([...KIND_PROMPTS, ...KIND_PROMPTS_HOLDOUT]);
    const wrongOnes = score.misses.filter((m) => m.got !== 'unknown');
    expect(score.wrongKind / score.total, JSON.stringify(wrongOnes, null, 1)).to.be.below(MAX_WRONG_KIND);
  });

  it('keeps the business in the prompt’s own words when the library has no kind for it', () => {
    const reading = classifyKind('We are a dog grooming salon in Leicester, baths and cuts', 'en');
    expect(reading.known).to.equal(false);
    expect(reading.words).to.equal('dog grooming salon');
    expect(reading.library.label.en).to.equal('dog grooming salon');
    expect(reading.library.offering).to.equal('dog grooming salon');
    const french = classifyKind('Location de kayaks sur l’Ardèche', 'fr');
    expect(french.known).to.equal(false);
    expect(french.words).to.equal('Location de kayaks');
  });

  it('lets the head noun decide: the last in English and German, the first in French', () => {
    expect(classifyKind('wedding photographer in Porto', 'en').library.kind).to.equal('photographer');
    expect(classifyKind('Photographe de mariage à Lyon', 'fr').library.kind).to.equal('photographer');
    expect(classifyKind('Hochzeitsfotografin aus Bonn', 'de').library.kind).to.equal('photographer');
    expect(classifyKind('Yogastudio in Köln', 'de').library.kind).to.equal('yoga');
    const tattoo = classifyKind('a tattoo studio in Leeds', 'en');
    expect(tattoo.known).to.equal(false);
    expect(tattoo.words).to.equal('tattoo studio');
    expect(classifyKind('a small studio for branding and web design', 'en').library.kind).to.equal('agency');
  });

  it('gives a prompt that names no business the generic site', () => {
    const reading = classifyKind('something nice for my uncle', 'en');
    expect(reading.known).to.equal(false);
    expect(reading.words).to.equal(undefined);
    expect(reading.library.kind).to.equal('business');
  });

  it('writes the custom kind’s copy in all six languages, item for item, with no price, guarantee or years', () => {
    const library = classifyKind('Cargo bike rental in Oxford', 'en').library;
    for (const language of ['de', 'fr', 'es', 'nl', 'pt'] as const) {
      const copy = library.translations?.[language];
      expect(copy, language).to.not.equal(undefined);
      expect(copy!.features).to.have.length(library.features.length);
      expect(copy!.faq).to.have.length(library.faq.length);
      expect(copy!.offering).to.equal('cargo bike rental');
    }
    const english = JSON.stringify([library.heroes, library.about, library.features, library.faq, library.menu]);
    expect(english).to.not.match(/guarantee|years|€|\$|£|\d/i);
  });
});
