import { escapeAttribute, escapeText, VOID_ELEMENTS } from '../../../../common/editor/html.ts';

// Markup built from parts, never by pasting strings: a plain string given as a child is always
// text and is escaped here, so no text of a plan can become markup. Only `el` makes an Html.

export class Html {
  constructor(readonly markup: string) {}
}

export type Child = Html | string | null | undefined | false | readonly Child[];
type Attributes = Readonly<Record<string, string | true | undefined>>;

// Whitespace runs become one space (a plan's line breaks would otherwise leave trailing
// whitespace in the markup); no-break spaces stay, they are meant. Control characters go.
const WHITESPACE = /[^\S\u00a0]+/g;
// eslint-disable-next-line no-control-regex -- control characters are exactly what plan text may not carry
const CONTROL = /[\u0000-\u0008\u000e-\u001f\u007f-\u009f]/g;

function oneLine(text: string): string {
  return text.replace(CONTROL, '').replace(WHITESPACE, ' ');
}

/** Plan text as it is shown: one line, trimmed, without control characters ('' for a non-string). */
export function plainText(text: unknown): string {
  return typeof text === 'string' ? oneLine(text).trim() : '';
}

function childMarkup(child: Child): string {
  if (child instanceof Html) return child.markup;
  // Not trimmed: a space between an icon and its text is meant.
  if (typeof child === 'string') return escapeText(oneLine(child));
  if (Array.isArray(child)) return child.map(childMarkup).join('');
  return '';
}

export function el(tag: string, attributes: Attributes, ...children: Child[]): Html {
  const attrs = Object.entries(attributes)
    .filter((entry): entry is [string, string | true] => entry[1] !== undefined)
    .map(([name, value]) => (value === true ? ` ${name}` : ` ${name}="${escapeAttribute(plainText(value))}"`))
    .join('');
  if (VOID_ELEMENTS.has(tag)) return new Html(`<${tag}${attrs}>`);
  return new Html(`<${tag}${attrs}>${childMarkup(children)}</${tag}>`);
}

/** Children without a wrapper, for parts that are several elements side by side. */
export function fragment(...children: Child[]): Html {
  return new Html(childMarkup(children));
}

/** Lines of plan text (an address) with a line break between them. */
export function lines(text: unknown): Child[] {
  const parts = (typeof text === 'string' ? text.split(/\r\n|\r|\n/) : []).map(plainText).filter(Boolean);
  return parts.flatMap((line, index) => (index === 0 ? [line] : [el('br', {}), line]));
}

/** Class names joined, the empty ones left out. */
export function classes(...names: (string | false | null | undefined)[]): string {
  return names.filter(Boolean).join(' ');
}
