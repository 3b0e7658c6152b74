import { expect } from 'chai';
import { analyse } from '../../server/modules/ai/composer/analyse.ts';
import { composeSitePlan } from '../../server/modules/ai/composer/compose.ts';
import { extractFacts } from '../../server/modules/ai/composer/facts/extract.ts';
import { capitalise } from '../../server/modules/ai/composer/format.ts';
import { kindLabel } from '../../server/modules/ai/composer/sections/context.ts';
import { textsFor } from '../../server/modules/ai/composer/texts/index.ts';

// The business's name and the people a prompt names, as owners open their prompts: with a
// greeting, by introducing themselves, with a title before their name, in German with every noun
// capitalised. A greeting, a common noun or the speaker is never the business's name; a noun is
// never a person; a title or a particle ("van der", "de la") stays part of the person's name.

interface NameCase {
  prompt: string;
  /** The business's name as written; absent when the prompt states none. */
  name?: string;
  /** Every person the prompt names, in order, as written. */
  people: string[];
  /** Roles the prompt gives, by person. */
  roles?: Record<string, string>;
}

const CASES: NameCase[] = [
  // English
  { prompt: 'Hello! My name is Tom and I run a small bike repair shop in Bristol.', people: ['Tom'] },
  { prompt: "Hi there, I'm Priya Shah, a freelance bookkeeper in Leicester helping small firms with their VAT.", people: ['Priya Shah'] },
  { prompt: 'Hey, we need a website for Greenway Landscaping in Norwich, run by Mark and Julie Fenton.', name: 'Greenway Landscaping', people: ['Mark', 'Julie Fenton'] },
  { prompt: 'Good morning, I am a podiatrist in Harrogate and I need a simple site for my clinic.', people: [] },
  { prompt: 'Hello, The Old Forge Bakery in Ludlow, run by Emma Vaughan-Jones.', name: 'The Old Forge Bakery', people: ['Emma Vaughan-Jones'] },
  { prompt: 'Dental practice in Bath run by Dr Amelia Hart. NHS and private check-ups, hygienist visits and emergency care.', people: ['Dr Amelia Hart'] },
  { prompt: 'Hiya! Site for my dog grooming van, I work alone in Swansea. Prof. Alan Hughes recommends us.', people: ['Prof. Alan Hughes'] },
  // German
  { prompt: 'Hallo, ich bin Katrin und betreibe ein kleines Café mit Kuchen und Frühstück in Freiburg.', people: ['Katrin'] },
  { prompt: 'Guten Tag! Wir sind eine Physiotherapie-Praxis in Graz mit Massage und Lymphdrainage.', people: [] },
  { prompt: 'Servus, ich führe eine Schreinerei in Passau. Wir machen Küchen, Treppen und Möbel nach Maß.', people: [] },
  { prompt: 'Moin! Mein Name ist Jens Petersen, ich bin Fotograf in Kiel und mache Hochzeiten und Porträts.', people: ['Jens Petersen'] },
  { prompt: 'Ich betreibe die Bäckerei Sonnenkorn in Ulm mit Brot, Brezeln und Torten. Unsere Inhaberin Anna Weber backt seit 1998.', name: 'Bäckerei Sonnenkorn', people: ['Anna Weber'], roles: { 'Anna Weber': 'Inhaberin' } },
  { prompt: 'Für unser Gasthaus suchen wir eine Seite: Schnitzel, Braten, Knödel und Bier vom Fass, dazu Zimmer mit Frühstück.', people: [] },
  { prompt: 'Dr. Markus Feldmann, Zahnarzt in Bremen, Prophylaxe und Implantate.', people: ['Dr. Markus Feldmann'], roles: { 'Dr. Markus Feldmann': 'Zahnarzt' } },
  { prompt: 'Herr Klaus von Brandenstein berät Familienunternehmen in Hamburg zu Nachfolge und Steuern.', people: ['Herr Klaus von Brandenstein'] },
  { prompt: 'Wir bieten Hausmannskost, Mittagstisch und Catering für Firmen in Bielefeld.', people: [] },
  { prompt: 'Ich bin Heilpraktikerin in Lüneburg und biete Akupunktur, Schröpfen und Ernährungsberatung an.', people: [] },
  { prompt: 'Pension am See mit Frühstück, Sauna und Fahrradverleih, Hunde willkommen.', people: [] },
  { prompt: 'Kleines Café mit Kuchen, Torten und Frühstück am Wochenende, Inhaber Lukas Brenner.', people: ['Lukas Brenner'], roles: { 'Lukas Brenner': 'Inhaber' } },
  { prompt: 'Grüß Gott, Mag. Verena Huber, Steuerberaterin in Linz, Buchhaltung und Lohnverrechnung.', people: ['Mag. Verena Huber'] },
  // French
  { prompt: "Bonjour, je m'appelle Élodie et je suis fleuriste à Nantes : bouquets, mariages et deuil.", people: ['Élodie'] },
  { prompt: 'Bonsoir ! Je tiens une petite crêperie à Quimper avec mon mari Yann.', people: ['Yann'] },
  { prompt: 'Maître Claire Dubois-Martin, avocate au barreau de Lille, droit du travail et divorces.', people: ['Maître Claire Dubois-Martin'], roles: { 'Maître Claire Dubois-Martin': 'avocate' } },
  { prompt: "Salut ! Nous sommes une pension pour chats à Annecy, ouverte toute l'année.", people: [] },
  { prompt: 'Bonjour, un site pour le Dr Antoine de la Roche, ostéopathe à Bordeaux.', people: ['Dr Antoine de la Roche'] },
  { prompt: 'Bonjour ! Notre restaurant Le Petit Zinc à Dijon, avec le chef Luc Moreau.', name: 'Le Petit Zinc', people: ['Luc Moreau'], roles: { 'Luc Moreau': 'chef' } },
  // Spanish
  { prompt: 'Hola, me llamo Lucía y tengo una peluquería en Sevilla con cortes, tintes y peinados de novia.', people: ['Lucía'] },
  { prompt: 'Buenas, somos un taller mecánico en Zaragoza: cambio de aceite, frenos y neumáticos.', people: [] },
  { prompt: 'Buenos días. La Dra. Carmen de la Fuente, dentista en Valencia, necesita una web para su consulta.', people: ['Dra. Carmen de la Fuente'] },
  { prompt: 'Hola! Quiero una página para Pensión Las Rosas en Cádiz, habitaciones dobles con desayuno.', name: 'Pensión Las Rosas', people: [] },
  { prompt: 'Sr. Javier Ortega, fontanero en Málaga, reparaciones urgentes 24 horas.', people: ['Sr. Javier Ortega'] },
  // Dutch
  { prompt: 'Goedendag, ik ben Sanne van der Berg en ik geef yogales in Utrecht.', people: ['Sanne van der Berg'] },
  { prompt: 'Goedenavond! Wij hebben een bakkerij in Gouda met brood, taart en koffie.', people: [] },
  { prompt: 'Hoi, onze kapsalon Knipperlicht in Zwolle zoekt een nieuwe website. Eigenaar is Dhr. Pieter de Boer.', name: 'Knipperlicht', people: ['Dhr. Pieter de Boer'] },
  { prompt: 'Dag! Mevr. Ingrid van den Heuvel, tandarts in Breda, zoekt een site voor haar praktijk.', people: ['Mevr. Ingrid van den Heuvel'] },
  { prompt: 'Hallo, wij zijn Fietsenmakerij De Spaak in Leiden: reparatie, onderhoud en verhuur van fietsen.', name: 'Fietsenmakerij De Spaak', people: [] },
  { prompt: 'Wij verzorgen Schoonmaak, Glasbewassing en Tuinonderhoud voor bedrijven in Eindhoven.', people: [] },
  // Portuguese
  { prompt: 'Olá! Sou a Inês e tenho uma pastelaria em Braga com bolos, pastéis de nata e café.', people: ['Inês'] },
  { prompt: 'Oi, meu nome é Thiago da Silva, sou personal trainer em Curitiba.', people: ['Thiago da Silva'] },
  { prompt: 'Bom dia, somos uma clínica veterinária em Coimbra, com consultas, vacinas e cirurgia.', people: [] },
  { prompt: 'A Dra. Mariana dos Santos é psicóloga em Lisboa e atende adultos e casais.', people: ['Dra. Mariana dos Santos'] },
  // A greeting word or a written-out honorific inside a business's name stays in it
  { prompt: 'Hola Mundo Café es una cafetería de especialidad en Málaga.', name: 'Hola Mundo Café', people: [] },
  { prompt: 'Don Pepe, bar de tapas en Madrid con vermut y croquetas caseras.', name: 'Don Pepe', people: [] },
];

