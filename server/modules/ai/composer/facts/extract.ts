// What the user stated about their business (SiteFacts), read out of the prompt. Each field comes
// from its own module; a field the prompt does not state is left out, never guessed.
import type { PlanLanguage } from '../../../../../common/ai/site-plan.ts';
import { extractAudience } from '../entities.ts';
import { detectLanguage } from '../language.ts';
import { normalise } from '../match.ts';
import { statedTone } from '../requests.ts';
import { stripMarkup } from '../sanitize.ts';
import { extractEmail, extractPhone } from './contact.ts';
import { extractHours } from './hours.ts';
import { countryCurrency, currencyCountry, statedCurrency } from './money.ts';
import { extractName } from './name.ts';
import { extractOffers } from './offers.ts';
import { extractPeople } from './people.ts';
import { extractPlace } from './place.ts';
import type { SiteFacts } from './types.ts';

/** Prompts past this length are read only this far: an owner's description fits well within it. */
const MAX_PROMPT = 4000;

export function extractFacts(prompt: string, language?: PlanLanguage): SiteFacts {
  const text = stripMarkup(prompt.slice(0, MAX_PROMPT)).replace(/[^\P{Cc}\n]|\p{Cf}/gu, ' ');
  // The language read with the name's words counted is a first guess, good enough to read the name by.
  const name = extractName(text, language ?? detectLanguage(text));
  const rest = name ? text.split(name).join(' ') : text;
  const siteLanguage = language ?? detectLanguage(text, [name]);
  const where = extractPlace(rest, name, siteLanguage);
  // The strongest evidence names the country: a stated country, a currency only one candidate
  // country pays in ("ab 89 CHF"), a number whose own prefix or plan says where it is, the town,
  // and last a number of the language's home country.
  const dialled = extractPhone(rest, undefined, siteLanguage);
  const marked = statedCurrency(rest, undefined);
  const country =
    (where.stated ? where.country : undefined) ??
    (marked ? currencyCountry(marked) : undefined) ??
    (dialled?.sure ? dialled.country : undefined) ??
    where.country ??
    dialled?.country;
  const phone = country ? extractPhone(rest, country, siteLanguage) : dialled;
  const email = extractEmail(rest);
  const hours = extractHours(rest);
  const currency = statedCurrency(rest, country) ?? (country ? countryCurrency(country) : undefined);
  const people = extractPeople(text, [name, where.place, where.street], siteLanguage);
  const offers = extractOffers(rest, {
    country,
    language: siteLanguage,
    skip: (line) => extractHours(line) !== undefined || (!!where.street && line.includes(where.street)),
    unrelated: (words) => [name, where.place, where.street].some((known) => !!known && words.toLowerCase().includes(known.toLowerCase())),
  });
  const audience = extractAudience(rest);
  const tone = statedTone(normalise(rest));
  return {
    ...(name ? { name } : {}),
    people,
    offers,
    ...(hours ? { hours } : {}),
    ...(phone ? { phone: phone.phone } : {}),
    ...(email ? { email } : {}),
    ...(where.street ? { street: where.street } : {}),
    ...(where.postcode ? { postcode: where.postcode } : {}),
    ...(where.place ? { place: where.place } : {}),
    ...(country ? { country } : {}),
    ...(currency ? { currency } : {}),
    language: siteLanguage,
    ...(audience ? { audience } : {}),
    ...(tone ? { tone } : {}),
  };
}
