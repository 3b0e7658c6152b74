import countries from 'i18n-iso-countries';
import type { PlanSection, SitePlan } from '../../../common/ai/site-plan.ts';
import { BUSINESS_LIMITS, businessDetailsProblems, DEFAULT_BUSINESS_KIND, emptyBusinessDetails, emptyOpeningHours, WEEKDAYS, type BusinessDetails, type OpeningHours, type OpeningPeriod } from '../../../common/business.ts';

// A generated site's business details, read from its plan: the name, what kind of business the
// plan says it is, the contact section's phone, e-mail and address, and the hours section's rows.
// Rows are text in the site's language ("Tuesday – Saturday", "12:00 – 15:00 · 18:30 – 23:00",
// "Geschlossen"); what cannot be read is left out rather than guessed.

type Section<T extends PlanSection['type']> = Extract<PlanSection, { type: T }>;

/** Words of the plan's kind → the schema.org type; the first that matches wins. */
const KINDS: [RegExp, string][] = [
  [/bak(ery|er)|boulang|bäcker|backerei|padaria|panader|bakkerij/i, 'Bakery'],
  [/caf[eé]|coffee|koffie/i, 'CafeOrCoffeeShop'],
  [/\bbar\b|pub|tavern|cocktail/i, 'BarOrPub'],
  [/restaurant|bistro|trattoria|pizzeria|eatery|diner|brasserie|restaurante/i, 'Restaurant'],
  [/ice.?cream|gelat/i, 'IceCreamShop'],
  [/brewer/i, 'Brewery'],
  [/winer|vineyard/i, 'Winery'],
  [/hair|barber|salon|friseur|coiff/i, 'HairSalon'],
  [/nail/i, 'NailSalon'],
  [/spa\b|wellness|massage/i, 'DaySpa'],
  [/beauty/i, 'BeautySalon'],
  [/dentist|dental|zahnarzt/i, 'Dentist'],
  [/clinic|medical|physio|doctor|praxis/i, 'MedicalClinic'],
  [/vet(erinar)?/i, 'VeterinaryCare'],
  [/pharmac|apothe/i, 'Pharmacy'],
  [/plumb/i, 'Plumber'],
  [/electric/i, 'Electrician'],
  [/roof/i, 'RoofingContractor'],
  [/locksmith/i, 'Locksmith'],
  [/trades|builder|construction|carpent|handyman/i, 'GeneralContractor'],
  [/garage|car.?repair|mechanic/i, 'AutoRepair'],
  [/fitness|gym|yoga|pilates|crossfit/i, 'ExerciseGym'],
  [/hotel/i, 'Hotel'],
  [/b&b|bed.and.breakfast|guest.?house/i, 'BedAndBreakfast'],
  [/hostel/i, 'Hostel'],
  [/law|legal|solicitor|attorney/i, 'LegalService'],
  [/account|bookkeep|tax/i, 'AccountingService'],
  [/real.?estate|estate.agent|realtor/i, 'RealEstateAgent'],
  [/florist|flower/i, 'Florist'],
  [/book.?shop|bookstore/i, 'BookStore'],
  [/shop|store|boutique/i, 'Store'],
  [/agency|studio|photograph|consult/i, 'ProfessionalService'],
];

// Weekday names (accents removed) in the plan languages, Monday first; a word names a day when
// it is one of these, starts one of them (three letters at least) or is a two-letter German or
// Dutch abbreviation.
const DAY_WORDS: readonly string[][] = [
  ['monday', 'montag', 'lundi', 'lunes', 'maandag', 'segunda'],
  ['tuesday', 'dienstag', 'mardi', 'martes', 'dinsdag', 'terca'],
  ['wednesday', 'mittwoch', 'mercredi', 'miercoles', 'woensdag', 'quarta'],
  ['thursday', 'donnerstag', 'jeudi', 'jueves', 'donderdag', 'quinta'],
  ['friday', 'freitag', 'vendredi', 'viernes', 'vrijdag', 'sexta'],
  ['saturday', 'samstag', 'samedi', 'sabado', 'zaterdag'],
  ['sunday', 'sonntag', 'dimanche', 'domingo', 'zondag'],
];
const DAY_ABBREVIATIONS: readonly string[][] = [['mo', 'ma'], ['di'], ['mi', 'wo'], ['do'], ['fr', 'vr'], ['sa', 'za'], ['so', 'zo']];
const EVERY_DAY = /\b(every ?day|daily|7 days|taglich|tous les jours|todos los dias|elke dag|dagelijks|todos os dias)\b/;
const WEEKDAYS_ONLY = /\b(weekdays|werktags|en semaine|entre semana|doordeweeks|dias uteis)\b/;
const WEEKEND = /\b(weekends?|wochenende|fin de semana|fim de semana)\b/;
const CLOSED = /\b(closed|geschlossen|ferme|cerrado|gesloten|fechado|ruhetag)\b/;
// Between two day names: a range ("Tuesday – Saturday", "lundi au vendredi", "ma t/m vr").
const DAY_RANGE = /[-–—]|\b(to|till|until|through|thru|bis|au|a|tot|t\/m|ate|al)\b/;
const TIME = /\b(\d{1,2})(?:[:.h](\d{2}))?\s*(am|pm|a\.m\.|p\.m\.|uhr|h)?(?![\d:])/gi;

