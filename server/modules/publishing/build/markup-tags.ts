import { foreignContent, html, Token, Tokenizer, TokenizerMode, type TokenHandler } from 'parse5';

// The tags of a page's markup, as the HTML tokenizer reads them, with what the tree builder
// would tell it about where text runs without markup (raw-text elements, SVG and MathML content).
// Two readers give the same tags: a scanner for the markup editors and templates write (most of
// the publisher's parsing time went to parse5's tokenizer, which steps through every code point),
// and parse5's tokenizer for what the scanner leaves alone. test/publishing/markup-tags.test.ts
// checks that they agree.

export interface TagAttribute {
  /** Lower case (ASCII letters only, as the tokenizer does). */
  name: string;
  /** With character references decoded. */
  value: string;
  /** Offsets of the attribute in the source, from its name to the end of its value (quotes included). */
  start: number;
  end: number;
}

export interface StartTag {
  name: string;
  /** The first of each name, as the tokenizer keeps them. */
  attrs: readonly TagAttribute[];
  /** Offset just after the tag's `>`. */
  end: number;
  /** The element's content is text up to its end tag (an HTML style, textarea, iframe…), not markup. */
  rawText: boolean;
}

export interface TagHandler {
  startTag(tag: StartTag): void;
  /** `start`: offset of the end tag's `<`. */
  endTag(name: string, start: number): void;
}

/** Start tags after which the tokenizer reads text, not markup (what the tree builder tells it). */
const TEXT_MODES = new Map<string, (typeof TokenizerMode)[keyof typeof TokenizerMode]>([
  ['script', TokenizerMode.SCRIPT_DATA],
  ['style', TokenizerMode.RAWTEXT],
  ['xmp', TokenizerMode.RAWTEXT],
  ['iframe', TokenizerMode.RAWTEXT],
  ['noembed', TokenizerMode.RAWTEXT],
  ['noframes', TokenizerMode.RAWTEXT],
  // Scripting on, as in parseFragment and in browsers.
  ['noscript', TokenizerMode.RAWTEXT],
  ['textarea', TokenizerMode.RCDATA],
  ['title', TokenizerMode.RCDATA],
  ['plaintext', TokenizerMode.PLAINTEXT],
]);

interface OpenForeign {
  name: string;
  ns: html.NS;
  /** Its children are HTML again (foreignObject, desc, title in SVG; annotation-xml as HTML in MathML). */
  integration: boolean;
}

function exitsForeignContent(tagName: string, attrs: readonly Token.Attribute[], selfClosing: boolean): boolean {
  return foreignContent.causesExit({ type: Token.TokenType.START_TAG, tagName, tagID: html.getTagID(tagName), selfClosing, ackSelfClosing: false, attrs: [...attrs], location: null });
}

/** The SVG and MathML elements open around the reader, tracked with parse5's own rules for foreign content. */
class ForeignContent {
  private readonly open: OpenForeign[] = [];

  namespace(): html.NS {
    const top = this.open[this.open.length - 1];
    return !top || top.integration ? html.NS.HTML : top.ns;
  }

  /** The text mode the element's content is read in; null: markup. */
  start(name: string, attrs: readonly Token.Attribute[], selfClosing: boolean): (typeof TokenizerMode)[keyof typeof TokenizerMode] | null {
    if (this.open.length === 0 && name !== 'svg' && name !== 'math') return TEXT_MODES.get(name) ?? null;
    let ns = this.namespace();
    if (ns !== html.NS.HTML && exitsForeignContent(name, attrs, selfClosing)) {
      this.open.length = 0;
      ns = html.NS.HTML;
    }
    if (ns === html.NS.HTML) {
      const entered = name === 'svg' ? html.NS.SVG : name === 'math' ? html.NS.MATHML : null;
      if (entered && !selfClosing) this.open.push({ name, ns: entered, integration: false });
      return entered ? null : (TEXT_MODES.get(name) ?? null);
    }
    if (!selfClosing) this.open.push({ name, ns, integration: foreignContent.isIntegrationPoint(html.getTagID(name), ns, [...attrs]) });
    return null;
  }

  end(name: string): void {
    if (!this.open.length) return;
    const index = this.open.findLastIndex((element) => element.name === name);
    // An end tag for none of them closes an HTML element around them, and them with it.
    if (index >= 0) this.open.length = index;
    else if (this.namespace() !== html.NS.HTML) this.open.length = 0;
  }
}

function startTagOf(token: Token.TagToken, rawText: boolean): StartTag {
  const locations = token.location!.attrs ?? {};
  return {
    name: token.tagName,
    attrs: token.attrs.map((attr) => ({ name: attr.name, value: attr.value, start: locations[attr.name].startOffset, end: locations[attr.name].endOffset })),
    end: token.location!.endOffset,
    rawText,
  };
}

