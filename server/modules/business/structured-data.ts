import { openingHoursRows, WEEKDAY_NAMES, WEEKDAYS, type BusinessDetails, type OpeningPeriod, type Weekday } from '../../../common/business.ts';

// The business details as schema.org data in the published home page, so search engines and maps
// can show the business's hours, phone and address. Built from the details alone, in a fixed key
// order, so an unchanged site still builds to the same bytes.

/** One specification per opening period, naming every day that has it (days in week order). */
function openingHoursSpecification(hours: NonNullable<BusinessDetails['opening_hours']>): Record<string, unknown>[] {
  const byPeriod = new Map<string, { period: OpeningPeriod; days: Weekday[] }>();
  for (const { days, periods } of openingHoursRows(hours)) {
    for (const period of periods) {
      const key = `${period.opens}-${period.closes}`;
      const entry = byPeriod.get(key) ?? { period, days: [] };
      entry.days.push(...days);
      byPeriod.set(key, entry);
    }
  }
  return [...byPeriod.values()].map(({ period, days }) => ({
    '@type': 'OpeningHoursSpecification',
    dayOfWeek: WEEKDAYS.filter((day) => days.includes(day)).map((day) => WEEKDAY_NAMES[day]),
    opens: period.opens,
    closes: period.closes,
  }));
}

function postalAddress(details: BusinessDetails): Record<string, string> | undefined {
  const address = {
    '@type': 'PostalAddress',
    ...(details.street ? { streetAddress: details.street } : {}),
    ...(details.postcode ? { postalCode: details.postcode } : {}),
    ...(details.city ? { addressLocality: details.city } : {}),
    ...(details.region ? { addressRegion: details.region } : {}),
    ...(details.country ? { addressCountry: details.country } : {}),
  };
  return Object.keys(address).length > 1 ? address : undefined;
}

/** The LocalBusiness (or the chosen subtype) the details describe; `url` is the site's home page. */
export function localBusinessData(details: BusinessDetails, url: string): Record<string, unknown> {
  const address = postalAddress(details);
  const hours = details.opening_hours ? openingHoursSpecification(details.opening_hours) : [];
  return {
    '@context': 'https://schema.org',
    '@type': details.kind,
    name: details.name,
    url,
    ...(details.phone ? { telephone: details.phone } : {}),
    ...(details.email ? { email: details.email } : {}),
    ...(address ? { address } : {}),
    ...(hours.length ? { openingHoursSpecification: hours } : {}),
    ...(details.price_range ? { priceRange: details.price_range } : {}),
  };
}
