import { expect } from 'chai';
import { WEEKDAYS } from '../../common/business.ts';
import type { PlanLanguage, PlanSection, SitePlan } from '../../common/ai/site-plan.ts';
import type { ProjectPage } from '../../common/editor/types.ts';
import { composeBrief, composeSitePlan } from '../../server/modules/ai/composer/compose.ts';
import { analyse } from '../../server/modules/ai/composer/analyse.ts';
import { daysOf, periodsOf } from '../../server/modules/ai/composer/facts/days.ts';
import { extractFacts } from '../../server/modules/ai/composer/facts/extract.ts';
import type { SiteFacts } from '../../server/modules/ai/composer/facts/types.ts';
import { textsFor } from '../../server/modules/ai/composer/texts/index.ts';
import { renderSitePlan } from '../../server/modules/ai/render.ts';
import { expectValidPlan } from './support/plan-checks.ts';

// What the user states about their business reaches the site as stated: each prompt composed and
// rendered, then its name, people, phone, e-mail, address, offers, prices and opening hours looked
// for in what a visitor reads, and anything contradicting them (another phone number or e-mail,
// another currency, a stated open day shown closed, a made-up person presented as real) looked
// for too. Prompts that state nothing get placeholders for the owner, never inventions.

/**
 * A prompt as an owner would write it, and what it states. `hours` keys are weekday runs as in
 * "mon-fri" or "sat"; values are "HH:MM-HH:MM" periods joined by ",", "closed" or "open" (open
 * with no times given). `prices` are the amounts as the site must write them (the place's
 * currency, the language's format); `currency` the only currency mark the site may show.
 */
interface FactCase {
  prompt: string;
  language: PlanLanguage;
  name?: string;
  people?: string[];
  roles?: string[];
  phone?: string;
  email?: string;
  address?: string[];
  offers?: string[];
  prices?: string[];
  currency?: string;
  hours?: Record<string, string>;
  /** Words of the business the site must use (a kind the library does not know). */
  words?: string;
}

