import { countries } from '../../lazy-packages.ts';
import type { PlanSection, SitePlan } from '../../../common/ai/site-plan.ts';
import { BUSINESS_LIMITS, businessDetailsProblems, DEFAULT_BUSINESS_KIND, emptyBusinessDetails, emptyOpeningHours, WEEKDAYS, type BusinessDetails, type OpeningHours } from '../../../common/business.ts';
import { daysOf, periodsOf } from '../ai/composer/facts/days.ts';

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

export function kindOf(plan: SitePlan): string {
  return KINDS.find(([pattern]) => pattern.test(`${plan.kind ?? ''}`))?.[1] ?? DEFAULT_BUSINESS_KIND;
}

/** The town of an address whose street is a placeholder ("Add your street and number, Lisbon"), if it has one. */
function stated(address: string | undefined): string | undefined {
  const parts = (address ?? '').split(',');
  return parts.length > 1 ? parts.slice(1).join(',').trim() : undefined;
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
  // A detail the prompt did not give is a placeholder for the owner to fill, not the business's.
  const given = (field: 'phone' | 'email' | 'address') => (contact?.placeholders?.includes(field) ? undefined : contact?.[field]);
  const address = contact?.placeholders?.includes('address') ? stated(contact.address) : contact?.address;
  if (!opening && !given('phone') && !address) return null;
  const details: BusinessDetails = {
    ...emptyBusinessDetails(plan.name.trim().slice(0, BUSINESS_LIMITS.name)),
    kind: kindOf(plan),
    phone: given('phone')?.trim() ?? '',
    email: given('email')?.trim() ?? '',
    ...(address ? addressOf(address) : {}),
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
