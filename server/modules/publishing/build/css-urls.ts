import { cssTree } from '../../../lazy-packages.ts';

// The url() references of CSS text (page styles, custom CSS, style attributes, single values),
// found by css-tree's tokenizer so that it needs no context (a whole stylesheet, a declaration
// list or one value all tokenize alike) and never mistakes text inside a string or a comment for
// a reference. Published sites copy the local ones and point them at the copies.

declare module 'css-tree' {
  // css-tree exports its tokenizer, but its type package does not declare it.
  export const tokenTypes: Readonly<Record<'Function' | 'String' | 'Url' | 'WhiteSpace' | 'RightParenthesis', number>>;
  export function tokenize(source: string, onToken: (type: number, start: number, end: number) => void): void;
}

interface UrlReference {
  /** Where the whole `url(…)` starts and ends in the CSS. */
  start: number;
  end: number;
  /** The address with its escapes decoded, as a browser reads it. */
  url: string;
  quote: '"' | "'" | null;
}

interface Token {
  type: number;
  start: number;
  end: number;
}

function urlReferences(css: string): UrlReference[] {
  const types = cssTree.tokenTypes;
  const tokens: Token[] = [];
  cssTree.tokenize(css, (type, start, end) => tokens.push({ type, start, end }));
  const text = (token: Token) => css.slice(token.start, token.end);
  const references: UrlReference[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i];
    if (token.type === types.Url) {
      references.push({ start: token.start, end: token.end, url: cssTree.url.decode(text(token)), quote: null });
      continue;
    }
    // A quoted address is a url( function holding one string: url("a.png").
    if (token.type !== types.Function || !/^url\(/i.test(text(token))) continue;
    let next = i + 1;
    const skipSpace = () => {
      while (tokens[next]?.type === types.WhiteSpace) next++;
    };
    skipSpace();
    const string = tokens[next];
    if (string?.type !== types.String) continue;
    next++;
    skipSpace();
    const close = tokens[next];
    if (close?.type !== types.RightParenthesis) continue;
    const quoted = text(string);
    references.push({ start: token.start, end: close.end, url: cssTree.string.decode(quoted), quote: quoted.startsWith("'") ? "'" : '"' });
    i = next;
  }
  return references;
}

/** Every url() of the CSS, its address decoded (without quotes or escapes). */
export function cssUrls(css: string): string[] {
  return urlReferences(css).map((reference) => reference.url);
}

/** The CSS with each url() `map` gives a new address (null keeps it) rewritten, quoted as it was. */
export function mapCssUrls(css: string, map: (url: string) => string | null): string {
  let result = '';
  let copied = 0;
  for (const reference of urlReferences(css)) {
    const mapped = map(reference.url);
    if (mapped === null) continue;
    const written = reference.quote === null ? cssTree.url.encode(mapped) : `url(${cssTree.string.encode(mapped, reference.quote === "'")})`;
    result += css.slice(copied, reference.start) + written;
    copied = reference.end;
  }
  return result + css.slice(copied);
}
