// Which of the plan languages a prompt is written in, from its small words and the kind words it
// uses ("Bäckerei" is German even in a one-word prompt).
import { PLAN_LANGUAGES, type PlanLanguage } from '../../../../common/ai/site-plan.ts';
import { LIBRARIES } from './library/index.ts';
import { hasAny, normalise } from './match.ts';

const FUNCTION_WORDS: Record<PlanLanguage, string[]> = {
  en: ['the', 'and', 'with', 'for', 'our', 'my', 'a', 'an', 'of', 'is', 'that', 'website', 'page', 'called', 'named', 'we', 'from'],
  de: ['und', 'mit', 'fur', 'ein', 'eine', 'einen', 'einer', 'der', 'die', 'das', 'unser', 'unsere', 'mein', 'meine', 'webseite', 'ist', 'von', 'im', 'zum', 'zur', 'namens', 'genannt', 'wir'],
  fr: ['et', 'avec', 'pour', 'une', 'le', 'la', 'les', 'des', 'du', 'notre', 'mon', 'ma', 'est', 'au', 'aux', 'appele', 'appelee', 'nous', 'dans', 'qui'],
  es: ['y', 'con', 'para', 'una', 'el', 'los', 'las', 'del', 'nuestro', 'nuestra', 'mi', 'sitio', 'pagina', 'es', 'llamado', 'llamada', 'somos', 'que'],
  nl: ['een', 'met', 'en', 'voor', 'het', 'van', 'onze', 'ons', 'mijn', 'is', 'genaamd', 'wij', 'maken', 'die'],
  pt: ['um', 'uma', 'com', 'e', 'para', 'o', 'os', 'as', 'do', 'da', 'dos', 'das', 'nosso', 'nossa', 'meu', 'minha', 'em', 'no', 'na', 'chamado', 'chamada', 'que'],
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

export function detectLanguage(prompt: string): PlanLanguage {
  const text = normalise(prompt);
  const named = PLAN_LANGUAGES.find((language) => hasAny(text, NAMED_LANGUAGES[language]));
  if (named) return named;

  const score = Object.fromEntries(PLAN_LANGUAGES.map((language) => [language, 0])) as Record<PlanLanguage, number>;
  const words = text.split(/[^\p{L}]+/u).filter(Boolean);
  for (const word of words) {
    const speakers = PLAN_LANGUAGES.filter((language) => FUNCTION_WORDS[language].includes(word));
    for (const language of speakers) score[language] += 1 / speakers.length;
  }
  // A kind named in one language only ("padaria") says more than any small word.
  for (const library of LIBRARIES) {
    const labels = PLAN_LANGUAGES.map((language) => ({ language, label: normalise(library.label[language]) }));
    const found = labels.filter(({ label }) => hasAny(text, [label]));
    for (const { language } of found) {
      if (labels.filter(({ label }) => label === normalise(library.label[language])).length === 1) score[language] += 2;
    }
  }
  const best = PLAN_LANGUAGES.reduce((a, b) => (score[b] > score[a] ? b : a), 'en');
  return score[best] > 0 ? best : 'en';
}
