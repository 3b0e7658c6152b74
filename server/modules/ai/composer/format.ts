// Small writing helpers: filling the library's templates, prices and slugs.
import type { Texts } from './texts/types.ts';

/** Replaces {token}s; a template never reaches the plan with a token left in it. */
export function fillTemplate(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (_, token: string) => {
    const value = values[token];
    if (value === undefined) throw new Error(`Unknown template token {${token}} in "${template}"`);
    return value;
  });
}

/** A price as the language writes it: thousands grouped, cents only when there are any. */
export function formatPrice(amount: number, texts: Texts): string {
  if (amount === 0) return texts.free;
  const [whole, cents] = amount.toFixed(2).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, texts.decimal === ',' ? '.' : ',');
  return texts.price(cents === '00' ? grouped : `${grouped}${texts.decimal}${cents}`);
}

/** Lower-case ASCII words joined by hyphens ("Über uns" becomes "uber-uns"). */
export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
