import { addressLines, mapSearchUrl, openingHoursRows, telHref, WEEKDAY_NAMES, WEEKDAYS, type BusinessDetails, type OpeningHours, type Weekday } from './business.ts';
import { escapeAttribute, escapeText } from './editor/html.ts';

// The catalogue's business blocks (templates/blocks: opening hours, phone, address, contact
// details) written from a site's business details, so a block dropped into a page already says
// what the business is. The catalogue's own files are the samples used while no details are set;
// this markup has the same shape.

export const BUSINESS_BLOCKS = ['opening-hours', 'phone', 'address', 'contact-details'] as const;
export type BusinessBlock = (typeof BUSINESS_BLOCKS)[number];

export function isBusinessBlock(value: unknown): value is BusinessBlock {
  return typeof value === 'string' && (BUSINESS_BLOCKS as readonly string[]).includes(value);
}

/** A tel-link's text must not break across lines (html-validate's tel-non-breaking). */
function unbroken(phone: string): string {
  return phone.replace(/ /g, '\u00a0').replace(/-/g, '\u2011');
}

function daysLabel(days: readonly Weekday[]): string {
  if (days.length === WEEKDAYS.length) return 'Every day';
  if (days.length === 1) return WEEKDAY_NAMES[days[0]];
  return `${WEEKDAY_NAMES[days[0]]} – ${WEEKDAY_NAMES[days[days.length - 1]]}`;
}

function hoursTable(hours: OpeningHours): string {
  const rows = openingHoursRows(hours).map(({ days, periods }) => {
    const times = periods.length ? periods.map((period) => `${period.opens} – ${period.closes}`).join(' · ') : 'Closed';
    return `<tr><th scope="row">${escapeText(daysLabel(days))}</th><td>${escapeText(times)}</td></tr>`;
  });
  return `<table class="table"><tbody>${rows.join('')}</tbody></table>`;
}

function phoneParagraph(phone: string): string {
  return `<p><a href="${escapeAttribute(telHref(phone))}"><i class="icon icon-phone"></i> ${escapeText(unbroken(phone))}</a></p>`;
}

function emailParagraph(email: string): string {
  return `<p><a href="mailto:${escapeAttribute(email)}"><i class="icon icon-mail"></i> ${escapeText(email)}</a></p>`;
}

function addressBlock(lines: readonly string[]): string {
  const text = lines.map(escapeText).join('<br>');
  return `<address><i class="icon icon-map-pin"></i> ${text}<br><a href="${escapeAttribute(mapSearchUrl(lines))}" target="_blank" rel="noopener">Show on map</a></address>`;
}

/**
 * The block's markup from the details, or null when they lack what it shows (no phone for the
 * phone block): the catalogue's sample is inserted then.
 */
export function businessBlockHtml(block: BusinessBlock, details: BusinessDetails): string | null {
  const lines = addressLines(details);
  switch (block) {
    case 'opening-hours':
      return details.opening_hours ? hoursTable(details.opening_hours) : null;
    case 'phone':
      return details.phone ? phoneParagraph(details.phone) : null;
    case 'address':
      return lines.length ? addressBlock(lines) : null;
    case 'contact-details': {
      const parts = [
        lines.length ? addressBlock(lines) : '',
        details.phone ? phoneParagraph(details.phone) : '',
        details.email ? emailParagraph(details.email) : '',
        details.opening_hours ? hoursTable(details.opening_hours) : '',
      ].filter(Boolean);
      return parts.length ? `<div>${parts.join('')}</div>` : null;
    }
  }
}
