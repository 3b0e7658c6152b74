// Which of the plan languages a prompt is written in, from its small words and the kind words it
// uses ("Bäckerei" is German even in a one-word prompt).
import { PLAN_LANGUAGES, type PlanLanguage } from '../../../../common/ai/site-plan.ts';
import { LIBRARIES } from './library/index.ts';
import { hasAny, normalise } from './match.ts';

const FUNCTION_WORDS: Record<PlanLanguage, string[]> = {
  en: ['the', 'and', 'with', 'for', 'our', 'my', 'an', 'in', 'per', 'welcome', 'of', 'is', 'are', 'that', 'website', 'page', 'called', 'named', 'we', 'from', 'by', 'to', 'run', 'open', 'closed', 'also', 'offer', 'sell', 'every', 'near', 'your', 'us', 'call', 'i', 'am', 'it', 'this'],
  de: ['und', 'mit', 'fur', 'ein', 'eine', 'einen', 'einer', 'der', 'die', 'das', 'unser', 'unsere', 'mein', 'meine', 'webseite', 'ist', 'von', 'im', 'zum', 'zur', 'namens', 'genannt', 'wir', 'sind', 'bieten', 'auch', 'bis', 'uhr', 'taglich', 'geoffnet', 'geschlossen', 'ich', 'bin', 'auf', 'bei', 'nicht', 'in'],
  fr: ['et', 'avec', 'pour', 'une', 'le', 'la', 'les', 'des', 'du', 'notre', 'mon', 'ma', 'est', 'au', 'aux', 'appele', 'appelee', 'nous', 'dans', 'qui', 'proposons', 'ouvert', 'ferme', 'je', 'suis', 'sur', 'vous', 'nos', 'sont', 'un', 'a', 'de', 'ouverte', 'tous', 'jours', 'sauf'],
  es: ['y', 'con', 'para', 'una', 'el', 'los', 'las', 'del', 'nuestro', 'nuestra', 'mi', 'sitio', 'pagina', 'es', 'llamado', 'llamada', 'somos', 'que', 'ofrecemos', 'abierto', 'cerrado', 'soy', 'nuestros', 'nuestras', 'tambien', 'muy', 'un', 'a', 'de', 'en', 'abrimos', 'al', 'por', 'desde'],
  nl: ['een', 'met', 'en', 'voor', 'het', 'van', 'onze', 'ons', 'mijn', 'is', 'genaamd', 'wij', 'maken', 'die', 'zijn', 'bieden', 'ook', 'op', 'bij', 'uur', 'geopend', 'gesloten', 'ik', 'ben', 'niet', 'heet', 'de', 'elke', 'dag', 'tot', 'vanaf', 'open', 'in', 'ma', 'di', 'wo', 'vr', 'za', 'zo', 'u'],
  pt: ['um', 'uma', 'com', 'e', 'para', 'o', 'os', 'as', 'do', 'da', 'dos', 'das', 'nosso', 'nossa', 'meu', 'minha', 'em', 'no', 'na', 'chamado', 'chamada', 'que', 'oferecemos', 'aberto', 'fechado', 'sou', 'tambem', 'nao', 'ao', 'aos', 'a', 'de', 'aberta', 'fazemos', 'pelo', 'pela', 'por'],
};

/** Weekday names say the language as plainly as small words do ("Montag Ruhetag"). */
const DAY_NAMES: Record<PlanLanguage, string[]> = {
  en: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday', 'mondays', 'tuesdays', 'wednesdays', 'thursdays', 'fridays', 'saturdays', 'sundays'],
  de: ['montag', 'dienstag', 'mittwoch', 'donnerstag', 'freitag', 'samstag', 'sonntag', 'montags', 'sonntags', 'ruhetag'],
  fr: ['lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi', 'dimanche'],
  es: ['lunes', 'martes', 'miercoles', 'jueves', 'viernes', 'sabado', 'domingo', 'domingos'],
  nl: ['maandag', 'dinsdag', 'woensdag', 'donderdag', 'vrijdag', 'zaterdag', 'zondag'],
  pt: ['segunda', 'terca', 'quarta', 'quinta', 'sexta', 'sabado', 'domingo', 'feira', 'segundas'],
};

