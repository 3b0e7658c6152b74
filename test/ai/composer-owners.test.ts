import { expect } from 'chai';
import type { PlanLanguage, SitePlan } from '../../common/ai/site-plan.ts';
import { composeSitePlan } from '../../server/modules/ai/composer/compose.ts';
import { classifyKind } from '../../server/modules/ai/composer/kind.ts';

/** What an owner reads first on every page: headings, eyebrows, hero texts, the footer. */
function headlines(plan: SitePlan): string[] {
  const lines = [plan.name, plan.tagline, plan.footer];
  for (const page of plan.pages) {
    for (const section of page.sections) {
      const { heading, eyebrow, text } = section as { heading?: string; eyebrow?: string; text?: string };
      lines.push(...[heading, eyebrow, text].filter((line): line is string => !!line));
    }
  }
  return lines;
}

const GREETING = /\b(hi|hiya|hello|hey|hallo|moin|servus|bonjour|salut|hola|buenas|olá|hoi|goedendag)\b/iu;

const occurrences = (text: string, part: string) => text.split(part).length - 1;

describe('owners’ prompts read right (server/modules/ai/composer)', () => {
  const greeted: [PlanLanguage, string, string, string][] = [
    ['en', 'Hi, I’m Priya and I run Kettle & Crumb, a little tea room in Harrogate. Scones £3.50.', 'cafe', 'tea room'],
    ['en', 'Hello! My name is Dan and I am a self employed plumber in Hull. Call 01482 000111.', 'trades', 'plumber'],
    ['de', 'Hallo, ich heiße Mia und habe eine Physiotherapiepraxis in Kassel. Termine nach Vereinbarung.', 'clinic', 'Physiotherapiepraxis'],
    ['fr', 'Bonjour, je m’appelle Luc et je tiens une crêperie à Vannes. Galettes dès 8 €.', 'restaurant', 'crêperie'],
    ['es', 'Hola, me llamo Rosa y tengo una panadería en Burgos. Pan de pueblo 2 €.', 'bakery', 'panadería'],
    ['nl', 'Goedemorgen! Ik ben Eva en ik heb een kapsalon in Delft. Knippen € 30.', 'hair-salon', 'kapsalon'],
    ['pt', 'Olá, chamo-me Rui e tenho uma pastelaria em Viseu. Pastel de nata 1,20 €.', 'bakery', 'pastelaria'],
  ];
  for (const [language, prompt, kind, words] of greeted) {
    it(`reads the business after the greeting and the introduction: ${prompt}`, () => {
      const reading = classifyKind(prompt, language);
      expect(reading.known ? reading.library.kind : 'unknown').to.equal(kind);
      expect(reading.words).to.equal(words);
    });
  }

  it('never takes a greeting, a pronoun or the speaker’s name for the business when no kind fits', () => {
    const cases: [PlanLanguage, string, string][] = [
      ['en', 'Hi there! I’m Jo and I run a dog daycare near Ashford.', 'dog daycare'],
      ['de', 'Servus, wir betreiben eine Hundeschule im Allgäu.', 'Hundeschule'],
      ['fr', 'Bonjour, nous sommes une ferme pédagogique près de Tours.', 'ferme pédagogique'],
      ['es', 'Buenos días, somos una empresa de alquiler de kayaks en la Costa Brava.', 'empresa de alquiler de kayaks'],
      ['nl', 'Hallo, ik heb een bloemenwinkel in Leiden.', 'bloemenwinkel'],
      ['pt', 'Bom dia! Somos uma quinta de enoturismo no Douro.', 'quinta de enoturismo'],
    ];
    for (const [language, prompt, words] of cases) {
      const reading = classifyKind(prompt, language);
      expect(reading.known, prompt).to.equal(false);
      expect(reading.words, prompt).to.equal(words);
    }
  });

  it('knows health and care professions and food places in their other word forms', () => {
    const cases: [PlanLanguage, string, string][] = [
      ['en', 'Osteopathy and sports massage in Bristol', 'clinic'],
      ['en', 'Registered podiatrist in Taunton', 'clinic'],
      ['de', 'Osteopathin mit eigener Praxis in Kiel', 'clinic'],
      ['de', 'Logopädin in Ulm für Kinder und Erwachsene', 'clinic'],
      ['fr', 'Ostéopathe à Lyon, consultations sur rendez-vous', 'clinic'],
      ['fr', 'Avocate en droit du travail à Lille', 'law-firm'],
      ['es', 'Psicóloga en Sevilla, terapia de pareja', 'clinic'],
      ['es', 'Abogada de familia en Murcia', 'law-firm'],
      ['nl', 'Lunchroom met huisgemaakte taart in Gouda', 'cafe'],
      ['pt', 'Fisioterapeuta em Faro, reabilitação desportiva', 'clinic'],
      ['pt', 'Contabilista em Évora para pequenas empresas', 'accountant'],
    ];
    for (const [language, prompt, kind] of cases) {
      const reading = classifyKind(prompt, language);
      expect(reading.known ? reading.library.kind : 'unknown', prompt).to.equal(kind);
    }
  });

  it('keeps the business’s words as written: apostrophes, hyphens and accents', () => {
    expect(classifyKind('Site pour mon cabinet d’ostéopathie à Nantes', 'fr').words).to.equal('cabinet d’ostéopathie');
    expect(classifyKind("Site pour mon cabinet d'ostéopathie à Nantes", 'fr').words).to.equal("cabinet d'ostéopathie");
    expect(classifyKind('Bonjour, je voudrais un site pour ma boulangerie-pâtisserie à Rennes', 'fr').words).to.equal('boulangerie-pâtisserie');
    expect(classifyKind('Olá, somos uma oficina de reparação de bicicletas em Aveiro', 'pt').words).to.equal('oficina de reparação de bicicletas');
  });

  it('calls a site with no stated name by the prompt’s words, with the place once', () => {
    const plan = composeSitePlan({ prompt: "Site pour mon cabinet d'ostéopathie à Nantes. Consultations 60 € la séance.", seed: 3 });
    expect(plan.name).to.equal("Cabinet d'ostéopathie à Nantes");
    expect(plan.kind).to.equal('clinic');
    for (const line of headlines(plan)) expect(occurrences(line, 'Nantes'), line).to.be.at.most(1);
  });

  it('writes no greeting into a heading, and names the business, not the greeting', () => {
    const plan = composeSitePlan({ prompt: 'Hi, I’m Priya and I run Kettle & Crumb, a little tea room in Harrogate. We serve scones (£3.50).', seed: 1 });
    expect(plan.name).to.equal('Kettle & Crumb');
    expect(plan.kind).to.equal('cafe');
    for (const line of headlines(plan)) expect(line).to.not.match(GREETING);
    expect(headlines(plan).join(' ')).to.not.match(/\bhi\b/i);
  });

  it('gives a stated person without a role a role in the site’s language, not "Team <name>"', () => {
    const prompts: [string, string][] = [
      ["Site pour mon cabinet d'ostéopathie à Nantes avec une page équipe. Je m'appelle Claire Dubois.", 'Votre contact'],
      ['Cabinet de kinésithérapie à Genève avec une page équipe, Julie Favre. Séance 95 CHF.', 'Votre contact'],
    ];
    for (const [prompt, role] of prompts) {
      const plan = composeSitePlan({ prompt, pages: 8, seed: 2 });
      const team = plan.pages.flatMap((page) => page.sections).find((section) => section.type === 'team');
      expect(team?.type, prompt).to.equal('team');
      const stated = team?.type === 'team' ? team.members.filter((m) => !m.sample) : [];
      expect(stated, prompt).to.have.length(1);
      expect(stated[0].role, prompt).to.equal(role);
      expect(stated[0].role).to.not.include(plan.name);
    }
  });
});