/** The tags through parse5's tokenizer: any markup. */
export function tokenizeTags(source: string, handler: TagHandler): void {
  const foreign = new ForeignContent();
  const tokens: TokenHandler = {
    onStartTag(token) {
      const mode = foreign.start(token.tagName, token.attrs, token.selfClosing);
      if (mode !== null) tokenizer.state = mode;
      tokenizer.inForeignNode = foreign.namespace() !== html.NS.HTML;
      handler.startTag(startTagOf(token, mode !== null));
    },
    onEndTag(token) {
      foreign.end(token.tagName);
      tokenizer.inForeignNode = foreign.namespace() !== html.NS.HTML;
      handler.endTag(token.tagName, token.location!.startOffset);
    },
    onComment() {},
    onDoctype() {},
    onEof() {},
    onCharacter() {},
    onNullCharacter() {},
    onWhitespaceCharacter() {},
  };
  const tokenizer = new Tokenizer({ sourceCodeLocationInfo: true }, tokens);
  tokenizer.write(source, true);
}

/** One start tag's attributes through parse5's tokenizer, for values with character references. */
function decodedAttributes(source: string, start: number, end: number): TagAttribute[] {
  let attrs: TagAttribute[] = [];
  tokenizeTags(source.slice(start, end), {
    startTag(tag) {
      attrs = tag.attrs.map((attr) => ({ ...attr, start: attr.start + start, end: attr.end + start }));
    },
    endTag() {},
  });
  return attrs;
}

/**
 * What the scanner leaves to parse5: carriage returns and NULs (the input stream rewrites them),
 * comments, doctypes, CDATA and bogus comments, end tags without a name, script data (its escape
 * states) and plaintext.
 */
const SCANNER_REFUSES = /[\r\0]|<[!?]|<\/(?![A-Za-z])|<(?:script|plaintext)/i;

const TAB = 0x09;
const LF = 0x0a;
const FF = 0x0c;
const SPACE = 0x20;
const QUOTE = 0x22;
const APOSTROPHE = 0x27;
const SLASH = 0x2f;
const EQUALS = 0x3d;
const GREATER = 0x3e;

function isSpace(code: number): boolean {
  return code === SPACE || code === LF || code === TAB || code === FF;
}

function isAsciiLetter(code: number): boolean {
  return (code >= 0x41 && code <= 0x5a) || (code >= 0x61 && code <= 0x7a);
}

/** Names are lower-cased in ASCII only: toLowerCase would also change letters the tokenizer keeps (İ, K). */
function asciiLower(name: string): string {
  return name.replace(/[A-Z]/g, (letter) => String.fromCharCode(letter.charCodeAt(0) + 32));
}

// Tag and attribute names seen before, by a hash of their characters: most repeat, and cutting
// each from the source again was much of the scan's garbage. Only names written in lower case
// are kept, since a cached name is matched against the source as written.
const NAMES_CACHED = 512;
const names: (string | undefined)[] = new Array(NAMES_CACHED);

function nameAt(source: string, start: number, end: number, hash: number, upper: boolean): string {
  if (upper) return asciiLower(source.slice(start, end));
  const slot = hash & (NAMES_CACHED - 1);
  const cached = names[slot];
  if (cached !== undefined && cached.length === end - start && source.startsWith(cached, start)) return cached;
  return (names[slot] = source.slice(start, end));
}

/** An attribute as scanned: its value is cut from the source when asked for (a data id's never is). */
class ScannedAttribute implements TagAttribute {
  constructor(
    readonly name: string,
    readonly start: number,
    readonly end: number,
    private readonly source: string,
    private readonly valueStart: number,
    private readonly valueEnd: number,
  ) {}

  get value(): string {
    return this.source.slice(this.valueStart, this.valueEnd);
  }
}

interface ScannedTag extends StartTag {
  selfClosing: boolean;
  /** An attribute value holds a character reference, which parse5 decodes. */
  references: boolean;
}

/** Shared by every tag without attributes; no reader changes a tag's list. */
const NO_ATTRIBUTES: readonly TagAttribute[] = Object.freeze([]);

/** Reads tags of one source in order, by the tokenizer's tag, attribute and self-closing states. */
class TagScanner {
  /** The first `&` at or after the last value looked at (values are looked at in source order). */
  private nextAmpersand = -1;
  /** The current tag's attributes so far; its list is cut to size when it ends. */
  private readonly found: ScannedAttribute[] = [];

  constructor(private readonly source: string) {}

  private hasReference(start: number, end: number): boolean {
    if (this.nextAmpersand < start) {
      const found = this.source.indexOf('&', start);
      this.nextAmpersand = found < 0 ? Infinity : found;
    }
    return this.nextAmpersand < end;
  }

  private hasAttribute(count: number, name: string): boolean {
    for (let i = 0; i < count; i++) if (this.found[i].name === name) return true;
    return false;
  }