describe('Business names and people in owners’ prompts', function () {
  for (const c of CASES) {
    it(c.prompt, function () {
      const facts = extractFacts(c.prompt);
      expect(facts.name, 'name').to.equal(c.name);
      expect(facts.people.map((person) => person.name), 'people').to.deep.equal(c.people);
      for (const [name, role] of Object.entries(c.roles ?? {})) {
        expect(facts.people.find((person) => person.name === name)?.role, `${name}'s role`).to.equal(role);
      }
    });
  }
});

describe('A site whose prompt states no name', function () {
  const prompts = [
    'I am a podiatrist in Harrogate treating ingrown toenails, verrucas and sports injuries.',
    'Ich bin Podologin in Würzburg und behandle eingewachsene Nägel und Hühneraugen.',
    'Je suis podologue à Rennes : semelles orthopédiques et soins des pieds.',
    'Soy podóloga en Granada y trato uñas encarnadas y durezas.',
    'Ik ben pedicure in Arnhem en behandel ingegroeide nagels en likdoorns.',
    'Sou podologista em Faro e trato unhas encravadas e calos.',
  ];
  for (const prompt of prompts) {
    it(`is named by its kind and place, never a made-up name: ${prompt}`, function () {
      const brief = analyse(prompt, undefined);
      const plan = composeSitePlan({ prompt, seed: 3 });
      expect(plan.name).to.equal(`${capitalise(kindLabel(brief))}${textsFor(brief.language).in}${brief.place}`);
      expect(plan.name).to.include(brief.place!);
    });
  }
});
