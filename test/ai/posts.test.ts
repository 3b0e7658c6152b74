import { expect } from 'chai';
import { francAll } from 'franc';
import type { PlanLanguage } from '../../common/ai/site-plan.ts';
import { emptyBusinessDetails, emptyOpeningHours } from '../../common/business.ts';
import { analyse } from '../../server/modules/ai/composer/analyse.ts';
import { composeSitePlan } from '../../server/modules/ai/composer/compose.ts';
import { pricesIn } from '../../server/modules/ai/composer/facts/money.ts';
import { textsFor } from '../../server/modules/ai/composer/texts/index.ts';
import { composePosts } from '../../server/modules/ai/posts/compose.ts';
import { postHtml } from '../../server/modules/ai/posts/html.ts';
import { postSubject, type SubjectSources } from '../../server/modules/ai/posts/subject.ts';
import type { PostDraft } from '../../server/modules/ai/posts/types.ts';
import { renderSitePlan } from '../../server/modules/ai/render.ts';

// The built-in writer's blog drafts for generated sites in each of the six languages: wholly in
// the site's language, about the business by its name and its own offers, stating no price,
// phone number or person the prompt did not, and three drafts on three different topics.

const PROMPTS: Record<PlanLanguage, string[]> = {
  en: [
    'Bluebell Nails in Leeds: gel nails £30, manicure £20 and pedicure. Call 0113 496 0000.',
    'Cosy Corner Café in Bristol. We serve coffee, homemade cakes and breakfast. Open Monday to Friday 8am to 4pm.',
  ],
  de: [
    'Bäckerei Sonnenkorn in Freiburg, wir backen Sauerteigbrot, Brezeln und Kuchen. Geöffnet Montag bis Samstag 6 bis 13 Uhr. Telefon 0761 123456.',
    'Fahrradwerkstatt Speiche & Kette in Leipzig. Wir bieten Reparatur, Inspektion und Lastenrad-Verleih. Inspektion ab 49 €.',
  ],
  fr: [
    'Atelier de réparation de vélos Roue Libre à Nantes, entretien, réparation et location de vélos cargo.',
    'Salon de coiffure Mèches Rebelles à Bruxelles : coupes femmes 35 €, coupes hommes 25 € et coloration. Ouvert du mardi au samedi de 9h à 18h.',
  ],
  es: [
    'Peluquería canina Guau Guau en Málaga: baño, corte y cuidado de uñas.',
    'Bar de tapas El Rincón de Paco en Granada. Servimos vermut, tapas caseras y paella. Teléfono 958 123 456.',
  ],
  nl: [
    'Kapsalon Knipkunst in Antwerpen, knippen, kleuren en baard trimmen.',
    'Bakkerij De Korenaar in Utrecht: we bakken zuurdesembrood, appeltaart en koekjes. Open dinsdag tot en met zaterdag van 7 tot 17 uur.',
  ],
  pt: [
    'Restaurante O Tasco do Zé no Porto, petiscos, bacalhau e vinho verde. Telefone 222 123 456.',
    'Escola de surf Onda Boa na Ericeira: aulas para principiantes a 35 €, aluguer de pranchas e aulas privadas.',
  ],
};

/** The detector's codes for the six site languages. */
const CODES: Record<PlanLanguage, string> = { en: 'eng', de: 'deu', fr: 'fra', es: 'spa', nl: 'nld', pt: 'por' };
const DETECTABLE = Object.values(CODES);
/** Words that are English and no word of the other five languages. */
const ENGLISH_WORDS = new Set(
  ('the and with our your you this that these those what how why who which from every their they are been have at by into than then there here not to it ' +
    'about read learn book sign subscribe send submit view closed today monday tuesday wednesday thursday friday saturday sunday add more now welcome offer').split(' '),
);
/** Phone-number-like runs of digits: "0113 496 0000", "+49 761 999999". */
const DIGITS = /(?:\+|00)?\(?\d[\d\s()./-]{5,}\d/g;

function words(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu) ?? [];
}

