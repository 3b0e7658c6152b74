import { expect } from 'chai';
import { francAll } from 'franc';
import { parseFragment } from 'parse5';
import type { DefaultTreeAdapterMap } from 'parse5';
import type { PlanLanguage } from '../../common/ai/site-plan.ts';
import { composeSitePlan } from '../../server/modules/ai/composer/compose.ts';
import { renderSitePlan } from '../../server/modules/ai/render.ts';

// A site asked for in German, French, Spanish, Dutch or Portuguese has no English on any page:
// every text node, every attribute a visitor or a screen reader meets and every meta description
// is run through a language detector (long texts) or checked for English-only words (short ones).
// Proper names and words the user wrote in the prompt are theirs and may be in any language.

type Node = DefaultTreeAdapterMap['node'];
type Element = DefaultTreeAdapterMap['element'];

const PROMPTS: Record<Exclude<PlanLanguage, 'en'>, string[]> = {
  de: [
    'Bäckerei Sonnenkorn in Freiburg: Sauerteigbrot, Brezeln und Kuchen. Geöffnet Montag bis Samstag 6 bis 13 Uhr. Inhaberin Anna Weber.',
    'Fahrradwerkstatt Speiche & Kette in Leipzig – Reparatur, Inspektion und Lastenrad-Verleih. Telefon 0341 123456.',
    'Zahnarztpraxis Dr. Jonas Berger in Graz, Prophylaxe und Implantate, Termine nach Vereinbarung.',
    'Hundesalon Wuschelpfote in Bremen: Waschen, Scheren und Krallenpflege für Hunde aller Größen.',
    'Kanzlei Hoffmann & Partner, Rechtsanwälte für Arbeitsrecht und Mietrecht in Köln. E-Mail kontakt@hoffmann-partner.de',
    'Yogastudio Atemraum in Hamburg mit Hatha- und Yin-Yoga-Kursen, Lehrerin Miriam Schulz.',
    'Tattoostudio Nadelwerk in Berlin-Kreuzberg, Termine Dienstag bis Samstag 12 bis 20 Uhr.',
    'Ferienwohnungen am Bodensee in Lindau, mit Frühstück und Fahrradverleih.',
    'Online-Shop für handgemachte Keramik aus dem Schwarzwald: Tassen, Teller und Vasen.',
    'Imkerei Goldwabe im Allgäu verkauft Blütenhonig, Waldhonig und Bienenwachskerzen.',
    'Musikschule Klangfarbe in Zürich: Klavier-, Gitarren- und Gesangsunterricht für Kinder und Erwachsene.',
  ],
  fr: [
    'Boulangerie Le Fournil de Léa à Lyon : pain au levain, croissants et tartes, ouverte du mardi au dimanche de 7h à 19h.',
    'Atelier de réparation de vélos Roue Libre à Nantes, entretien, réparation et location de vélos cargo.',
    'Cabinet de kinésithérapie de Claire Martin à Bordeaux, rééducation et sport.',
    'Fleuriste Les Jardins de Margaux à Lille : bouquets, mariages et abonnements floraux.',
    'Restaurant Chez Mathilde à Marseille, cuisine provençale, menu du jour et terrasse. Tél. 04 91 23 45 67.',
    'Agence immobilière Pierre & Toit à Genève, vente et location d’appartements.',
    'Escape game L’Énigme du Manoir à Toulouse, trois salles pour 2 à 6 joueurs.',
    'Salon de coiffure Mèches Rebelles à Bruxelles, coupes femmes, hommes et enfants, coloration.',
    'Association Les Pattes Solidaires à Rennes qui recueille les chats abandonnés et cherche des bénévoles.',
    'Studio de photographie de Julien Moreau à Paris, portraits et mariages.',
  ],
  es: [
    'Panadería La Espiga en Sevilla, pan de masa madre y bollería, abierta de lunes a sábado de 7:00 a 14:00.',
    'Taller de bicicletas Pedalea en Valencia: reparación, mantenimiento y alquiler de bicicletas eléctricas.',
    'Clínica dental Sonrisa Clara en Madrid, con la doctora Lucía Fernández, ortodoncia e implantes.',
    'Peluquería canina Guau Guau en Málaga: baño, corte y cuidado de uñas.',
    'Bar de tapas El Rincón de Paco en Granada, vermut, tapas caseras y música en directo los jueves.',
    'Academia de idiomas Babel en Bilbao con clases de inglés y alemán para niños y adultos.',
    'Estudio de tatuajes Tinta Negra en Barcelona, citas de martes a sábado.',
    'Casa rural El Olivar en Cáceres, habitaciones con desayuno y rutas a caballo.',
    'Despacho de abogados Ruiz & Asociados en Zaragoza, derecho laboral y de familia. Teléfono 976 123 456.',
    'Bodega Los Almendros en La Rioja, visitas guiadas y catas de vino.',
  ],
  nl: [
    'Bakkerij De Korenaar in Utrecht: zuurdesembrood, appeltaart en koekjes. Open dinsdag tot en met zaterdag van 7 tot 17 uur.',
    'Fietsenmaker De Spaak in Groningen, reparatie, onderhoud en verhuur van bakfietsen.',
    'Tandartspraktijk Glimlach in Eindhoven met tandarts Sanne de Vries.',
    'Hondentrimsalon Pluizebol in Haarlem: wassen, knippen en nagels knippen.',
    'Advocatenkantoor Jansen & Bakker in Rotterdam, arbeidsrecht en huurrecht. Bel 010 123 4567.',
    'Yogastudio Adem in Gent met hatha en yin yoga, docent Lotte Peeters.',
    'Bloemenwinkel Het Tulpenhuis in Leiden, boeketten, rouwstukken en bruidswerk.',
    'Bed and breakfast Het Duinhuis op Texel met ontbijt en fietsverhuur.',
    'Rijschool Stuurloos in Amersfoort, rijlessen voor auto en motor.',
    'Kapsalon Knipkunst in Antwerpen, knippen, kleuren en baard trimmen.',
  ],
  pt: [
    'Padaria Pão de Avó em Braga: pão de massa-mãe, broa e pastéis de nata. Aberta de segunda a sábado das 7h às 19h.',
    'Oficina de bicicletas Roda Livre em Lisboa, reparação, manutenção e aluguer de bicicletas de carga.',
    'Clínica dentária Sorriso em Coimbra com a Dra. Inês Carvalho, ortodontia e implantes.',
    'Tosquia e banhos para cães Patudos em Aveiro, com marcação.',
    'Restaurante O Tasco do Zé no Porto, petiscos, bacalhau e vinho verde. Telefone 222 123 456.',
    'Escola de surf Onda Boa na Ericeira, aulas para principiantes e aluguer de pranchas.',
    'Escritório de advogados Silva & Costa em Faro, direito do trabalho e da família.',
    'Alojamento local Casa da Ribeira em Sintra com pequeno-almoço e jardim.',
    'Loja online de cerâmica artesanal das Caldas da Rainha: canecas, pratos e travessas.',
    'Associação Patas Amigas em Setúbal que acolhe animais abandonados e procura voluntários.',
  ],
};