  /**
   * The tag whose name starts at `at`, with its attributes when `start` (an end tag's are read
   * past and dropped, as the tokenizer does); null when the source ends inside it (the tokenizer
   * drops it).
   */
  tag(at: number, start: boolean): ScannedTag | null {
    const source = this.source;
    const length = source.length;
    let hash = 0;
    let upper = false;
    const nameStart = at;
    while (at < length) {
      const code = source.charCodeAt(at);
      if (isSpace(code) || code === SLASH || code === GREATER) break;
      hash = (Math.imul(hash, 31) + code) | 0;
      if (code >= 0x41 && code <= 0x5a) upper = true;
      at += 1;
    }
    const tag: ScannedTag = { name: nameAt(source, nameStart, at, hash, upper), attrs: NO_ATTRIBUTES, end: 0, rawText: false, selfClosing: false, references: false };
    let count = 0;
    for (;;) {
      while (at < length && isSpace(source.charCodeAt(at))) at += 1;
      if (at >= length) return null;
      let code = source.charCodeAt(at);
      if (code === GREATER || (code === SLASH && source.charCodeAt(at + 1) === GREATER)) {
        tag.selfClosing = code === SLASH;
        tag.end = at + (code === SLASH ? 2 : 1);
        if (count) tag.attrs = this.found.slice(0, count);
        return tag;
      }
      if (code === SLASH) {
        at += 1;
        continue;
      }
      // An attribute: its first character may be `=`, which then belongs to the name.
      const attrStart = at;
      hash = code;
      upper = code >= 0x41 && code <= 0x5a;
      at += 1;
      while (at < length) {
        code = source.charCodeAt(at);
        if (isSpace(code) || code === SLASH || code === GREATER || code === EQUALS) break;
        hash = (Math.imul(hash, 31) + code) | 0;
        if (code >= 0x41 && code <= 0x5a) upper = true;
        at += 1;
      }
      const nameEnd = at;
      let end = at;
      let valueStart = at;
      let valueEnd = at;
      while (at < length && isSpace(source.charCodeAt(at))) at += 1;
      if (at >= length) return null;
      if (source.charCodeAt(at) === EQUALS) {
        at += 1;
        while (at < length && isSpace(source.charCodeAt(at))) at += 1;
        if (at >= length) return null;
        code = source.charCodeAt(at);
        if (code === QUOTE || code === APOSTROPHE) {
          const close = source.indexOf(code === QUOTE ? '"' : "'", at + 1);
          if (close < 0) return null;
          valueStart = at + 1;
          valueEnd = close;
          at = close + 1;
          end = at;
        } else if (code !== GREATER) {
          valueStart = at;
          while (at < length) {
            code = source.charCodeAt(at);
            if (isSpace(code) || code === GREATER) break;
            at += 1;
          }
          if (at >= length) return null;
          valueEnd = at;
          end = at;
        }
      }
      if (!start) continue;
      const name = nameAt(source, attrStart, nameEnd, hash, upper);
      if (!this.hasAttribute(count, name)) {
        this.found[count++] = new ScannedAttribute(name, attrStart, end, source, valueStart, valueEnd);
        if (valueEnd > valueStart && this.hasReference(valueStart, valueEnd)) tag.references = true;
      }
    }
  }
}

/** Where the raw text of the element ends: its end tag, as the tokenizer recognises one. */
const endTagPatterns = new Map<string, RegExp>();

function rawTextEnd(source: string, name: string, from: number): number {
  let pattern = endTagPatterns.get(name);
  if (!pattern) endTagPatterns.set(name, (pattern = new RegExp(`</${name}[\\t\\n\\f />]`, 'gi')));
  pattern.lastIndex = from;
  return pattern.exec(source)?.index ?? -1;
}

/**
 * The tags by scanning: from one `<` to the next with indexOf, each tag read by the tokenizer's
 * rules. False, having read nothing, for markup it leaves to parse5 (SCANNER_REFUSES).
 */
export function scanTags(source: string, handler: TagHandler): boolean {
  if (SCANNER_REFUSES.test(source)) return false;
  const scanner = new TagScanner(source);
  const foreign = new ForeignContent();
  const length = source.length;
  let at = 0;
  for (;;) {
    const lt = source.indexOf('<', at);
    if (lt < 0 || lt + 1 >= length) return true;
    const next = source.charCodeAt(lt + 1);
    if (isAsciiLetter(next)) {
      const tag = scanner.tag(lt + 1, true);
      if (!tag) return true;
      if (tag.references) tag.attrs = decodedAttributes(source, lt, tag.end);
      // Script data and plaintext are refused above: any other mode is raw text or RCDATA.
      tag.rawText = foreign.start(tag.name, tag.attrs, tag.selfClosing) !== null;
      handler.startTag(tag);
      at = tag.end;
      if (tag.rawText) {
        at = rawTextEnd(source, tag.name, at);
        if (at < 0) return true;
      }
    } else if (next === SLASH) {
      const tag = scanner.tag(lt + 2, false);
      if (!tag) return true;
      foreign.end(tag.name);
      handler.endTag(tag.name, lt);
      at = tag.end;
    } else {
      at = lt + 1;
    }
  }
}

/** The tags of the markup, scanned where the scanner can and tokenized by parse5 otherwise. */
export function readTags(source: string, handler: TagHandler): void {
  if (!scanTags(source, handler)) tokenizeTags(source, handler);
}