/** Every string of an object (the composer's fixed texts), templates' tokens left out. */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value.replace(/\{\w+\}/g, ' ')];
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

function pieces(draft: PostDraft): string[] {
  return [draft.title, draft.excerpt, ...draft.body.flatMap((block) => ('items' in block ? block.items : [block.text]))];
}

const textOf = (draft: PostDraft) => pieces(draft).join('\n');

/** The text with the site's name and every run of two or more words the user wrote blanked out. */
function withoutGiven(text: string, prompt: string, name: string): string {
  const promptText = ` ${words(prompt).join(' ')} `;
  const kept: string[] = [];
  const own = words(text.split(name).join(' '));
  for (let i = 0; i < own.length; ) {
    let end = i;
    while (end + 1 < own.length && promptText.includes(` ${own.slice(i, end + 2).join(' ')} `)) end++;
    if (end > i) i = end + 1;
    else kept.push(own[i++]);
  }
  return kept.join(' ');
}

interface Written {
  prompt: string;
  name: string;
  drafts: PostDraft[];
}

function siteSources(prompt: string, language: PlanLanguage | undefined, overrides: Partial<SubjectSources> = {}): SubjectSources {
  const plan = composeSitePlan({ prompt, language, pages: 4, seed: 1 });
  const pages = renderSitePlan(plan).map((page) => ({ page_id: page.id, name: page.name, html: page.html, doc: page.doc }));
  // As the generation stores it: the language the user chose, none here; the pages say which.
  return { projectName: plan.name, pages, generation: { prompt, language: null }, details: null, existing: [], ...overrides };
}

function written(prompt: string, language: PlanLanguage, count = 3): Written {
  const sources = siteSources(prompt, language);
  const subject = postSubject(sources);
  expect(subject.language, 'the site language').to.equal(language);
  return { prompt, name: sources.projectName, drafts: composePosts(subject, count) };
}

