// A site's business details: who the business is, how to call, write and find it, and when it is
// open. The server keeps them per project (server/modules/business/), the publisher writes them as
// schema.org LocalBusiness data into the published home page, and the editor fills the business
// blocks with them (common/business-blocks.ts). The rules live here so the editor's dialog and the
// API refuse the same input with the same words.

import { emailProblem } from './validation.ts';

export const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** A weekday's English name: schema.org's dayOfWeek value, the blocks' text and the label the editor translates. */
export const WEEKDAY_NAMES: Record<Weekday, string> = {
  monday: 'Monday',
  tuesday: 'Tuesday',
  wednesday: 'Wednesday',
  thursday: 'Thursday',
  friday: 'Friday',
  saturday: 'Saturday',
  sunday: 'Sunday',
};

/** Times are HH:MM, 00:00 to 23:59; a period that closes before it opens runs past midnight. */
export interface OpeningPeriod {
  opens: string;
  closes: string;
}

/** Each weekday's periods; an empty list means closed that day. */
export type OpeningHours = Record<Weekday, OpeningPeriod[]>;

export interface BusinessDetails {
  name: string;
  /** A schema.org type of local business, from BUSINESS_KINDS. */
  kind: string;
  phone: string;
  email: string;
  street: string;
  postcode: string;
  city: string;
  region: string;
  /** ISO 3166-1 alpha-2, upper case; '' when not given. */
  country: string;
  /** null when the hours are not given (a site says nothing about them). */
  opening_hours: OpeningHours | null;
  /** As a visitor reads it: "€€", "$10-30". */
  price_range: string;
}

export const DEFAULT_BUSINESS_KIND = 'LocalBusiness';

/** schema.org LocalBusiness and the subtypes a small business is most likely to be, with their labels. */
export const BUSINESS_KINDS: readonly { value: string; label: string }[] = [
  { value: 'LocalBusiness', label: 'Local business' },
  { value: 'Restaurant', label: 'Restaurant' },
  { value: 'CafeOrCoffeeShop', label: 'Café or coffee shop' },
  { value: 'Bakery', label: 'Bakery' },
  { value: 'BarOrPub', label: 'Bar or pub' },
  { value: 'FastFoodRestaurant', label: 'Fast food restaurant' },
  { value: 'IceCreamShop', label: 'Ice cream shop' },
  { value: 'Winery', label: 'Winery' },
  { value: 'Brewery', label: 'Brewery' },
  { value: 'HairSalon', label: 'Hair salon' },
  { value: 'BeautySalon', label: 'Beauty salon' },
  { value: 'NailSalon', label: 'Nail salon' },
  { value: 'DaySpa', label: 'Day spa' },
  { value: 'TattooParlor', label: 'Tattoo parlour' },
  { value: 'Dentist', label: 'Dentist' },
  { value: 'Physician', label: 'Doctor' },
  { value: 'MedicalClinic', label: 'Medical clinic' },
  { value: 'Optician', label: 'Optician' },
  { value: 'Pharmacy', label: 'Pharmacy' },
  { value: 'VeterinaryCare', label: 'Veterinary care' },
  { value: 'Plumber', label: 'Plumber' },
  { value: 'Electrician', label: 'Electrician' },
  { value: 'HVACBusiness', label: 'Heating and air conditioning' },
  { value: 'RoofingContractor', label: 'Roofer' },
  { value: 'GeneralContractor', label: 'Builder' },
  { value: 'HousePainter', label: 'Painter and decorator' },
  { value: 'Locksmith', label: 'Locksmith' },
  { value: 'MovingCompany', label: 'Removals' },
  { value: 'AutoRepair', label: 'Car repair' },
  { value: 'DryCleaningOrLaundry', label: 'Dry cleaning or laundry' },
  { value: 'Store', label: 'Shop' },
  { value: 'ClothingStore', label: 'Clothing shop' },
  { value: 'BookStore', label: 'Bookshop' },
  { value: 'Florist', label: 'Florist' },
  { value: 'GroceryStore', label: 'Grocery' },
  { value: 'HardwareStore', label: 'Hardware shop' },
  { value: 'JewelryStore', label: 'Jeweller' },
  { value: 'PetStore', label: 'Pet shop' },
  { value: 'FurnitureStore', label: 'Furniture shop' },
  { value: 'Hotel', label: 'Hotel' },
  { value: 'BedAndBreakfast', label: 'Bed and breakfast' },
  { value: 'Hostel', label: 'Hostel' },
  { value: 'Campground', label: 'Campsite' },
  { value: 'ExerciseGym', label: 'Gym or studio' },
  { value: 'SportsClub', label: 'Sports club' },
  { value: 'ChildCare', label: 'Childcare' },
  { value: 'LegalService', label: 'Legal services' },
  { value: 'AccountingService', label: 'Accountant' },
  { value: 'RealEstateAgent', label: 'Estate agent' },
  { value: 'TravelAgency', label: 'Travel agency' },
  { value: 'ProfessionalService', label: 'Professional services' },
  { value: 'EntertainmentBusiness', label: 'Entertainment' },
  { value: 'ArtGallery', label: 'Art gallery' },
];

export const BUSINESS_LIMITS = { name: 191, phone: 40, email: 191, street: 191, postcode: 20, city: 100, region: 100, price_range: 20, periodsPerDay: 4 } as const;

export const BUSINESS_MESSAGES = {
  saved: 'Business details saved.',
  invalid: 'Check the highlighted business details.',
  nameRequired: 'Enter the name of the business.',
  kind: 'Choose a kind of business from the list.',
  phone: 'Enter a phone number: digits, spaces, + ( ) - and dots.',
  country: 'Use a two-letter country code such as GB or DE.',
  time: 'Enter times as HH:MM, from 00:00 to 23:59.',
  sameTimes: 'The closing time must differ from the opening time.',
  tooManyPeriods: `At most ${BUSINESS_LIMITS.periodsPerDay} opening periods a day.`,
  tooLong: (max: number) => `At most ${max} characters.`,
} as const;

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const PHONE = /^\+?[\d\s()./-]+$/;

