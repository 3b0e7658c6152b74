// The e-mail address and phone number the prompt gives. A phone number is kept as the user wrote
// it; libphonenumber-js only spaces one written as a bare run of digits, the way its country writes
// them (international when written with its country code or foreign to the place).
import type { CountryCode } from 'libphonenumber-js';
import { findPhoneNumbersInText, parsePhoneNumberFromString } from '../../../../lazy-packages.ts';
import type { PlanLanguage } from '../../../../../common/ai/site-plan.ts';
import { cleanPhrase } from '../sanitize.ts';

const MAX_EMAIL = 120;
const MAX_PHONE = 30;

export function extractEmail(prompt: string): string | undefined {
  const match = /(?<![\w.+-])[\w.+-]+@[\p{L}\d-]+(?:\.[\p{L}\d-]+)*\.\p{L}{2,}/u.exec(prompt);
  return match && match[0].length <= MAX_EMAIL ? match[0] : undefined;
}

const PHONE_WORDS = String.raw`tel|tél|tele|phone|ph|call|ring|text|mobile|mob|cell|whatsapp|telefon|telefoon|téléphone|telephone|teléfono|telefono|telefone|telemóvel|telemovel|handy|mobil|natel|portable|móvil|movil|celular|gsm|bel|ligue|ligar|llama|llamar|llámanos|appelez|appeler|anrufen|ruf|nummer|number|numéro|número|contact|contacto|contato|kontakt|reservations?|réservations?|reservas|reservar|reservierung|reserveren|bookings?|marcações|marcacoes|pelo|via`;
/** A run of digits a number could be: "+44 113 496 0000", "0113/4960000", "(0)20 7946 0000". */
const DIGITS = /(?:\+|00)?\(?\d[\d\s()./-]{5,}\d/g;

interface StatedPhone {
  phone: string;
  /** The country its international prefix names, or the only country of the prompt's language whose numbering plan it fits. */
  country?: string;
  /** Whether the number itself says its country: an international prefix, or a national number that only one country's plan has. */
  sure?: boolean;
}

/** Where a number written without its country code may be from, by the prompt's language. */
const COUNTRIES_OF: Record<PlanLanguage, CountryCode[]> = {
  en: ['GB', 'IE', 'US', 'CA', 'AU', 'NZ'],
  de: ['DE', 'AT', 'CH'],
  fr: ['FR', 'BE', 'CH', 'LU', 'CA'],
  es: ['ES', 'MX', 'AR', 'CO', 'CL'],
  nl: ['NL', 'BE'],
  pt: ['PT', 'BR'],
};

function nationalNumber(prompt: string, country: CountryCode) {
  // Fewer than seven digits is a time or an amount ("10–22 Uhr"), not a number to call.
  return findPhoneNumbersInText(prompt, { defaultCountry: country }).find((match) => match.number.nationalNumber.length >= 7 && match.number.isValid());
}

function international(raw: string): boolean {
  return /^\s*(?:\+|00)/.test(raw);
}

/** "0113 496 0712" stays as written; a bare "01134960712" is spaced the way `formatted` writes it. */
function asWritten(raw: string, formatted: string): string {
  const text = raw.trim().replace(/\s+/g, ' ');
  return /\d[\s()./-]+\d/.test(text) && text.length <= MAX_PHONE ? text : formatted;
}

export function extractPhone(prompt: string, country: string | undefined, language: PlanLanguage): StatedPhone | undefined {
  if (!country) {
    const fits = COUNTRIES_OF[language].filter((candidate) => nationalNumber(prompt, candidate));
    // The only country whose numbering plan fits says where the business is (a Canadian area code
    // read as a US number is still Canada's); of several, the language's home country (listed
    // first: a Portuguese "912 345 678" is Portugal's), but only as a guess.
    const owners = new Set(fits.map((candidate) => nationalNumber(prompt, candidate)?.number.country ?? candidate));
    const sure = owners.size === 1;
    const country = sure ? [...owners][0] : fits[0] === COUNTRIES_OF[language][0] ? fits[0] : undefined;
    if (country) {
      const found = extractPhone(prompt, country, language);
      return found && { country, ...found, sure: sure || !!found.sure };
    }
  }
  if (country) {
    const found = nationalNumber(prompt, country as CountryCode);
    if (found) {
      // libphonenumber-js may leave out an opening bracket or plus: "(41) 3333-4444", "+41 44 668 18 00".
      const raw = prompt.slice(/[(+]/.test(prompt[found.startsAt - 1] ?? '') ? found.startsAt - 1 : found.startsAt, found.endsAt);
      const foreign = found.number.country !== undefined && found.number.country !== country;
      const phone = asWritten(raw, international(raw) || foreign ? found.number.formatInternational() : found.number.formatNational());
      return { phone, ...(found.number.country ? { country: found.number.country } : {}), sure: international(raw) };
    }
  }
  for (const match of prompt.matchAll(DIGITS)) {
    const raw = match[0].trim();
    const digits = raw.replace(/\D/g, '');
    if (digits.length < 7 || digits.length > 15) continue;
    if (international(raw)) {
      const parsed = parsePhoneNumberFromString(raw.replace(/^00/, '+'));
      if (parsed?.isPossible()) return { phone: asWritten(raw, parsed.formatInternational()), ...(parsed.country ? { country: parsed.country, sure: true } : {}) };
      continue;
    }
    // Without a country, a national number is kept as written, and only where it reads as one.
    const before = prompt.slice(Math.max(0, match.index - 24), match.index);
    const named = new RegExp(`(?:${PHONE_WORDS})\\p{L}*\\.?:?\\s*(?:us\\s+)?(?:on|at|au|unter|op|al|no|ao|en)?\\s*$`, 'iu').test(before);
    if (raw.startsWith('0') || raw.startsWith('(') || named) {
      const phone = cleanPhrase(raw, MAX_PHONE);
      if (phone) return { phone };
    }
  }
  return undefined;
}