function plain(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

function dayOf(word: string): number | null {
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
function daysOf(label: string): number[] | null {
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

function clock(hours: number, minutes: number, suffix: string): string | null {
  let hour = hours;
  if (suffix.startsWith('p') && hour < 12) hour += 12;
  if (suffix.startsWith('a') && hour === 12) hour = 0;
  // Open until midnight: schema.org writes the end of the day as 23:59.
  if (hour === 24 && minutes === 0) return '23:59';
  if (hour > 23 || minutes > 59) return null;
  return `${String(hour).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`;
}

/** A row's opening periods: [] when it says closed, null when it cannot be read. */
function periodsOf(text: string): OpeningPeriod[] | null {
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

/** The week the rows describe; days no row names are closed. null when no row could be read. */
function openingHoursOf(section: Section<'hours'>): OpeningHours | null {
  const hours = emptyOpeningHours();
  let read = false;
  for (const row of section.rows ?? []) {
    const days = daysOf(row.days ?? '');
    const periods = periodsOf(row.hours ?? '');
    if (!days || !periods) continue;
    read = true;
    for (const day of days) hours[WEEKDAYS[day]] = [...hours[WEEKDAYS[day]], ...periods];
  }
  return read ? hours : null;
}

/** "Kraanlei 12, 9000 Ghent, Belgium": street, postcode and city, country (each when it can be told). */
function addressOf(address: string): Pick<BusinessDetails, 'street' | 'postcode' | 'city' | 'country'> {
  const parts = address
    .split(/[\n,]/)
    .map((part) => part.trim())
    .filter(Boolean);
  const country = parts.length > 1 ? (countries.getAlpha2Code(parts[parts.length - 1], 'en') ?? '') : '';
  if (country) parts.pop();
  const last = parts.pop() ?? '';
  // "9000 Ghent", "1100-148 Lisboa", "1012 AB Amsterdam"; or the British "London SW1A 1AA".
  const before = /^(\d{4,5}(?:-\d{3})?|\d{4} ?[A-Z]{2})\s+(\D.*)$/.exec(last);
  const after = /^(\D.*?)\s+([A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2})$/.exec(last);
  const [postcode, city] = before ? [before[1], before[2]] : after ? [after[2], after[1]] : ['', last];
  return { street: parts.join(', '), postcode, city, country };
}

function kindOf(plan: SitePlan): string {
  return KINDS.find(([pattern]) => pattern.test(`${plan.kind ?? ''}`))?.[1] ?? DEFAULT_BUSINESS_KIND;
}

/**
 * The details a generated site starts with, or null when its plan has neither opening hours nor a
 * phone or an address to give. A field the rules refuse is left empty.
 */
export function businessDetailsFromPlan(plan: SitePlan): BusinessDetails | null {
  const sections = plan.pages.flatMap((page) => page.sections ?? []);
  const hoursSection = sections.find((section): section is Section<'hours'> => section.type === 'hours');
  const contact = sections.find((section): section is Section<'contact'> => section.type === 'contact');
  const opening = hoursSection ? openingHoursOf(hoursSection) : null;
  if (!opening && !contact?.phone && !contact?.address) return null;
  const details: BusinessDetails = {
    ...emptyBusinessDetails(plan.name.trim().slice(0, BUSINESS_LIMITS.name)),
    kind: kindOf(plan),
    phone: contact?.phone?.trim() ?? '',
    email: contact?.email?.trim() ?? '',
    ...(contact?.address ? addressOf(contact.address) : {}),
    opening_hours: opening,
  };
  const problems = businessDetailsProblems(details);
  if (problems.name) return null;
  for (const field of Object.keys(problems)) {
    if (field.startsWith('opening_hours.')) details.opening_hours = null;
    else (details as unknown as Record<string, string>)[field] = '';
  }
  return details;
}