/** The detector's codes for the six site languages; English among them so it can be caught. */
const DETECTABLE = ['eng', 'deu', 'fra', 'spa', 'nld', 'por'];
const CODES: Record<Exclude<PlanLanguage, 'en'>, string> = { de: 'deu', fr: 'fra', es: 'spa', nl: 'nld', pt: 'por' };
const LONG = 25;
/**
 * Below this score (the best language scores 1) the site's own language is a poor second to
 * English. Above it, a text the detector calls English without an English word in it is a
 * short run of loanwords and names ("Kingsize bed, balkon, ligbad."), which trigrams misjudge.
 */
const CLOSE_SECOND = 0.75;
/** Words that are English and no word of the other five languages. */
const ENGLISH_WORDS = new Set(
  ('the and with our your you this that these those what how why who which from every their they are been have at by into than then there here not to it ' +
    'about read learn book sign subscribe send submit view closed today monday tuesday wednesday thursday friday saturday sunday add more now').split(' '),
);
const TEXT_ATTRIBUTES = ['alt', 'title', 'placeholder', 'aria-label'];

function words(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu) ?? [];
}

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

/** Every text a visitor or an assistive technology meets in the page body. */
function pageTexts(html: string): string[] {
  const texts: string[] = [];
  const visit = (node: Node): void => {
    if (node.nodeName === '#text') {
      texts.push((node as DefaultTreeAdapterMap['textNode']).value);
      return;
    }
    if (!('childNodes' in node)) return;
    const element = node as Element;
    if (element.tagName === 'script' || element.tagName === 'style') return;
    for (const attr of element.attrs ?? []) {
      const isButtonValue = attr.name === 'value' && (element.tagName === 'button' || (element.tagName === 'input' && /^(submit|button|reset)$/i.test(element.attrs.find((a) => a.name === 'type')?.value ?? '')));
      if (TEXT_ATTRIBUTES.includes(attr.name) || isButtonValue) texts.push(attr.value);
    }
    const children = element.tagName === 'template' ? (element as DefaultTreeAdapterMap['template']).content.childNodes : element.childNodes;
    for (const child of children) visit(child);
  };
  visit(parseFragment(html));
  return texts.map((text) => text.replace(/\s+/g, ' ').trim()).filter((text) => /\p{L}/u.test(text));
}

/** Why the text reads as English, or nothing when it does not. */
function englishIn(text: string, language: Exclude<PlanLanguage, 'en'>, prompt: string, name: string): string | undefined {
  const given = withoutGiven(text, prompt, name);
  // Detected on the text as written when none of it is the user's: case and punctuation help.
  const own = given === words(text).join(' ') ? text : given;
  const promptWords = new Set(words(`${prompt} ${name}`));
  const english = [...new Set(given.split(' ').filter((w) => !promptWords.has(w) && ENGLISH_WORDS.has(w)))];
  if (own.length < LONG || english.length > 1) return english.length ? `English words ${english.join(', ')}` : undefined;
  const scores = new Map(francAll(own, { only: DETECTABLE, minLength: LONG }));
  if (scores.get('eng') !== 1) return undefined;
  const ownScore = scores.get(CODES[language]) ?? 0;
  if (english.length) return `detected as English, with "${english[0]}"`;
  return ownScore < CLOSE_SECOND ? `detected as English, ${CODES[language]} only ${ownScore.toFixed(2)}` : undefined;
}

describe('sites in other languages have no English (composer and renderer)', () => {
  for (const [language, prompts] of Object.entries(PROMPTS) as [Exclude<PlanLanguage, 'en'>, string[]][]) {
    describe(language, () => {
      prompts.forEach((prompt, seed) => {
        it(prompt, () => {
          const plan = composeSitePlan({ prompt, language, pages: 8, seed });
          expect(plan.language).to.equal(language);
          const english: string[] = [];
          for (const page of renderSitePlan(plan)) {
            for (const text of [page.doc.title, page.doc.description, ...pageTexts(page.html)]) {
              const why = englishIn(text, language, prompt, plan.name);
              if (why) english.push(`${page.name}: "${text}" (${why})`);
            }
          }
          expect(english, `English on the ${language} site "${plan.name}"`).to.deep.equal([]);
        });
      });
    });
  }
});
