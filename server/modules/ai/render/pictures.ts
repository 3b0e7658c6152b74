import { PLAN_IMAGES, PLAN_LANGUAGES, type PlanImage, type PlanImageValue, type PlanLanguage, type PlanPicture } from '../../../../common/ai/site-plan.ts';
import { SITE_ASSETS_URL } from '../../templates/catalogue.ts';
import { el, fragment, plainText, type Child, type Html } from './html.ts';
import { PHOTO_CREDIT, PICTURE_ALT } from './picture-alt.ts';

// A plan's picture as the page shows it: a catalogue picture by name (described in the site's
// language) or a picture of the site's own (its storage URL and alt text as given). A source's
// credit is collected as the pages are drawn and shown in the site's footer, as the source's terms
// want it visible; a URL that is not the site's own path or a web address is never written.

export interface ShownPicture {
  src: string;
  /** '' for a picture that is decoration only. */
  alt: string;
}

export type PictureCredit = NonNullable<PlanPicture['credit']>;

const IMAGES = new Set<string>(PLAN_IMAGES);

function isCatalogueImage(value: unknown): value is PlanImage {
  return typeof value === 'string' && IMAGES.has(value);
}

function isPicture(value: unknown): value is PlanPicture {
  return typeof value === 'object' && value !== null && typeof (value as PlanPicture).src === 'string';
}

/** A web address, or null for anything else (another scheme, garbage). */
function webUrl(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * A picture's src: a path on the site (storage, uploads) or a web address. Quotes, brackets and
 * spaces are percent-encoded: the hero writes the src into a CSS url('…').
 */
function pictureSrc(value: string): string | null {
  const src = value.trim();
  const safe = (src.startsWith('/') && !src.startsWith('//')) || webUrl(src) !== null;
  return safe ? src.replace(/['"()\\\s]/g, (character) => encodeURIComponent(character)) : null;
}

export function siteLanguage(language: unknown): PlanLanguage {
  return PLAN_LANGUAGES.find((candidate) => candidate === language) ?? 'en';
}

/** The credit of a picture, if it has one whose name is worth showing. */
export function pictureCredit(value: PlanImageValue | undefined): PictureCredit | null {
  if (!isPicture(value) || typeof value.credit !== 'object' || value.credit === null) return null;
  return plainText(value.credit.name) ? value.credit : null;
}

/** The picture to show, or null when the plan names none the page can show. */
export function shownPicture(value: PlanImageValue | undefined, language: PlanLanguage): ShownPicture | null {
  if (isCatalogueImage(value)) return { src: `${SITE_ASSETS_URL}/img/${value}.svg`, alt: PICTURE_ALT[value][language] };
  if (!isPicture(value)) return null;
  const src = pictureSrc(value.src);
  return src ? { src, alt: plainText(value.alt) } : null;
}

/** Credits of the pictures drawn, each shown once however often its picture appears. */
export class PhotoCredits {
  private readonly credits = new Map<string, PictureCredit>();

  add(value: PlanImageValue | undefined): void {
    const credit = pictureCredit(value);
    if (credit) this.credits.set(JSON.stringify([plainText(credit.name), plainText(credit.source)]), credit);
  }

  get size(): number {
    return this.credits.size;
  }

  /** "Photo: name / source" for each picture, the name and the source linking where the terms ask. */
  line(language: PlanLanguage): Html | null {
    if (this.credits.size === 0) return null;
    const linked = (text: string, url: unknown): Child => {
      const href = webUrl(url);
      return href ? el('a', { href, rel: 'noopener' }, text) : text;
    };
    const parts = [...this.credits.values()].map((credit) => {
      const source = plainText(credit.source);
      return fragment(`${PHOTO_CREDIT[language]}: `, linked(plainText(credit.name), credit.url), source && ' / ', source && linked(source, credit.sourceUrl));
    });
    return el('p', { class: 'small mb-2' }, parts.flatMap((part, index) => (index === 0 ? [part] : [' \u00b7 ', part])));
  }
}