/** Words of an address or a contact line, which a short prompt may consist of ("Tel.", "Handy", "Reservas", "Oudegracht 101"). */
const CONTACT_WORDS: Record<PlanLanguage, string[]> = {
  en: ['phone', 'call', 'ring', 'street', 'road', 'lane', 'bookings', 'reservations', 'owner', 'open'],
  de: ['telefon', 'handy', 'ruf', 'uns', 'unter', 'inhaber', 'inhaberin', 'termine', 'strasse', 'gasse', 'platz', 'minuten', 'stunde', 'offnungszeiten', 'praxis', 'gehort', 'kontakt'],
  fr: ['telephone', 'appelez', 'rue', 'avenue', 'reservations', 'seance', 'proprietaire', 'ouvert'],
  es: ['telefono', 'llamar', 'llamanos', 'calle', 'reservas', 'sesion', 'contacto', 'abierto', 'la', 'las', 'lo'],
  nl: ['telefoon', 'bel', 'straat', 'gracht', 'laan', 'plein', 'reserveren', 'eigenaar', 'grote', 'oude', 'nieuwe', 'kleine'],
  pt: ['telefone', 'telemovel', 'ligue', 'rua', 'marcacoes', 'sessao', 'contacto', 'aberta', 'reservas', 'ou', 'fica'],
};
/** Word endings of one language only: German "-straße" and "-ung", Dutch "-straat" and "-heid". */
const ENDINGS: Record<PlanLanguage, RegExp | undefined> = {
  en: undefined,
  de: /(?:strasse|gasse|ung|keit|heit|schaft|chen)$/,
  fr: /(?:eau|eaux|euse)$/,
  es: /(?:cion|ciones|eria)$/,
  nl: /(?:straat|gracht|heid|ij|erij|tje|kade)$/,
  pt: /(?:cao|coes|aria|inha|inho)$/,
};

/** "in German", "auf Deutsch", "en français": an explicit wish beats any guess. */
const NAMED_LANGUAGES: Record<PlanLanguage, string[]> = {
  en: ['in english', 'auf englisch', 'en anglais', 'en ingles', 'in het engels', 'em ingles'],
  de: ['in german', 'auf deutsch', 'in deutsch', 'en allemand', 'en aleman', 'in het duits', 'em alemao'],
  fr: ['in french', 'auf franzosisch', 'en francais', 'en frances', 'in het frans', 'em frances'],
  es: ['in spanish', 'auf spanisch', 'en espagnol', 'en espanol', 'in het spaans', 'em espanhol'],
  nl: ['in dutch', 'auf niederlandisch', 'en neerlandais', 'en holandes', 'in het nederlands', 'em holandes'],
  pt: ['in portuguese', 'auf portugiesisch', 'en portugais', 'en portugues', 'in het portugees', 'em portugues'],
};

/**
 * The prompt's language. `names` are left out of the count: a business called "Chez Lulu" or
 * "Bäckerei Müller" in a prompt written in English says nothing of the language wanted, nor does
 * anything the prompt quotes.
 */
export function detectLanguage(prompt: string, names: readonly (string | undefined)[] = []): PlanLanguage {
  let own = prompt;
  for (const name of names) if (name) own = own.split(name).join(' ');
  const text = normalise(prompt);
  // A kind word inside the name ("Padaria Sol is a bakery") is the name's language, not the prompt's.
  // Nor do e-mail addresses ("reservas@…", "hallo@…").
  const ownText = normalise(own.replace(/["“„«][^"“”„«»\n]{1,80}["”“»]/g, ' ').replace(/\S+@\S+/g, ' '));
  const named = PLAN_LANGUAGES.find((language) => hasAny(text, NAMED_LANGUAGES[language]));
  if (named) return named;

  const score = Object.fromEntries(PLAN_LANGUAGES.map((language) => [language, 0])) as Record<PlanLanguage, number>;
  const words = ownText.split(/[^\p{L}]+/u).filter(Boolean);
  for (const word of words) {
    const speakers = PLAN_LANGUAGES.filter((language) => FUNCTION_WORDS[language].includes(word) || DAY_NAMES[language].includes(word) || CONTACT_WORDS[language].includes(word));
    for (const language of speakers) score[language] += 1 / speakers.length;
    const endings = PLAN_LANGUAGES.filter((language) => word.length > 5 && ENDINGS[language]?.test(word));
    if (endings.length === 1) score[endings[0]] += 0.5;
  }
  // A kind named in one language only ("padaria") says more than any small word.
  for (const library of LIBRARIES) {
    const labels = PLAN_LANGUAGES.map((language) => ({ language, label: normalise(library.label[language]) }));
    const found = labels.filter(({ label }) => hasAny(ownText, [label]));
    for (const { language } of found) {
      // English kind words ("shop", "studio", "café") are borrowed by the other languages, so they weigh less.
      if (labels.filter(({ label }) => label === normalise(library.label[language])).length === 1) score[language] += language === 'en' ? 1 : 2;
    }
  }
  const best = PLAN_LANGUAGES.reduce((a, b) => (score[b] > score[a] ? b : a), 'en');
  return score[best] > 0 ? best : 'en';
}