const FACT_CASES: FactCase[] = [
  // English
  {
    prompt: "Dave's Plumbing & Heating in Leeds. Call 0113 496 0712 or email dave@davesplumbing.co.uk. Open Monday to Friday 8am-6pm. Boiler service £80, radiator fitting £150.",
    language: 'en', name: "Dave's Plumbing & Heating", phone: '0113 496 0712', email: 'dave@davesplumbing.co.uk', address: ['Leeds'],
    offers: ['Boiler service', 'Radiator fitting'], prices: ['£80', '£150'], currency: '£', hours: { 'mon-fri': '08:00-18:00' },
  },
  {
    prompt: 'Spokes & Sprockets is a bicycle repair workshop at 22 Mill Lane, Cambridge CB2 1RX. We do puncture repair £12 and full service £65. Phone 01223 555 019.',
    language: 'en', name: 'Spokes & Sprockets', address: ['22 Mill Lane', 'CB2 1RX', 'Cambridge'], phone: '01223 555 019',
    offers: ['Puncture repair', 'Full service'], prices: ['£12', '£65'], currency: '£', words: 'bicycle repair',
  },
  {
    prompt: 'Yoga with Priya Sharma in Brighton, run by Priya Sharma, a certified yoga teacher. Classes on Tuesday and Thursday 18:30-20:00. Drop-in class £14.',
    language: 'en', people: ['Priya Sharma'], address: ['Brighton'], prices: ['£14'], currency: '£', hours: { tue: '18:30-20:00', thu: '18:30-20:00' },
  },
  {
    prompt: 'The Salty Dog, a seafood restaurant in Portland, Maine. Head chef Marcus Bell. Open Wednesday to Sunday 5pm-10pm, closed Monday and Tuesday. Reservations at (207) 555-0148.',
    language: 'en', name: 'The Salty Dog', people: ['Marcus Bell'], phone: '(207) 555-0148', hours: { 'wed-sun': '17:00-22:00', 'mon-tue': 'closed' },
  },
  {
    prompt: 'a website for my dog grooming salon',
    language: 'en', words: 'dog grooming',
  },
  {
    prompt: 'Harbour Lights Guest House, 3 Quay Street, St Ives. Rooms from £95 per night. Contact stay@harbourlights.co.uk.',
    language: 'en', name: 'Harbour Lights Guest House', address: ['3 Quay Street', 'St Ives'], email: 'stay@harbourlights.co.uk', prices: ['from £95'], currency: '£',
  },
  {
    prompt: 'Piano tuning by Tom Hargreaves in Edinburgh. Tuning £70, minor repairs £40. Call 0131 496 0021.',
    language: 'en', people: ['Tom Hargreaves'], address: ['Edinburgh'], phone: '0131 496 0021', prices: ['£70', '£40'], currency: '£',
  },
  {
    prompt: 'Guitar lessons in Toronto with Mia Chen, starting at $30 per lesson.',
    language: 'en', address: ['Toronto'], people: ['Mia Chen'], prices: ['starting at $30'], currency: '$',
  },
  // German
  {
    prompt: 'Bäckerei Krume in Freiburg, Hauptstraße 12, 79098 Freiburg. Telefon 0761 123456. Geöffnet Montag bis Samstag 6:30-18:00 Uhr. Inhaberin Petra Lang.',
    language: 'de', name: 'Bäckerei Krume', address: ['Hauptstraße 12', '79098', 'Freiburg'], phone: '0761 123456', people: ['Petra Lang'],
    hours: { 'mon-sat': '06:30-18:00' },
  },
  {
    prompt: 'Fahrradwerkstatt Speiche in Leipzig. Wir bieten Reifenwechsel 15 €, Inspektion 49 € und Bremsen einstellen 20 €. E-Mail: hallo@speiche-leipzig.de',
    language: 'de', name: 'Fahrradwerkstatt Speiche', address: ['Leipzig'], email: 'hallo@speiche-leipzig.de',
    offers: ['Reifenwechsel', 'Inspektion', 'Bremsen einstellen'], prices: ['15 €', '49 €', '20 €'], currency: '€',
  },
  {
    prompt: 'Physiotherapie Berg in Zürich, Bahnhofstrasse 40, 8001 Zürich. Tel. +41 44 668 18 00. Behandlung 60 Minuten 120 CHF.',
    language: 'de', name: 'Physiotherapie Berg', address: ['Bahnhofstrasse 40', '8001', 'Zürich'], phone: '+41 44 668 18 00', prices: ['CHF 120'], currency: 'CHF',
  },
  {
    prompt: 'Velowerkstatt Speiche in Zürich. Wir bieten Reparaturen aller Art, E-Bike-Service ab 89 CHF und Cargo-Bike-Verleih. Telefon 044 123 45 67.',
    language: 'de', name: 'Velowerkstatt Speiche', address: ['Zürich'], phone: '044 123 45 67', offers: ['E-Bike-Service'], prices: ['ab CHF 89'], currency: 'CHF',
  },
  {
    prompt: 'eine Webseite für meinen Blumenladen in Münster',
    language: 'de', address: ['Münster'],
  },
  {
    prompt: 'Friseursalon Schnittpunkt in Graz. Unser Team: Anna Huber (Meisterin) und Lukas Gruber. Dienstag bis Freitag 9:00-18:00, Samstag 8:00-13:00.',
    language: 'de', name: 'Friseursalon Schnittpunkt', address: ['Graz'], people: ['Anna Huber', 'Lukas Gruber'],
    hours: { 'tue-fri': '09:00-18:00', sat: '08:00-13:00' },
  },
  {
    prompt: 'Kanzlei Richter & Söhne in Hamburg, Rechtsanwalt Dr. Jonas Richter. Kontakt: kanzlei@richter-soehne.de, 040 3344 5566.',
    language: 'de', name: 'Kanzlei Richter & Söhne', address: ['Hamburg'], email: 'kanzlei@richter-soehne.de', phone: '040 3344 5566', people: ['Dr. Jonas Richter'],
  },
  // French
  {
    prompt: 'Boulangerie Le Fournil à Lyon, 8 rue Mercière, 69002 Lyon. Ouvert du mardi au dimanche de 7h à 19h30. Téléphone 04 78 42 11 90.',
    language: 'fr', name: 'Boulangerie Le Fournil', address: ['8 rue Mercière', '69002', 'Lyon'], phone: '04 78 42 11 90', hours: { 'tue-sun': '07:00-19:30' },
  },
  {
    prompt: 'Atelier de réparation de vélos Roue Libre à Nantes. Nous proposons réparation de crevaison 12 €, révision complète 59 €.',
    language: 'fr', name: 'Roue Libre', address: ['Nantes'], offers: ['Révision complète'], prices: ['12 €', '59 €'], currency: '€',
  },
  {
    prompt: 'Cabinet de kinésithérapie à Genève, avec Julie Favre (kinésithérapeute). Séance 95 CHF. Contact : julie@kine-favre.ch',
    language: 'fr', address: ['Genève'], people: ['Julie Favre'], email: 'julie@kine-favre.ch', prices: ['95 CHF'], currency: 'CHF',
  },
  {
    prompt: 'Institut de beauté Éclat à Lille. Soin du visage à partir de 95 €, manucure 30 €.',
    language: 'fr', address: ['Lille'], offers: ['Soin du visage', 'Manucure'], prices: ['à partir de 95 €', '30 €'], currency: '€',
  },
  {
    prompt: 'Atelier de céramique Terre Vive à Lausanne. Cours dès 40 CHF, stage du week-end à partir de 180 CHF.',
    language: 'fr', address: ['Lausanne'], prices: ['dès 40 CHF', 'à partir de 180 CHF'], currency: 'CHF',
  },
  {
    prompt: 'un site pour mon salon de thé à Bordeaux',
    language: 'fr', address: ['Bordeaux'],
  },
  {
    prompt: 'Chez Lulu, bistrot à Marseille. Ouvert du lundi au vendredi 12h-14h30 et 19h-22h30, fermé le week-end. Réservations au 04 91 55 20 20.',
    language: 'fr', name: 'Chez Lulu', address: ['Marseille'], phone: '04 91 55 20 20', hours: { 'mon-fri': '12:00-14:30,19:00-22:30', 'sat-sun': 'closed' },
  },
  {
    prompt: 'Studio photo Lumière à Bruxelles, photographe Camille Dubois. Séance portrait 150 €. camille@studiolumiere.be',
    language: 'fr', name: 'Studio photo Lumière', address: ['Bruxelles'], people: ['Camille Dubois'], email: 'camille@studiolumiere.be', prices: ['150 €'], currency: '€',
  },
  // Spanish
  {
    prompt: 'Peluquería Tijeras de Oro en Sevilla, calle Feria 21, 41003 Sevilla. Corte 18 €, tinte 35 €. Teléfono 954 21 33 44.',
    language: 'es', name: 'Peluquería Tijeras de Oro', address: ['Feria 21', '41003', 'Sevilla'], phone: '954 21 33 44', prices: ['18 €', '35 €'], currency: '€',
  },
  {
    prompt: 'Taller de bicicletas La Cadena en Valencia. Abierto de lunes a sábado de 10:00 a 19:00. Email: hola@lacadena.es',
    language: 'es', name: 'La Cadena', address: ['Valencia'], email: 'hola@lacadena.es', hours: { 'mon-sat': '10:00-19:00' },
  },
  {
    prompt: 'Clínica dental Sonrisa en Madrid con la doctora Lucía Fernández. Limpieza dental 60 €. Tel. 910 123 456.',
    language: 'es', name: 'Sonrisa', address: ['Madrid'], people: ['Lucía Fernández'], phone: '910 123 456', prices: ['60 €'], currency: '€',
  },
  {
    prompt: 'una web para mi escuela de surf en Zarautz',
    language: 'es', address: ['Zarautz'],
  },
  {
    prompt: 'Restaurante Casa Pepa en Granada. Abierto de martes a domingo de 13:00 a 16:00, lunes cerrado. Reservas: 958 22 11 00.',
    language: 'es', name: 'Casa Pepa', address: ['Granada'], phone: '958 22 11 00', hours: { 'tue-sun': '13:00-16:00', mon: 'closed' },
  },
  {
    prompt: 'Estudio de tatuajes Tinta Negra en Barcelona. Ofrecemos tatuajes pequeños desde 80 €, piercings 30 €. Contacto: info@tintanegra.es',
    language: 'es', name: 'Tinta Negra', address: ['Barcelona'], email: 'info@tintanegra.es', prices: ['desde 80 €', '30 €'], currency: '€',
  },
  // Dutch
  {
    prompt: 'Fietsenmaker De Ketting in Utrecht, Oudegracht 101, 3511 AD Utrecht. Band plakken € 10, onderhoudsbeurt € 55. Bel 030 231 44 55.',
    language: 'nl', name: 'De Ketting', address: ['Oudegracht 101', '3511 AD', 'Utrecht'], phone: '030 231 44 55', prices: ['€ 10', '€ 55'], currency: '€',
  },
  {
    prompt: 'Bakkerij Van Dam in Haarlem. Open maandag t/m zaterdag 7:00-17:00, zondag gesloten. Eigenaar Pieter van Dam.',
    language: 'nl', name: 'Bakkerij Van Dam', address: ['Haarlem'], people: ['Pieter van Dam'], hours: { 'mon-sat': '07:00-17:00', sun: 'closed' },
  },
  {
    prompt: 'Tandartspraktijk Glimlach in Gent met tandarts Sofie Peeters. E-mail info@glimlach.be, telefoon 09 225 33 44.',
    language: 'nl', name: 'Tandartspraktijk Glimlach', address: ['Gent'], people: ['Sofie Peeters'], email: 'info@glimlach.be', phone: '09 225 33 44',
  },
  {
    prompt: 'een website voor mijn hondentrimsalon in Zwolle',
    language: 'nl', address: ['Zwolle'],
  },
  {
    prompt: 'Yogastudio Adem in Amsterdam. Wij bieden yogales € 15 en een tienrittenkaart € 130. Open dinsdag en donderdag 19:00-20:30.',
    language: 'nl', name: 'Yogastudio Adem', address: ['Amsterdam'], prices: ['€ 15', '€ 130'], currency: '€', hours: { tue: '19:00-20:30', thu: '19:00-20:30' },
  },
  {
    prompt: 'Koffiebar Bonen & Zo in Rotterdam, Witte de Withstraat 12. Open elke dag 8:00-18:00.',
    language: 'nl', name: 'Koffiebar Bonen & Zo', address: ['Witte de Withstraat 12', 'Rotterdam'], hours: { 'mon-sun': '08:00-18:00' },
  },
  {
    prompt: 'Hondentrimsalon Pluis in Zwolle. Knippen vanaf € 25, nagels knippen € 8, wassen v.a. € 12,50.',
    language: 'nl', name: 'Hondentrimsalon Pluis', address: ['Zwolle'], prices: ['vanaf € 25', '€ 8', 'v.a. € 12,50'], currency: '€',
  },
  // Portuguese
  {
    prompt: 'Padaria Pão Quente em Braga, Rua do Souto 45, 4700-329 Braga. Aberta de segunda a sábado das 7h às 19h. Telefone 253 123 456.',
    language: 'pt', name: 'Padaria Pão Quente', address: ['Rua do Souto 45', '4700-329', 'Braga'], phone: '253 123 456', hours: { 'mon-sat': '07:00-19:00' },
  },
  {
    prompt: 'Oficina de bicicletas Pedal em Lisboa. Fazemos revisão completa 45 € e troca de pneus 15 €. Email: ola@pedal.pt',
    language: 'pt', name: 'Pedal', address: ['Lisboa'], email: 'ola@pedal.pt', prices: ['45 €', '15 €'], currency: '€',
  },
  {
    prompt: 'Clínica de fisioterapia Movimento no Porto, com a fisioterapeuta Ana Ribeiro. Sessão 40 €. Telefone 222 333 444.',
    language: 'pt', name: 'Movimento', address: ['Porto'], people: ['Ana Ribeiro'], phone: '222 333 444', prices: ['40 €'], currency: '€',
  },
  {
    prompt: 'um site para a minha loja de cerâmica em Coimbra',
    language: 'pt', address: ['Coimbra'],
  },
  {
    prompt: 'Salão de beleza Flor de Lis em São Paulo. Corte de cabelo R$ 80, manicure R$ 35. Aberto de terça a sábado das 9h às 19h.',
    language: 'pt', name: 'Flor de Lis', address: ['São Paulo'], prices: ['R$ 80', 'R$ 35'], currency: 'R$', hours: { 'tue-sat': '09:00-19:00' },
  },
  {
    prompt: 'Barbearia em Curitiba. Corte a partir de R$ 50, barba R$ 30.',
    language: 'pt', address: ['Curitiba'], offers: ['Corte', 'Barba'], prices: ['a partir de R$ 50', 'R$ 30'], currency: 'R$',
  },
  {
    prompt: 'Restaurante O Marinheiro em Cascais, chef João Almeida. Reservas pelo 214 830 000 ou reservas@omarinheiro.pt.',
    language: 'pt', name: 'O Marinheiro', address: ['Cascais'], people: ['João Almeida'], phone: '214 830 000', email: 'reservas@omarinheiro.pt',
  },
];


