import type { RewriteMode } from '../../../../common/ai/assist.ts';
import type { PlanLanguage } from '../../../../common/ai/site-plan.ts';
import { hashString } from '../composer/random.ts';

// The built-in rewriting: plain rules per language that never invent facts. Shorter keeps the
// leading sentences, longer adds a general sentence, and the tone modes swap phrases from a small
// table (contractions and greetings in English, the familiar and polite forms elsewhere).

type Pairs = readonly (readonly [string, string])[];

/** [formal, friendly] phrases; each direction swaps one for the other. */
const TONE: Record<PlanLanguage, Pairs> = {
  en: [
    ['we are', "we're"], ['you are', "you're"], ['do not', "don't"], ['does not', "doesn't"], ['cannot', "can't"], ['will not', "won't"],
    ['it is', "it's"], ['you will', "you'll"], ['we will', "we'll"], ['let us', "let's"], ['hello', 'hi'], ['thank you', 'thanks'],
    ['purchase', 'buy'], ['assist', 'help'], ['require', 'need'], ['receive', 'get'], ['enquire', 'ask'], ['commence', 'start'],
  ],
  de: [['Guten Tag', 'Hallo'], ['Auf Wiedersehen', 'Tschüss'], ['Sie sind', 'du bist'], ['Ihnen', 'dir'], ['Ihre', 'deine'], ['Ihr', 'dein'], ['Sie', 'du']],
  fr: [['bonjour', 'salut'], ['vous êtes', 'tu es'], ['votre', 'ton'], ['vous', 'tu'], ['au revoir', 'à plus']],
  es: [['buenos días', 'hola'], ['usted es', 'tú eres'], ['su', 'tu'], ['usted', 'tú']],
  nl: [['goedendag', 'hoi'], ['u bent', 'je bent'], ['uw', 'jouw'], ['u', 'je']],
  pt: [['bom dia', 'olá'], ['o senhor', 'você'], ['adquirir', 'comprar']],
};

/** Sentences that fit any business, added by "longer". */
const ADDITIONS: Record<PlanLanguage, readonly string[]> = {
  en: ['We look forward to welcoming you.', 'Every detail is taken care of.', 'Ask us anything: we are happy to help.'],
  de: ['Wir freuen uns auf Ihren Besuch.', 'Um jedes Detail kümmern wir uns.', 'Fragen Sie uns gern: Wir helfen Ihnen weiter.'],
  fr: ['Nous avons hâte de vous accueillir.', 'Nous prenons soin de chaque détail.', 'Posez-nous vos questions : nous sommes là pour vous aider.'],
  es: ['Esperamos darle la bienvenida pronto.', 'Cuidamos cada detalle.', 'Pregúntenos lo que quiera: estaremos encantados de ayudar.'],
  nl: ['We kijken ernaar uit u te verwelkomen.', 'Aan elk detail is gedacht.', 'Vraag ons gerust alles: we helpen u graag.'],
  pt: ['Esperamos recebê-lo em breve.', 'Cuidamos de cada detalhe.', 'Pergunte-nos o que quiser: teremos todo o gosto em ajudar.'],
};

/** Words a shortened line should not end on. */
const TRAILING = /\s+(?:and|or|with|in|of|for|to|the|a|an|at|by|und|mit|für|im|der|die|das|et|avec|pour|de|du|la|le|y|con|para|el|en|met|voor|het|een|e|com|o|do|da)$/i;

function sentences(text: string): string[] {
  return text.match(/[^.!?]+(?:[.!?]+|$)\s*/g)?.map((each) => each.trim()).filter(Boolean) ?? [text];
}

function shorter(text: string): string {
  const parts = sentences(text);
  if (parts.length > 1) {
    const kept: string[] = [];
    for (const part of parts) {
      if (kept.length > 0 && kept.join(' ').length + part.length > text.length / 2) break;
      kept.push(part);
    }
    return kept.join(' ');
  }
  // One sentence: its first clause, or its first half at a word.
  const clause = /^(.{8,}?)\s*(?:,|;|:|\s[–—-]\s)/.exec(text)?.[1];
  if (clause && clause.length < text.length * 0.8) return clause;
  const words = text.split(/\s+/);
  if (words.length < 3) return text;
  let cut = words.slice(0, Math.ceil(words.length / 2)).join(' ');
  while (TRAILING.test(cut)) cut = cut.replace(TRAILING, '');
  const end = /[.!?]$/.exec(text)?.[0] ?? '';
  return `${cut.replace(/[,;:]$/, '')}${end}`;
}

function longer(text: string, language: PlanLanguage): string {
  const choices = ADDITIONS[language];
  const sentence = choices[hashString(text) % choices.length];
  const ended = /[.!?…:]$/.test(text) ? text : `${text}.`;
  return `${ended} ${sentence}`;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** `to` with the first letter's case of `matched`. */
function cased(matched: string, to: string): string {
  const first = matched.charAt(0);
  return first === first.toUpperCase() && first !== first.toLowerCase() ? to.charAt(0).toUpperCase() + to.slice(1) : to;
}

function tone(text: string, language: PlanLanguage, toFormal: boolean): string {
  // Longer phrases first, so "we are" is not half-swapped by a shorter rule; each place changes once.
  const pairs = [...TONE[language]].sort((a, b) => b[toFormal ? 1 : 0].length - a[toFormal ? 1 : 0].length);
  // German tells the polite Sie from sie (they) by case alone, so only there case counts.
  const flags = language === 'de' ? 'gu' : 'giu';
  const pattern = new RegExp(`(?<![\\p{L}'])(${pairs.map((pair) => escapeRegExp(pair[toFormal ? 1 : 0])).join('|')})(?![\\p{L}'])`, flags);
  const swap = new Map(pairs.map(([formal, friendly]) => (toFormal ? [friendly.toLowerCase(), formal] : [formal.toLowerCase(), friendly])));
  return text.replace(pattern, (matched) => {
    const to = swap.get(matched.toLowerCase());
    if (to === undefined) return matched;
    return language === 'de' ? to : cased(matched, to);
  });
}

function friendlier(text: string, language: PlanLanguage): string {
  const swapped = tone(text, language, false);
  // Nothing to swap: an exclamation is the friendlier way to end a sentence.
  return swapped !== text ? swapped : text.replace(/\.$/, '!');
}

function formal(text: string, language: PlanLanguage): string {
  return tone(text, language, true).replace(/!+$/, '.');
}

/** The text rewritten by the rules; translation is not theirs (translate.ts). */
export function rewriteByRules(text: string, mode: Exclude<RewriteMode, 'translate'>, language: PlanLanguage): string {
  switch (mode) {
    case 'shorter': return shorter(text);
    case 'longer': return longer(text, language);
    case 'friendlier': return friendlier(text, language);
    case 'formal': return formal(text, language);
  }
}