describe('AI blog drafts, offline', () => {
  for (const [language, prompts] of Object.entries(PROMPTS) as [PlanLanguage, string[]][]) {
    describe(language, () => {
      const fixed = new Set(words(strings(textsFor(language)).join(' ')));

      for (const prompt of prompts) {
        describe(prompt, () => {
          let site: Written;
          const facts = analyse(prompt, language).facts;
          before(() => {
            site = written(prompt, language);
          });

          it('writes three different drafts, wholly in the language of the site', () => {
            const { drafts, name } = site;
            expect(drafts).to.have.length(3);
            for (const key of ['title', 'slug', 'excerpt'] as const) expect(new Set(drafts.map((draft) => draft[key])).size, key).to.equal(3);
            expect(new Set(drafts.map((draft) => postHtml(draft.body))).size).to.equal(3);
            for (const draft of drafts) {
              const own = withoutGiven(textOf(draft), prompt, name);
              const [best] = francAll(own, { only: DETECTABLE });
              expect(best[0], `"${draft.title}" read as ${best[0]}: ${own}`).to.equal(CODES[language]);
              if (language === 'en') continue;
              for (const piece of pieces(draft)) {
                const english = words(withoutGiven(piece, prompt, name)).filter((word) => ENGLISH_WORDS.has(word));
                expect(english, `English in "${piece}"`).to.deep.equal([]);
              }
            }
          });

          it("names the business and its own offers, and the offer draft is about the first one", () => {
            const { drafts, name } = site;
            for (const draft of drafts) expect(textOf(draft), draft.title).to.contain(name);
            const all = drafts.map(textOf).join('\n').toLowerCase();
            for (const offer of facts.offers) expect(all, offer.title).to.contain(offer.title.toLowerCase());
            expect(drafts[1].title).to.contain(facts.offers[0].title);
          });

          it('states nothing the prompt does not: every word is the user’s or the writer’s own, no other number, price or phone', () => {
            const { drafts } = site;
            const allowed = new Set([...words(prompt), ...words(site.name), ...fixed, ...words(postSubject(siteSources(prompt, language)).offering), ...words(postSubject(siteSources(prompt, language)).label)]);
            const numbers = new Set([0, ...(prompt.match(/\d+/g) ?? []).map(Number)]);
            for (const day of Object.values(facts.hours ?? {})) for (const period of day.open ? day.periods : []) for (const time of [period.opens, period.closes]) time.split(':').forEach((part) => numbers.add(Number(part)));
            for (const draft of drafts) {
              const text = textOf(draft);
              expect(words(text).filter((word) => !/^\d+$/.test(word) && !allowed.has(word)), draft.title).to.deep.equal([]);
              for (const number of text.match(/\d+/g) ?? []) expect(numbers.has(Number(number)), `${number} in "${draft.title}"`).to.equal(true);
              for (const price of pricesIn(text, facts.country)) {
                expect(facts.offers.some((offer) => offer.price?.amount === price.amount && offer.price.currency === price.currency), price.text).to.equal(true);
              }
              for (const [phone] of text.matchAll(DIGITS)) if (phone.replace(/\D/g, '').length >= 7) expect(phone.replace(/\D/g, '')).to.equal(facts.phone?.replace(/\D/g, ''));
            }
          });
        });
      }
    });
  }

  it("takes the owner's business details over the prompt's, and no phone or hours where neither states any", () => {
    const prompt = PROMPTS.de[0];
    const hours = emptyOpeningHours();
    hours.tuesday = [{ opens: '07:30', closes: '12:00' }];
    const details = { ...emptyBusinessDetails('Sonnenkorn Backstube'), phone: '+49 761 999999', email: 'hallo@sonnenkorn.example', street: 'Hauptstraße 5', postcode: '79098', city: 'Freiburg', opening_hours: hours };
    const [welcome] = composePosts(postSubject(siteSources(prompt, 'de', { details })), 1);
    const text = textOf(welcome);
    expect(welcome.title).to.equal('Willkommen bei Sonnenkorn Backstube');
    expect(text).to.contain('+49 761 999999').and.to.contain('hallo@sonnenkorn.example').and.to.contain('Hauptstraße 5, 79098 Freiburg');
    expect(text).to.contain('Dienstag: 07:30 – 12:00').and.not.to.contain('0761 123456').and.not.to.contain('13:00');

    const bare = composePosts(postSubject(siteSources('Bakkerij in Zwolle', 'nl')), 3);
    for (const draft of bare) {
      expect(textOf(draft), draft.title).not.to.match(/\d/);
      expect(textOf(draft)).not.to.match(/openingstijden|telefoon/i);
    }
  });

  it('writes the next topic when the blog already has a post on one', () => {
    const prompt = PROMPTS.en[0];
    const [first, second, third] = composePosts(postSubject(siteSources(prompt, 'en')), 3);
    const [next] = composePosts(postSubject(siteSources(prompt, 'en', { existing: [{ title: first.title, slug: 'first' }] })), 1);
    expect(next.title).to.equal(second.title);
    // A retitled post is still the post on its topic: its slug says so.
    const retitled = composePosts(postSubject(siteSources(prompt, 'en', { existing: [{ title: 'Hello!', slug: first.slug }] })), 1);
    expect(retitled.map((draft) => draft.title)).to.deep.equal([second.title]);
    const more = composePosts(postSubject(siteSources(prompt, 'en', { existing: [first, second, third] })), 3);
    expect(more.map((draft) => draft.title)).to.deep.equal(['What we offer: Manicure', 'What we offer: Pedicure', first.title]);
  });

  it('escapes what the site states, so no name can put markup into a post', () => {
    const [welcome] = composePosts(postSubject(siteSources('Café <img src=x onerror=alert(1)> & Bar in Bristol. We serve coffee, cakes and toast.', 'en')), 1);
    expect(postHtml(welcome.body)).not.to.match(/<img|<script/);
  });
});