export function emptyOpeningHours(): OpeningHours {
  return Object.fromEntries(WEEKDAYS.map((day) => [day, []])) as unknown as OpeningHours;
}

/** What a form starts from: nothing given but the name. */
export function emptyBusinessDetails(name = ''): BusinessDetails {
  return { name, kind: DEFAULT_BUSINESS_KIND, phone: '', email: '', street: '', postcode: '', city: '', region: '', country: '', opening_hours: null, price_range: '' };
}

/** Input as typed: strings trimmed, the country upper case, a missing field empty. */
export function normalizeBusinessDetails(input: Partial<Record<keyof BusinessDetails, unknown>>): BusinessDetails {
  const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
  const hours = input.opening_hours as Partial<Record<Weekday, unknown>> | null | undefined;
  return {
    name: text(input.name),
    kind: text(input.kind) || DEFAULT_BUSINESS_KIND,
    phone: text(input.phone),
    email: text(input.email),
    street: text(input.street),
    postcode: text(input.postcode),
    city: text(input.city),
    region: text(input.region),
    country: text(input.country).toUpperCase(),
    opening_hours: hours
      ? (Object.fromEntries(
          WEEKDAYS.map((day) => [
            day,
            (Array.isArray(hours[day]) ? (hours[day] as Partial<OpeningPeriod>[]) : []).map((period) => ({ opens: text(period?.opens), closes: text(period?.closes) })),
          ]),
        ) as unknown as OpeningHours)
      : null,
    price_range: text(input.price_range),
  };
}

function openingHoursProblems(hours: OpeningHours): Record<string, string> {
  const problems: Record<string, string> = {};
  for (const day of WEEKDAYS) {
    const periods = hours[day];
    if (periods.length > BUSINESS_LIMITS.periodsPerDay) problems[`opening_hours.${day}`] = BUSINESS_MESSAGES.tooManyPeriods;
    else if (periods.some((period) => !TIME.test(period.opens) || !TIME.test(period.closes))) problems[`opening_hours.${day}`] = BUSINESS_MESSAGES.time;
    else if (periods.some((period) => period.opens === period.closes)) problems[`opening_hours.${day}`] = BUSINESS_MESSAGES.sameTimes;
  }
  return problems;
}

/** Each field's problem (opening hours per weekday as `opening_hours.<day>`); empty when the details may be saved. */
export function businessDetailsProblems(details: BusinessDetails): Record<string, string> {
  const problems: Record<string, string> = {};
  const lengths: [keyof typeof BUSINESS_LIMITS & keyof BusinessDetails, string][] = [
    ['name', details.name],
    ['phone', details.phone],
    ['street', details.street],
    ['postcode', details.postcode],
    ['city', details.city],
    ['region', details.region],
    ['price_range', details.price_range],
  ];
  for (const [field, value] of lengths) if (value.length > BUSINESS_LIMITS[field]) problems[field] = BUSINESS_MESSAGES.tooLong(BUSINESS_LIMITS[field]);
  if (!details.name) problems.name = BUSINESS_MESSAGES.nameRequired;
  if (!BUSINESS_KINDS.some((kind) => kind.value === details.kind)) problems.kind = BUSINESS_MESSAGES.kind;
  if (details.phone && !problems.phone && (!PHONE.test(details.phone) || phoneDigits(details.phone).length < 3)) problems.phone = BUSINESS_MESSAGES.phone;
  const email = details.email && emailProblem(details.email);
  if (email) problems.email = email;
  if (details.country && !/^[A-Z]{2}$/.test(details.country)) problems.country = BUSINESS_MESSAGES.country;
  return { ...problems, ...(details.opening_hours ? openingHoursProblems(details.opening_hours) : {}) };
}

function phoneDigits(phone: string): string {
  return phone.replace(/\D/g, '');
}

/** The tel: link of a phone number: its digits, with the leading + of an international one. */
export function telHref(phone: string): string {
  return `tel:${phone.trim().startsWith('+') ? '+' : ''}${phoneDigits(phone)}`;
}

/** The country's English name, or the code when the runtime does not know it. */
export function countryName(code: string): string {
  if (!code) return '';
  try {
    return new Intl.DisplayNames(['en'], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** The address as it is written on an envelope: street, postcode and city, region, country. */
export function addressLines(details: Pick<BusinessDetails, 'street' | 'postcode' | 'city' | 'region' | 'country'>): string[] {
  return [details.street, [details.postcode, details.city].filter(Boolean).join(' '), details.region, countryName(details.country)].filter(Boolean);
}

/** OpenStreetMap's search for the address: no key, no tracking script, and it opens in any browser. */
export function mapSearchUrl(lines: readonly string[]): string {
  return `https://www.openstreetmap.org/search?query=${encodeURIComponent(lines.join(', '))}`;
}

/** Days in a row with the same hours, as one line each: Monday – Friday, 09:00 – 17:00. */
export function openingHoursRows(hours: OpeningHours): { days: Weekday[]; periods: OpeningPeriod[] }[] {
  const rows: { days: Weekday[]; periods: OpeningPeriod[] }[] = [];
  const key = (periods: OpeningPeriod[]) => periods.map((period) => `${period.opens}-${period.closes}`).join(',');
  for (const day of WEEKDAYS) {
    const last = rows.at(-1);
    if (last && key(last.periods) === key(hours[day])) last.days.push(day);
    else rows.push({ days: [day], periods: hours[day] });
  }
  return rows;
}