type Section<T extends PlanSection['type']> = Extract<PlanSection, { type: T }>;

function sections(plan: SitePlan): PlanSection[] {
  return plan.pages.flatMap((page) => page.sections);
}

function sectionOf<T extends PlanSection['type']>(plan: SitePlan, type: T): Section<T> | undefined {
  return sections(plan).find((section): section is Section<T> => section.type === type);
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** What a visitor reads on a rendered page, its title and description included, spaces made plain. */
function pageText(page: ProjectPage): string {
  const body = page.html
    .replace(/<(script|style)\b[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (entity, code: string) => {
      if (code.startsWith('#x')) return String.fromCodePoint(parseInt(code.slice(2), 16));
      if (code.startsWith('#')) return String.fromCodePoint(Number(code.slice(1)));
      return ENTITIES[code] ?? entity;
    });
  return plainSpaces(`${page.doc.title}\n${page.doc.description}\n${body}`);
}

/** Text as a reader sees it: a phone number is kept on one line with no-break spaces and hyphens. */
function plainSpaces(text: string): string {
  return text.replace(/[\s\u00a0\u202f]+/g, ' ').replace(/\u2011/g, '-');
}

const PHONE_LIKE = /\+?\(?\d[\d ()/.-]{6,}\d/g;
const EMAIL_LIKE = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;
const CURRENCY_MARKS = /R\$|CHF|[€£$¥]/g;

const DAY_INDEX: Record<string, number> = { mon: 0, tue: 1, wed: 2, thu: 3, fri: 4, sat: 5, sun: 6 };

/** "mon-fri" → [0 … 4]; "sat" → [5]. */
function dayRun(run: string): number[] {
  const [from, to = from] = run.split('-').map((day) => DAY_INDEX[day]);
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}

/** The hours section read back as a week, each named day with its periods ([] when closed, null when open without times). */
function weekOf(section: Section<'hours'>): Map<number, string | null> {
  const week = new Map<number, string | null>();
  for (const row of section.rows) {
    const days = daysOf(row.days);
    expect(days, `a row names its days: "${row.days}"`).to.not.equal(null);
    const periods = periodsOf(row.hours);
    for (const day of days!) expect(week.has(day), `${WEEKDAYS[day]} is in one row only`).to.equal(false);
    for (const day of days!) week.set(day, periods === null ? null : periods.length === 0 ? 'closed' : periods.map((p) => `${p.opens}-${p.closes}`).join(','));
  }
  return week;
}

function compose(prompt: string): { plan: SitePlan; text: string; pages: string[] } {
  const plan = composeSitePlan({ prompt, seed: 5 });
  const pages = renderSitePlan(plan).map(pageText);
  return { plan, text: pages.join('\n'), pages };
}

function digits(text: string): string {
  return text.replace(/\D/g, '');
}

describe('composed sites keep what the user stated (server/modules/ai/composer)', () => {
  it('has prompts in every language, stating every kind of fact', () => {
    expect(FACT_CASES.length).to.be.at.least(36);
    for (const language of ['en', 'de', 'fr', 'es', 'nl', 'pt'] as PlanLanguage[]) expect(FACT_CASES.filter((c) => c.language === language).length, language).to.be.at.least(6);
    for (const fact of ['name', 'people', 'phone', 'email', 'address', 'prices', 'hours', 'words'] as const) expect(FACT_CASES.some((c) => c[fact]), fact).to.equal(true);
  });

  for (const c of FACT_CASES) {
    it(c.prompt, () => {
      const { plan, text, pages } = compose(c.prompt);
      expectValidPlan(plan, 4);
      expect(plan.language).to.equal(c.language);
      const contact = sectionOf(plan, 'contact')!;
      const placeholders = textsFor(c.language).placeholders;

      if (c.name) {
        expect(plan.name).to.include(c.name);
        for (const page of pages) expect(page).to.include(plan.name);
        expect(plan.footer).to.include(plan.name);
      }
      if (c.words) expect(text.toLowerCase()).to.include(c.words.toLowerCase());

      // People: the stated ones by name; anyone else is sample content.
      for (const person of c.people ?? []) expect(text).to.include(person);
      for (const role of c.roles ?? []) expect(text).to.include(role);
      const team = sectionOf(plan, 'team');
      for (const member of team?.members ?? []) {
        if (!member.sample) expect(c.people ?? [], `${member.name} is stated`).to.include(member.name);
      }
      if (c.people) expect(team?.sample, 'a team of stated people is no sample').to.not.equal(true);
      for (const review of sectionOf(plan, 'testimonials')?.items ?? []) expect(review.sample, review.name).to.equal(true);

      // Phone and e-mail: the stated ones, no other; a placeholder for the owner when none is stated.
      const postcodes = (c.address ?? []).map(digits);
      const phones = (text.match(PHONE_LIKE) ?? []).map(digits).filter((found) => found.length >= 7 && !postcodes.includes(found));
      if (c.phone) {
        expect(text).to.include(c.phone);
        for (const found of phones) expect(found, 'no other phone number').to.equal(digits(c.phone));
        expect(contact.placeholders ?? []).to.not.include('phone');
      } else {
        expect(phones, 'no invented phone number').to.deep.equal([]);
        expect(contact.phone).to.equal(placeholders.phone);
        expect(contact.placeholders).to.include('phone');
      }
      const emails = text.match(EMAIL_LIKE) ?? [];
      if (c.email) {
        for (const found of emails) expect(found, 'no other e-mail').to.equal(c.email);
        expect(emails).to.include(c.email);
      } else {
        expect(emails, 'no invented e-mail').to.deep.equal([]);
        expect(contact.email).to.equal(placeholders.email);
        expect(contact.placeholders).to.include('email');
      }

      // Address: every stated part; the street a placeholder when not stated.
      for (const part of c.address ?? []) expect(contact.address, part).to.include(part);
      const street = (c.address ?? []).find((part) => /\d/.test(part) && /\p{L}{3}/u.test(part));
      expect(contact.placeholders?.includes('address'), 'the address is a placeholder unless a street is stated').to.equal(!street);

      // Offers and prices: as stated, in the place's currency, and no other currency anywhere.
      for (const offer of c.offers ?? []) expect(text).to.include(offer);
      for (const price of c.prices ?? []) expect(text).to.include(plainSpaces(price));
      const marks = new Set(text.match(CURRENCY_MARKS) ?? []);
      expect([...marks], 'currency marks').to.deep.equal(c.currency ? [c.currency] : []);
      const pricing = sectionOf(plan, 'pricing');
      for (const offer of pricing?.plans ?? []) if (!offer.sample) expect(c.prices ?? [], offer.price).to.include(offer.price.replace(/[\u00a0\u202f]/g, ' '));

      // Opening hours: each stated day as stated, no stated open day shown closed, no day invented.
      const hours = sectionOf(plan, 'hours');
      if (c.hours) {
        expect(hours, 'an hours section').to.not.equal(undefined);
        expect(hours!.sample).to.not.equal(true);
        const week = weekOf(hours!);
        const stated = new Map<number, string>();
        for (const [run, value] of Object.entries(c.hours)) for (const day of dayRun(run)) stated.set(day, value);
        for (const [day, value] of stated) expect(week.get(day), WEEKDAYS[day]).to.equal(value === 'open' ? null : value);
        // A day the prompt does not speak of may show closed only where its wording implies it ("Monday to Friday").
        const ranged = Object.keys(c.hours).some((run) => run.includes('-'));
        for (const [day, value] of week) if (!stated.has(day)) expect(ranged && value === 'closed', `${WEEKDAYS[day]} is not made up`).to.equal(true);
      } else if (hours) {
        expect(hours.sample).to.equal(true);
        expect(hours.rows).to.deep.equal([{ days: placeholders.days, hours: placeholders.hours }]);
      }
      // Made-up figures only when asked for.
      expect(sectionOf(plan, 'stats')).to.equal(undefined);
    });
  }

  describe('with facts given by hand', () => {
    function withFacts(prompt: string, facts: Partial<SiteFacts>, pages = 4): SitePlan {
      const brief = analyse(prompt, facts.language);
      const merged: SiteFacts = { ...brief.facts, ...facts };
      return composeBrief({ ...brief, facts: merged, name: merged.name, place: merged.place }, { prompt, pages, seed: 2 });
    }

    it('groups consecutive days with the same hours and writes the language’s day names and times', () => {
      const hours: SiteFacts['hours'] = {
        monday: { open: true, periods: [{ opens: '09:00', closes: '17:30' }] },
        tuesday: { open: true, periods: [{ opens: '09:00', closes: '17:30' }] },
        wednesday: { open: true, periods: [{ opens: '09:00', closes: '17:30' }] },
        thursday: { open: true, periods: [{ opens: '09:00', closes: '20:00' }] },
        saturday: { open: true, periods: [] },
        sunday: { open: false },
      };
      const rows = (language: PlanLanguage, country?: string) => sectionOf(withFacts(`a bakery`, { hours, language, country }), 'hours')!.rows;
      expect(rows('en', 'GB')).to.deep.equal([
        { days: 'Monday – Wednesday', hours: '09:00 – 17:30' },
        { days: 'Thursday', hours: '09:00 – 20:00' },
        { days: 'Saturday', hours: 'Open (add your times)' },
        { days: 'Sunday', hours: 'Closed' },
      ]);
      expect(rows('en', 'US')[0].hours.replace(/\s/g, ' ')).to.equal('9:00 AM – 5:30 PM');
      expect(rows('fr', 'FR').map((row) => row.days)).to.deep.equal(['Du lundi au mercredi', 'Jeudi', 'Samedi', 'Dimanche']);
      expect(rows('de', 'DE')[3]).to.deep.equal({ days: 'Sonntag', hours: 'Geschlossen' });
      expect(rows('nl', 'NL')[0].days).to.equal('Maandag t/m woensdag');
    });

    it('formats stated prices in the facts’ currency for the site’s language and country', () => {
      const offers = [
        { title: 'Tune-up', price: { amount: 1200, currency: 'CHF', text: 'CHF 1200' } },
        { title: 'Gel nails', price: { amount: 30.5, currency: 'CHF', text: '30.50 CHF' } },
      ];
      const menu = (language: PlanLanguage, country: string) => sectionOf(withFacts('a shop', { offers, language, country, currency: 'CHF' }), 'menu')!;
      const metas = (language: PlanLanguage, country: string) => menu(language, country).groups.flatMap((g) => g.items.map((i) => plainSpaces(i.meta ?? '')));
      // The Swiss group thousands with an apostrophe (ASCII or typographic, by ICU version) and write cents after a point.
      expect(metas('de', 'CH')[0]).to.match(/^CHF 1['’]200$/);
      expect(metas('de', 'CH')[1]).to.equal('CHF 30.50');
      expect(metas('fr', 'CH')).to.deep.equal(['1 200 CHF', '30.50 CHF']);
      expect(metas('en', 'GB')[1]).to.equal('CHF 30.50');
      expect(menu('de', 'CH').sample).to.not.equal(true);
      expect(menu('de', 'CH').groups.flatMap((g) => g.items.map((i) => i.title))).to.deep.equal(['Tune-up', 'Gel nails']);
    });

    it('keeps the “from” of a stated price: the user’s words in their language, the site language’s own in another', () => {
      const offers = (from: string) => [{ title: 'E-Bike service', price: { amount: 89, currency: 'CHF', text: `${from} 89 CHF`, from } }];
      const shown = (from: string, language: PlanLanguage) => {
        const plan = withFacts('a bicycle repair shop with prices', { offers: offers(from), language, country: 'CH', currency: 'CHF' });
        const meta = sectionOf(plan, 'menu')!.groups[0].items[0].meta!;
        const price = sectionOf(plan, 'pricing')!.plans[0].price;
        expect(plainSpaces(price), 'the pricing plan writes it as the menu does').to.equal(plainSpaces(meta));
        return plainSpaces(meta);
      };
      expect(shown('ab', 'de')).to.equal('ab CHF 89');
      expect(shown('Ab', 'de')).to.equal('Ab CHF 89');
      expect(shown('starting at', 'en')).to.equal('starting at CHF 89');
      expect(shown('dès', 'fr')).to.equal('dès 89 CHF');
      expect(shown('a partir de', 'pt')).to.equal('a partir de 89 CHF');
      expect(shown('desde', 'pt')).to.equal('desde 89 CHF');
      // Written in another language than the site's: the site's own word.
      expect(shown('ab', 'en')).to.equal('from CHF 89');
      expect(shown('from', 'fr')).to.equal('à partir de 89 CHF');
      expect(shown('vanaf', 'es')).to.equal('desde 89 CHF');
      expect(shown('à partir de', 'nl')).to.equal('vanaf CHF 89');
      expect(shown('a partir de', 'fr')).to.equal('à partir de 89 CHF');
    });

    it('composes from facts already read out of the prompt (an endpoint’s fallback) without reading them again', () => {
      const prompt = 'a bakery in Leeds, sourdough £4.50';
      const read = extractFacts(prompt);
      const plan = composeSitePlan({ prompt, seed: 2, facts: { ...read, name: 'Rise & Shine Bakery', phone: '0113 496 0000' } });
      expect(plan.name).to.equal('Rise & Shine Bakery');
      expect(sectionOf(plan, 'contact')!.phone).to.equal('0113 496 0000');
      expect(composeSitePlan({ prompt, seed: 2, facts: read })).to.deep.equal(composeSitePlan({ prompt, seed: 2 }));
    });

    it('never shows an invented price: the kind’s plans get a placeholder, marked as sample', () => {
      const plan = withFacts('a hair salon with prices', {});
      const pricing = sectionOf(plan, 'pricing')!;
      expect(pricing.sample).to.equal(true);
      for (const offer of pricing.plans) expect(offer).to.deep.include({ price: 'Add your price', sample: true });
      for (const group of sectionOf(plan, 'menu')!.groups) for (const item of group.items) expect(item.meta, item.title).to.equal(undefined);
    });

    it('names unnamed team members and reviewers as obvious placeholders, marked as sample', () => {
      for (const language of ['en', 'de', 'fr', 'es', 'nl', 'pt'] as PlanLanguage[]) {
        const plan = withFacts('a law firm with team and testimonials', { language });
        const { placeholders } = textsFor(language);
        const team = sectionOf(plan, 'team')!;
        expect(team.sample).to.equal(true);
        expect(team.members[0]).to.deep.include({ name: placeholders.person, sample: true });
        for (const member of team.members.slice(1)) expect(member).to.deep.include({ name: placeholders.member, sample: true });
        for (const review of sectionOf(plan, 'testimonials')!.items) expect(review).to.deep.include({ name: placeholders.customer, sample: true });
      }
    });

    it('shows stated people with their roles as written and no one else', () => {
      const people = [{ name: 'Sarah O’Neill', role: 'head chef' }, { name: 'Jan de Vries' }];
      const team = sectionOf(withFacts('a restaurant with our team', { people }), 'team')!;
      expect(team.sample).to.equal(undefined);
      expect(team.members.map((m) => [m.name, m.role, m.sample])).to.deep.equal([
        ['Sarah O’Neill', 'head chef', undefined],
        ['Jan de Vries', `${team.members[1].role}`, undefined],
      ]);
      expect(team.members[1].role).to.not.match(/chef|owner|manager/i);
    });

    it('writes a stated address as the country writes it', () => {
      const uk = sectionOf(withFacts('a cafe', { street: '14 Kirkgate', postcode: 'LS1 6BY', place: 'Leeds', country: 'GB' }), 'contact')!;
      expect(uk.address).to.equal('14 Kirkgate, Leeds LS1 6BY');
      const de = sectionOf(withFacts('a cafe', { street: 'Hauptstraße 5', postcode: '10115', place: 'Berlin', country: 'DE', language: 'de' }), 'contact')!;
      expect(de.address).to.equal('Hauptstraße 5, 10115 Berlin');
      expect(de.placeholders).to.include.members(['phone', 'email']).and.not.include('address');
    });

    it('leaves invented figures out unless asked for, and marks them as sample then', () => {
      expect(sectionOf(withFacts('a digital agency', {}), 'stats')).to.equal(undefined);
      expect(sectionOf(withFacts('a digital agency with some numbers', {}), 'stats')?.sample).to.equal(true);
    });
  });
});
