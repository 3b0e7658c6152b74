import { expect } from 'chai';
import { MAX_PROMPT_LENGTH, PLAN_LANGUAGES, type PlanLanguage, type SitePlan } from '../../common/ai/site-plan.ts';
import { composeSitePlan } from '../../server/modules/ai/composer/compose.ts';
import { InvalidError } from '../../server/errors.ts';
import { allStrings, expectValidPlan, planText, sectionKinds } from './support/plan-checks.ts';
import { PROMPT_CASES as CASES } from './support/prompts.ts';

describe('offline composer (server/modules/ai/composer)', () => {
  describe('reads each prompt into a fitting, valid plan', () => {
    for (const c of CASES) {
      it(c.prompt, () => {
        const plan = composeSitePlan({ prompt: c.prompt, pages: c.pages, seed: 7 });
        expectValidPlan(plan, c.pages ?? 4);
        expect(plan.kind).to.equal(c.kind);
        expect(plan.language).to.equal(c.language);
        const kinds = sectionKinds(plan);
        for (const asked of c.asks) expect(kinds, asked).to.include(asked);

        const text = planText(plan);
        if (c.name) {
          expect(plan.name).to.equal(c.name);
          expect(plan.pages[0].sections[0]).to.satisfy((hero: SitePlan['pages'][number]['sections'][number]) => JSON.stringify(hero).includes(c.name!));
        }
        if (c.place) expect(text).to.include(c.place);
        if (c.offering) expect(text.toLowerCase()).to.include(c.offering.toLowerCase());
        expect(text).to.include(plan.name);
        expect(plan.footer).to.include(plan.name);
      });
    }
  });

  it('makes the "done when" example: a multi-page bakery in Lisbon with an order form and opening hours', () => {
    const plan = composeSitePlan({ prompt: 'a cosy bakery in Lisbon with online orders and opening hours' });
    expect(plan.kind).to.equal('bakery');
    expect(plan.pages.length).to.be.greaterThan(1);
    const text = planText(plan);
    expect(text).to.include('Lisbon');
    expect(text.toLowerCase()).to.include('bread');
    const sections = plan.pages.flatMap((page) => page.sections);
    expect(sections.some((s) => s.type === 'form' && s.purpose === 'order')).to.equal(true);
    const hours = sections.find((s) => s.type === 'hours');
    expect(hours).to.not.equal(undefined);
    expect(hours!.id).to.equal('opening-hours');
    // The first button of the home page leads to the order form.
    const hero = plan.pages[0].sections[0];
    expect(hero.type === 'hero' && hero.actions[0]).to.deep.include({ page: 'order', section: 'order' });
  });

  it('gives the asked number of pages, 1 to 8, and brings other numbers into range', () => {
    for (let pages = 1; pages <= 8; pages += 1) expect(composeSitePlan({ prompt: 'a bakery', pages }).pages).to.have.length(pages);
    expect(composeSitePlan({ prompt: 'a bakery' }).pages).to.have.length(4);
    expect(composeSitePlan({ prompt: 'a bakery', pages: 0 }).pages).to.have.length(1);
    expect(composeSitePlan({ prompt: 'a bakery', pages: 99 }).pages).to.have.length(8);
    expect(composeSitePlan({ prompt: 'a bakery', pages: Number.NaN }).pages).to.have.length(4);
  });

  it('puts every asked-for section on a one-page site too', () => {
    const plan = composeSitePlan({ prompt: 'a restaurant with menu, pricing, opening hours, reviews, team, FAQ, contact form, reservations, online orders, gallery and a blog', pages: 1 });
    expectValidPlan(plan, 1);
    expect(sectionKinds(plan)).to.include.members([
      'menu', 'pricing', 'hours', 'testimonials', 'team', 'faq', 'form:contact', 'form:booking', 'form:order', 'gallery', 'posts',
    ]);
  });

  it('keeps the user’s own words as given and invents a name when none is given', () => {
    expect(composeSitePlan({ prompt: 'Padaria Sol is a bakery in Porto' }).name).to.equal('Padaria Sol');
    expect(composeSitePlan({ prompt: 'a café named Bean & Leaf Lab' }).name).to.equal('Bean & Leaf Lab');
    const invented = composeSitePlan({ prompt: 'a bakery' });
    expect(invented.name).to.match(/\S/);
    expect(composeSitePlan({ prompt: 'a bakery' }).name).to.equal(invented.name);
  });

  it('is deterministic: the same input gives a deep-equal plan', () => {
    for (const c of CASES.slice(0, 8)) {
      const input = { prompt: c.prompt, pages: c.pages, seed: 3 };
      expect(composeSitePlan(input)).to.deep.equal(composeSitePlan(input));
    }
  });

  it('gives a visibly different design for a different seed', () => {
    for (const c of CASES.slice(0, 10)) {
      const designs = [0, 1, 2, 3].map((seed) => composeSitePlan({ prompt: c.prompt, pages: c.pages, seed }));
      for (let i = 1; i < designs.length; i += 1) {
        expect(designs[i].style.palette.primary, c.prompt).to.not.equal(designs[0].style.palette.primary);
        expect(designs[i]).to.not.deep.equal(designs[0]);
      }
      const looks = new Set(designs.map((d) => `${d.style.headingFont}/${d.style.bodyFont}/${d.style.hero}/${d.style.rounding}`));
      expect(looks.size, c.prompt).to.be.greaterThan(1);
    }
  });

  it('takes the style asked for over the tone the prompt suggests, keeping what the site is about', () => {
    const prompt = 'a cosy bakery in Lisbon';
    const looks = new Set(
      (['luxury', 'playful', 'minimal', 'bold'] as const).map((style) => {
        const plan = composeSitePlan({ prompt, style, seed: 1 });
        expect(plan.kind).to.equal('bakery');
        expect(planText(plan)).to.include('Lisbon');
        return `${plan.style.headingFont}/${plan.style.bodyFont}/${plan.style.rounding}/${plan.style.hero}`;
      }),
    );
    expect(looks.size).to.be.greaterThan(2);
    expect(composeSitePlan({ prompt, style: 'cosy', seed: 1 })).to.deep.equal(composeSitePlan({ prompt, seed: 1 }));
  });

  it('makes different kinds look different (bakery and law firm)', () => {
    for (const seed of [0, 1, 2, 3, 4]) {
      const bakery = composeSitePlan({ prompt: 'a bakery in Lisbon', seed });
      const law = composeSitePlan({ prompt: 'a law firm in Lisbon', seed });
      expect(bakery.style.palette.primary).to.not.equal(law.style.palette.primary);
      expect(`${bakery.style.headingFont}/${bakery.style.bodyFont}`).to.not.equal(`${law.style.headingFont}/${law.style.bodyFont}`);
      expect(sectionKinds(bakery)).to.not.deep.equal(sectionKinds(law));
      expect(bakery.pages.map((p) => p.slug)).to.not.deep.equal(law.pages.map((p) => p.slug));
      expect(bakery.kind).to.not.equal(law.kind);
    }
  });

  describe('writes the fixed texts in the six languages', () => {
    const EXPECTED: Record<PlanLanguage, { home: string; hours: string; faq: string; addHours: string; submit: string }> = {
      en: { home: 'Home', hours: 'Opening hours', faq: 'Frequently asked questions', addHours: 'Add your opening hours', submit: 'Place order' },
      de: { home: 'Start', hours: 'Öffnungszeiten', faq: 'Häufige Fragen', addHours: 'Öffnungszeiten eintragen', submit: 'Bestellung absenden' },
      fr: { home: 'Accueil', hours: "Horaires d'ouverture", faq: 'Questions fréquentes', addHours: 'Ajoutez vos horaires d’ouverture', submit: 'Commander' },
      es: { home: 'Inicio', hours: 'Horario', faq: 'Preguntas frecuentes', addHours: 'Añade tu horario', submit: 'Enviar pedido' },
      nl: { home: 'Home', hours: 'Openingstijden', faq: 'Veelgestelde vragen', addHours: 'Vul uw openingstijden in', submit: 'Bestelling plaatsen' },
      pt: { home: 'Início', hours: 'Horário', faq: 'Perguntas frequentes', addHours: 'Adicione o seu horário', submit: 'Enviar encomenda' },
    };
    for (const language of PLAN_LANGUAGES) {
      it(language, () => {
        const plan = composeSitePlan({ prompt: 'a bakery in Lisbon with opening hours, FAQ and online orders', language, pages: 5 });
        expectValidPlan(plan, 5);
        expect(plan.language).to.equal(language);
        expect(plan.pages[0].name).to.equal(EXPECTED[language].home);
        const sections = plan.pages.flatMap((page) => page.sections);
        const hours = sections.find((s) => s.type === 'hours');
        expect(hours?.heading).to.equal(EXPECTED[language].hours);
        // The prompt gives no hours: a placeholder for the owner, marked as sample, rather than invented ones.
        expect(hours?.type === 'hours' && hours.rows.map((row) => row.hours)).to.deep.equal([EXPECTED[language].addHours]);
        expect(hours?.sample).to.equal(true);
        expect(sections.find((s) => s.type === 'faq')?.heading).to.equal(EXPECTED[language].faq);
        const order = sections.find((s) => s.type === 'form' && s.purpose === 'order');
        expect(order?.type === 'form' && order.submit).to.equal(EXPECTED[language].submit);
        expect(planText(plan)).to.include('Lisbon');
      });
    }

    it('detects the language from the prompt, and an explicit language wins', () => {
      expect(composeSitePlan({ prompt: 'eine Bäckerei in Köln' }).language).to.equal('de');
      expect(composeSitePlan({ prompt: 'une boulangerie à Lyon avec des horaires' }).language).to.equal('fr');
      expect(composeSitePlan({ prompt: 'una panadería en Sevilla' }).language).to.equal('es');
      expect(composeSitePlan({ prompt: 'een bakkerij in Gent met openingstijden' }).language).to.equal('nl');
      expect(composeSitePlan({ prompt: 'uma padaria em Braga' }).language).to.equal('pt');
      expect(composeSitePlan({ prompt: 'a bakery in Berlin, in German' }).language).to.equal('de');
      expect(composeSitePlan({ prompt: 'eine Bäckerei in Köln', language: 'fr' }).language).to.equal('fr');
      expect(composeSitePlan({ prompt: 'xyz' }).language).to.equal('en');
    });
  });

  describe('hostile prompts', () => {
    function expectClean(plan: SitePlan): void {
      expectValidPlan(plan, plan.pages.length);
      for (const { path, text } of allStrings(plan)) {
        expect(text, path).to.not.match(/<|>|script:|\{|\}|\[|\]|\p{Cc}|\p{Cf}/u);
      }
    }

    it('strips markup, script URLs, JSON breakers and control characters from the words it keeps', () => {
      const prompts = [
        '<script>alert(1)</script>a bakery called <b>Evil</b> in <i>Paris</i>',
        'a shop called "}]{"x": 1, "y": [true]} in Berlin',
        'a law firm called javascript:alert(document.cookie) in Rome',
        'a cafe named "javascript:void(0)" in Oslo',
        'a cafe called Bean\u0000\u0007Box\u202e in Oslo',
        '<img src=x onerror=alert(1)> restaurant "<svg/onload=alert(1)>" in <Madrid>',
        'a bar called {name} [Your name] TBD',
        '"}]} bakery',
      ];
      for (const prompt of prompts) expectClean(composeSitePlan({ prompt }));
      expect(composeSitePlan({ prompt: prompts[0] }).name).to.equal('Evil');
      expect(composeSitePlan({ prompt: prompts[4] }).name).to.equal('Bean Box');
    });

    it('caps the name and place it takes from the prompt', () => {
      const plan = composeSitePlan({ prompt: `a bakery called ${'Crusty '.repeat(40)}in ${'Lisbon'.repeat(30)}` });
      expectClean(plan);
      expect(plan.name.length).to.be.at.most(60);
      const contact = plan.pages.flatMap((p) => p.sections).find((s) => s.type === 'contact');
      // The address is a placeholder for the street, then the place.
    expect(contact?.type === 'contact' ? (contact.address ?? '').split(', ').at(-1)!.length : 0).to.be.at.most(60);
    });

    it('accepts a prompt of exactly the maximum length', () => {
      const prompt = 'a bakery in Lisbon with opening hours. '.repeat(200).slice(0, MAX_PROMPT_LENGTH);
      expectClean(composeSitePlan({ prompt }));
    });

    it('refuses an empty prompt and one over the maximum length', () => {
      for (const prompt of ['', '   \n\t ']) {
        expect(() => composeSitePlan({ prompt }))
          .to.throw(InvalidError, 'Describe the site you want in a few words.')
          .with.property('fields')
          .that.deep.equals({ prompt: 'Describe the site you want in a few words.' });
      }
      expect(() => composeSitePlan({ prompt: 'a'.repeat(10_000) }))
        .to.throw(InvalidError, 'The description can be at most 4000 characters.')
        .with.property('fields')
        .that.deep.equals({ prompt: 'The description can be at most 4000 characters.' });
    });
  });
});
