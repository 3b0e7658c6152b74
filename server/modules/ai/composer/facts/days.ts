// Weekday and clock words in the six plan languages, shared by the reading of a prompt's opening
// hours (hours.ts) and of a generated plan's hours rows (business/plan-details.ts). Text is
// compared without accents and in lower case (plain()).
import type { OpeningPeriod } from '../../../../../common/business.ts';

// Weekday names (accents removed) in the plan languages, Monday first; a word names a day when
// it is one of these, starts one of them (three letters at least) or is a two-letter German or
// Dutch abbreviation.
export const DAY_WORDS: readonly string[][] = [
  ['monday', 'montag', 'lundi', 'lunes', 'maandag', 'segunda'],
  ['tuesday', 'dienstag', 'mardi', 'martes', 'dinsdag', 'terca'],
  ['wednesday', 'mittwoch', 'mercredi', 'miercoles', 'woensdag', 'quarta'],
  ['thursday', 'donnerstag', 'jeudi', 'jueves', 'donderdag', 'quinta'],
  ['friday', 'freitag', 'vendredi', 'viernes', 'vrijdag', 'sexta'],
  ['saturday', 'samstag', 'samedi', 'sabado', 'zaterdag'],
  ['sunday', 'sonntag', 'dimanche', 'domingo', 'zondag'],
];
const DAY_ABBREVIATIONS: readonly string[][] = [['mo', 'ma'], ['di'], ['mi', 'wo'], ['do'], ['fr', 'vr'], ['sa', 'za'], ['so', 'zo']];
export const EVERY_DAY = /\b(every ?day|daily|7 days|taglich|tous les jours|todos los dias|elke dag|dagelijks|todos os dias)\b/;
export const WEEKDAYS_ONLY = /\b(weekdays|werktags|en semaine|entre semana|doordeweeks|dias uteis)\b/;
export const WEEKEND = /\b(weekends?|wochenende|fin de semana|fim de semana)\b/;
const CLOSED = /\b(closed|geschlossen|ferme|cerrado|gesloten|fechado|ruhetag)\b/;
// Between two day names: a range ("Tuesday – Saturday", "lundi au vendredi", "ma t/m vr").
export const DAY_RANGE = /[-–—]|\b(to|till|until|through|thru|bis|au|a|tot|t\/m|ate|al)\b/;
const TIME = /\b(\d{1,2})(?:[:.h](\d{2}))?\s*(am|pm|a\.m\.|p\.m\.|uhr|h)?(?![\d:])/gi;

export function plain(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

export function dayOf(word: string): number | null {
  const found = new Set<number>();
  DAY_WORDS.forEach((names, day) => {
    if (names.some((name) => (word.length >= 3 && name.startsWith(word)) || word.startsWith(name))) found.add(day);
  });
  DAY_ABBREVIATIONS.forEach((names, day) => {
    if (names.includes(word)) found.add(day);
  });
  return found.size === 1 ? [...found][0] : null;
}

/** The weekdays a row's label names (indexes, Monday 0), or null when it names none. */
export function daysOf(label: string): number[] | null {
  // "segunda-feira a sexta-feira": the hyphen of -feira is no range.
  const text = plain(label).replace(/-?feira\b/g, '');
  if (EVERY_DAY.test(text)) return [0, 1, 2, 3, 4, 5, 6];
  const days = new Set<number>(WEEKDAYS_ONLY.test(text) ? [0, 1, 2, 3, 4] : WEEKEND.test(text) ? [5, 6] : []);
  const words = [...text.matchAll(/[a-z]+/g)].map((match) => ({ day: dayOf(match[0]), start: match.index, end: match.index + match[0].length }));
  const named = words.filter((word): word is { day: number; start: number; end: number } => word.day !== null);
  named.forEach((word, index) => {
    days.add(word.day);
    const next = named[index + 1];
    if (!next || !DAY_RANGE.test(text.slice(word.end, next.start))) return;
    for (let day = word.day; day !== next.day; day = (day + 1) % 7) days.add(day);
  });
  return days.size ? [...days].sort() : null;
}

export function clock(hours: number, minutes: number, suffix: string): string | null {
  let hour = hours;
  if (suffix.startsWith('p') && hour < 12) hour += 12;
  if (suffix.startsWith('a') && hour === 12) hour = 0;
  // Open until midnight: schema.org writes the end of the day as 23:59.
  if (hour === 24 && minutes === 0) return '23:59';
  if (hour > 23 || minutes > 59) return null;
  return `${String(hour).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`;
}

/** A row's opening periods: [] when it says closed, null when it cannot be read. */
export function periodsOf(text: string): OpeningPeriod[] | null {
  const times: string[] = [];
  for (const match of plain(text).matchAll(TIME)) {
    // A bare number ("3 courses") is no time: it needs minutes or am/pm.
    if (match[2] === undefined && !match[3]) continue;
    const time = clock(Number(match[1]), Number(match[2] ?? 0), (match[3] ?? '').toLowerCase());
    if (time === null) return null;
    times.push(time);
  }
  if (!times.length) return CLOSED.test(plain(text)) ? [] : null;
  if (times.length % 2) return null;
  const periods: OpeningPeriod[] = [];
  for (let index = 0; index < times.length; index += 2) periods.push({ opens: times[index], closes: times[index + 1] });
  return periods;
}
