// Opening days and times as owners write them: "Mo-Fr 8-18, Sa 8-13", "Tues–Sat 9am to 5.30pm,
// closed Sundays", "täglich 10–22 Uhr", "du mardi au samedi de 9h à 19h", "open Monday to Saturday".
// Days and clock words are days.ts's; a short day word ("Mo", "sat", "mar") counts only beside
// another day word or a time, since on its own it is as often an ordinary word ("we do", "mon salon").
import { WEEKDAYS, type OpeningPeriod, type Weekday } from '../../../../../common/business.ts';
import { clock, DAY_RANGE, DAY_WORDS, dayOf, EVERY_DAY, plain, WEEKDAYS_ONLY, WEEKEND } from './days.ts';
import type { StatedDay } from './types.ts';

interface DayWord {
  day: number;
  full: boolean;
  start: number;
  end: number;
}

interface DayGroup {
  days: number[];
  start: number;
  end: number;
}

/** "9", "9:30", "9.30", "9h30", "11 h 30" (Quebec), "9am", "21 hs". */
const TIME = String.raw`(\d{1,2})(?:(?:[:.]|\s?h\s?)(\d{2}))?\s*(?:(am|pm|a\.m\.|p\.m\.|uhr|uur|u|h|hrs|hs)(?![a-z]))?`;
const TIME_RANGE = new RegExp(String.raw`${TIME}\s*(?:-|–|—|to|till|til|until|bis|a|as|tot|ate|hasta|al|jusqu'a)\s*${TIME}`, 'y');
/** Between a day group and its times: "Mon–Fri: 9–5", "de lundi à vendredi de 9h à 18h", "Sa von 8 bis 13 Uhr". */
/** Also the part of the day ("Friday and Saturday nights from 23:00", "viernes y sábados también por la noche, de 20:30"). */
const LEAD = /^[\s:,.(]*(?:(?:from|von|ab|de|des|van|das|desde|open|opens|geoffnet|offen|ouvert|abierto|aberto|also|auch|aussi|tambien|ook|tambem|nights?|evenings?|mornings?|afternoons?|abends|morgens|vormittags|nachmittags|nachts|le soir|les soirs|le matin|soirs?|por la noche|por la manana|por la tarde|las noches|noches|'s avonds|'s ochtends|'s middags|avonds|a noite|de noite|as noites|noites|\()[\s:,]*)*/;
const JOIN = /^\s*(?:,|&|\+|\/|;|and|und|et|y|e|en|\s)\s*(?:(?:from|von|de|van|das|desde)\s+)?/;
const OPEN_WORD = /\b(open|opens|opening|geoffnet|offnen|offen|ouvert|ouverts|ouvrons|abierto|abiertos|abrimos|geopend|aberto|abertos|abrimos)\b/;
/** Days given with no times, by appointment: "Saturdays by appointment", "sur rendez-vous du lundi au vendredi", "Termine nach Vereinbarung". */
const APPOINTMENT = /\b(by appointment|appointments? only|sur rendez-vous|sur rdv|nach vereinbarung|nach absprache|con cita previa|cita previa|previa cita|op afspraak|por marcacao|mediante marcacao|com marcacao)\b/;
const CLOSED_BEFORE = /\b(closed|geschlossen|ferme|fermes|fermee|cerrado|cerrados|gesloten|fechado|fechados|ruhetag|except|ausser|sauf|excepto|salvo|behalve|exceto)[\s:]*(?:on|am|le|les|los|el|op|ao|aos|a|as|os|au|the)?\s*$/;
const CLOSED_AFTER = /^[\s:,.-]*(?:(?:is|are|ist|sind|est|sont|es|son|is|zijn|e|sao|we're|we are)\s+)?(?:closed|geschlossen|ferme|fermes|fermee|cerrado|cerrados|gesloten|fechado|fechados|ruhetag)\b/;

function dayWords(text: string): DayWord[] {
  return [...text.matchAll(/[a-z]+/g)].flatMap((match) => {
    const word = match[0];
    const day = dayOf(word);
    if (day === null) return [];
    const full = DAY_WORDS[day].some((name) => word.startsWith(name));
    return [{ day, full, start: match.index, end: match.index + word.length }];
  });
}

/** Day words joined by a range or a list ("Tues–Sat", "Mo, Mi & Fr", "lundi au vendredi"). */
function dayGroups(text: string): DayGroup[] {
  const groups: (DayGroup & { words: DayWord[]; joined: boolean })[] = [];
  for (const word of dayWords(text)) {
    const last = groups.at(-1);
    const gap = last ? text.slice(last.end, word.start) : '';
    // "49 Fr. Montag": a full stop and a space end a sentence, not a list of days.
    if (last && !/^\.\s+$/.test(gap) && /^\s*(?:[-–—,&+/.]|\b(?:to|till|until|through|thru|bis|au|a|tot|t\/m|met|ate|al|and|und|et|y|en|e|or|oder|ou|o|of)\b|\s)*$/.test(gap) && gap.length <= 12) {
      const previous = last.words.at(-1)!;
      if (DAY_RANGE.test(gap)) for (let day = (previous.day + 1) % 7; day !== word.day; day = (day + 1) % 7) last.days.push(day);
      last.days.push(word.day);
      last.words.push(word);
      last.end = word.end;
      last.joined ||= /[^\s.]/.test(gap);
    } else {
      groups.push({ days: [word.day], start: word.start, end: word.end, words: [word], joined: false });
    }
  }
  return groups.filter((group) => {
    if (group.words.some((word) => word.full)) return true;
    // Only short words: a list or range of them, or one followed by a time ("Sa 8-13").
    if (group.words.length > 1 && group.joined) return true;
    return /^[\s.:]*\d/.test(text.slice(group.end));
  });
}

function hour(digits: string, minutes: string | undefined, suffix: string): { hours: number; minutes: number; suffix: string } {
  return { hours: Number(digits), minutes: Number(minutes ?? 0), suffix: suffix.startsWith('a') ? 'am' : suffix.startsWith('p') ? 'pm' : '' };
}

/** "9-5" is nine to five, "1-5pm" one to five in the afternoon, "11-3pm" eleven to three. */
function period(match: RegExpExecArray): OpeningPeriod | null {
  const from = hour(match[1], match[2], (match[3] ?? '').toLowerCase());
  const to = hour(match[4], match[5], (match[6] ?? '').toLowerCase());
  if (!from.suffix && to.suffix === 'pm' && from.hours < 12) from.suffix = from.hours <= to.hours && to.hours !== 12 ? 'pm' : 'am';
  // "11.00 tot 01.00": a leading zero writes the 24-hour clock, past midnight.
  if (!to.suffix && !from.suffix && to.hours < from.hours && to.hours < 12 && from.hours <= 12 && !match[4].startsWith('0')) to.suffix = 'pm';
  if (!to.suffix && from.suffix === 'am' && to.hours < 12 && to.hours <= from.hours) to.suffix = 'pm';
  const opens = clock(from.hours, from.minutes, from.suffix);
  const closes = clock(to.hours, to.minutes, to.suffix);
  if (opens === null || closes === null || opens === closes) return null;
  return { opens, closes };
}

/** Time ranges starting at `index` ("9am to 5.30pm", "8-12 und 14-18 Uhr"), and where they end. */
function timesAt(text: string, index: number): { periods: OpeningPeriod[]; end: number } {
  const periods: OpeningPeriod[] = [];
  let at = index;
  for (;;) {
    const join = periods.length ? (JOIN.exec(text.slice(at))?.[0].length ?? 0) : 0;
    TIME_RANGE.lastIndex = at + join;
    const match = TIME_RANGE.exec(text);
    if (!match) break;
    const found = period(match);
    if (!found) break;
    periods.push(found);
    at = match.index + match[0].length;
  }
  return { periods, end: at };
}

/** Time ranges that end right before `index` ("10–22 Uhr täglich", "9am-5pm Monday to Friday"). */
function timesBefore(text: string, index: number, after: number): OpeningPeriod[] {
  const window = text.slice(after, index);
  const ranges = [...window.matchAll(new RegExp(TIME_RANGE.source, 'g'))];
  const last = ranges.at(-1);
  if (!last || !/^[\s,:]*(?:on|am|le|les|el|los|op|ao|aos|de|every|jeden|tous les|todos los|todos os)?\s*$/.test(window.slice(last.index + last[0].length))) return [];
  const found = period(last);
  return found ? [found] : [];
}

/** Phrases that name several days at once ("daily", "werktags", "le week-end") as groups. */
function phraseGroups(text: string): DayGroup[] {
  const phrases: [RegExp, number[]][] = [
    [EVERY_DAY, [0, 1, 2, 3, 4, 5, 6]],
    [/\b(7 days a week|seven days a week|7 tage die woche|7 jours sur 7|7\/7|jeden tag|7 dias por semana|7 dagen per week)\b/, [0, 1, 2, 3, 4, 5, 6]],
    [WEEKDAYS_ONLY, [0, 1, 2, 3, 4]],
    [WEEKEND, [5, 6]],
  ];
  return phrases.flatMap(([pattern, days]) =>
    [...text.matchAll(new RegExp(pattern.source, 'g'))].map((match) => ({ days, start: match.index, end: match.index + match[0].length })),
  );
}

/** The weekdays the prompt speaks of, or undefined when it states no hours at all. */
export function extractHours(prompt: string): Partial<Record<Weekday, StatedDay>> | undefined {
  // "segunda-feira": the hyphen of -feira is no range; spaces keep every index in place.
  const text = plain(prompt).replace(/-feira\b/g, '      ');
  const groups = [...dayGroups(text), ...phraseGroups(text)].sort((a, b) => a.start - b.start);
  const stated: Partial<Record<Weekday, StatedDay>> = {};
  let consumed = 0;
  let openDays = 0;
  for (const [index, group] of groups.entries()) {
    if (group.start < consumed) continue;
    const lead = LEAD.exec(text.slice(group.end))?.[0].length ?? 0;
    const after = timesAt(text, group.end + lead);
    const periods = after.periods.length ? after.periods : timesBefore(text, group.start, Math.max(consumed, groups[index - 1]?.end ?? 0));
    if (after.periods.length) consumed = after.end;
    const clause = Math.max(consumed, group.start - 40, ...['.', '\n', ';'].map((mark) => text.lastIndexOf(mark, group.start - 1) + 1));
    const before = text.slice(clause, group.start);
    const closed = !periods.length && (CLOSED_BEFORE.test(before) || CLOSED_AFTER.test(text.slice(group.end)));
    let day: StatedDay | undefined;
    if (periods.length) day = { open: true, periods };
    else if (closed) day = { open: false };
    else if (OPEN_WORD.test(before) || OPEN_WORD.test(text.slice(group.end, group.end + 12)) || APPOINTMENT.test(before) || APPOINTMENT.test(text.slice(group.end, group.end + 24))) day = { open: true, periods: [] };
    if (!day) continue;
    for (const index of group.days) {
      const weekday = WEEKDAYS[index];
      const known = stated[weekday];
      stated[weekday] = day.open && known?.open ? { open: true, periods: [...known.periods, ...day.periods] } : day;
    }
    if (day.open) openDays += group.days.length;
  }
  if (!Object.keys(stated).length) return undefined;
  // A week written out ("Mo-Fr 8-18, Sa 8-13", "open Monday to Saturday") leaves the days it skips closed.
  if (openDays >= 3) for (const weekday of WEEKDAYS) stated[weekday] ??= { open: false };
  return stated;
}
