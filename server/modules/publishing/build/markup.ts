import { foreignContent, html, Tokenizer, TokenizerMode, type Token, type TokenHandler } from 'parse5';
import { escapeAttribute } from '../../../../common/editor/html.ts';
import { WIDGET_ATTRIBUTE, WIDGETS } from '../../../../common/editor/widgets.ts';
import { cssUrls, mapCssUrls } from './css-urls.ts';

// A page's markup as visitors get it, in one parse: the editor's attributes taken out (data ids,
// and data-sw-* such as the navigator's layer names, except data-sw-widget, which the widget
// runtime reads) and, when publishing, page links pointed at the page files and local assets
// (/site-assets/…, /storage/…) at their copies. Edits are byte ranges of the source: everything
// else stays as written. What the pages use is collected on the way (classes, widgets, assets).
// The editor keeps no class of its own in page markup, so there is none to strip.

export type UrlMap = (url: string) => string;

type Edit =
  | { start: number; end: number; kind: 'text'; text: string }
  | { start: number; end: number; kind: 'url' | 'srcset' | 'style'; attribute: string; value: string }
  | { start: number; end: number; kind: 'css'; value: string };

export interface PreparedMarkup {
  source: string;
  edits: Edit[];
  classes: Set<string>;
  /** A widget the runtime renders is in the markup. */
  widgets: boolean;
  /** Local asset URLs, as written. */
  assets: Set<string>;
}

export interface PublishRewrites {
  /** A local asset URL the site copies. */
  isAsset(url: string): boolean;
  /** The href a link to one of the site's pages gets, or null when it is no such link or already right. */
  pageLink(href: string): string | null;
}

const URL_ATTRIBUTES = new Set(['src', 'href', 'xlink:href', 'poster', 'data', 'data-imgsrc']);
const SRCSET_ATTRIBUTES = new Set(['srcset', 'imagesrcset']);
const WIDGET_ATTRIBUTES = new Set([WIDGET_ATTRIBUTE, ...WIDGETS.map((widget) => widget.marker)]);

function isEditorAttribute(name: string): boolean {
  return name === 'data-id' || (name.startsWith('data-sw-') && name !== WIDGET_ATTRIBUTE);
}

function srcsetUrls(value: string): string[] {
  return value.split(',').flatMap((candidate) => candidate.trim().split(/\s+/, 1).filter(Boolean));
}

function mapSrcset(value: string, map: UrlMap): string {
  return value
    .split(',')
    .map((candidate) => candidate.replace(/^(\s*)(\S+)/, (_whole, space: string, url: string) => space + map(url)))
    .join(',');
}

/** Start tags after which the tokenizer reads text, not markup (what the tree builder tells it). */
const TEXT_MODES: Record<string, (typeof TokenizerMode)[keyof typeof TokenizerMode]> = {
  script: TokenizerMode.SCRIPT_DATA,
  style: TokenizerMode.RAWTEXT,
  xmp: TokenizerMode.RAWTEXT,
  iframe: TokenizerMode.RAWTEXT,
  noembed: TokenizerMode.RAWTEXT,
  noframes: TokenizerMode.RAWTEXT,
  // Scripting on, as in parseFragment and in browsers.
  noscript: TokenizerMode.RAWTEXT,
  textarea: TokenizerMode.RCDATA,
  title: TokenizerMode.RCDATA,
  plaintext: TokenizerMode.PLAINTEXT,
};

interface OpenForeign {
  tagName: string;
  ns: html.NS;
  /** Its children are HTML again (foreignObject, desc, title in SVG; annotation-xml as HTML in MathML). */
  integration: boolean;
}

/**
 * The walk over the markup's tokens. The tokenizer alone costs a third of a full parse with
 * locations; what the tree builder would tell it (raw-text elements, SVG and MathML content,
 * where CDATA is allowed) is tracked here with parse5's own rules for foreign content.
 */
class MarkupWalker implements TokenHandler {
  readonly prepared: PreparedMarkup;
  private readonly tokenizer = new Tokenizer({ sourceCodeLocationInfo: true }, this);
  private readonly foreign: OpenForeign[] = [];
  private styleStart: number | null = null;

  constructor(
    private readonly source: string,
    private readonly publish: PublishRewrites | undefined,
  ) {
    this.prepared = { source, edits: [], classes: new Set(), widgets: false, assets: new Set() };
  }

  run(): void {
    this.tokenizer.write(this.source, true);
  }

  private namespace(): html.NS {
    const top = this.foreign[this.foreign.length - 1];
    return !top || top.integration ? html.NS.HTML : top.ns;
  }

  onStartTag(token: Token.TagToken): void {
    let ns = this.namespace();
    if (ns !== html.NS.HTML && foreignContent.causesExit(token)) {
      this.foreign.length = 0;
      ns = html.NS.HTML;
    }
    if (ns === html.NS.HTML) {
      const entered = token.tagName === 'svg' ? html.NS.SVG : token.tagName === 'math' ? html.NS.MATHML : null;
      if (entered && !token.selfClosing) this.foreign.push({ tagName: token.tagName, ns: entered, integration: false });
      if (!entered && TEXT_MODES[token.tagName] !== undefined) this.tokenizer.state = TEXT_MODES[token.tagName];
      if (token.tagName === 'style' && token.location) this.styleStart = token.location.endOffset;
    } else if (!token.selfClosing) {
      this.foreign.push({ tagName: token.tagName, ns, integration: foreignContent.isIntegrationPoint(token.tagID, ns, token.attrs) });
    }
    this.tokenizer.inForeignNode = this.namespace() !== html.NS.HTML;
    this.element(token);
  }

  onEndTag(token: Token.TagToken): void {
    if (token.tagName === 'style' && this.styleStart !== null && token.location) this.styleText(this.styleStart, token.location.startOffset);
    this.styleStart = null;
    if (this.foreign.length) {
      const open = this.foreign.findLastIndex((element) => element.tagName === token.tagName);
      // An end tag for none of them closes an HTML element around them, and them with it.
      if (open >= 0) this.foreign.length = open;
      else if (this.namespace() !== html.NS.HTML) this.foreign.length = 0;
    }
    this.tokenizer.inForeignNode = this.namespace() !== html.NS.HTML;
  }

  onComment(): void {}
  onDoctype(): void {}
  onEof(): void {}
  onCharacter(): void {}
  onNullCharacter(): void {}
  onWhitespaceCharacter(): void {}

  private element(token: Token.TagToken): void {
    const locations = token.location?.attrs;
    if (!locations) return;
    for (const attr of token.attrs) {
      const name = attr.name;
      const location = locations[name];
      if (!location) continue;
      if (WIDGET_ATTRIBUTES.has(name)) this.prepared.widgets = true;
      if (name === 'class') for (const word of attr.value.split(/\s+/)) if (word) this.prepared.classes.add(word);
      if (isEditorAttribute(name)) {
        // The whitespace before the attribute goes with it.
        let start = location.startOffset;
        while (start > 0 && /\s/.test(this.source[start - 1])) start -= 1;
        this.prepared.edits.push({ start, end: location.endOffset, kind: 'text', text: '' });
      } else if (this.publish) {
        this.rewrite(token.tagName, name, attr.value, location, this.publish);
      }
    }
  }

  private rewrite(tagName: string, name: string, value: string, location: { startOffset: number; endOffset: number }, publish: PublishRewrites): void {
    const range = { start: location.startOffset, end: location.endOffset };
    if (name === 'href' && (tagName === 'a' || tagName === 'area')) {
      const href = publish.pageLink(value);
      if (href !== null) {
        this.prepared.edits.push({ ...range, kind: 'text', text: `href="${escapeAttribute(href)}"` });
        return;
      }
    }
    let kind: 'url' | 'srcset' | 'style' | null = null;
    let urls: string[] = [];
    if (URL_ATTRIBUTES.has(name)) [kind, urls] = ['url', [value.trim()]];
    else if (SRCSET_ATTRIBUTES.has(name)) [kind, urls] = ['srcset', srcsetUrls(value)];
    else if (name === 'style') [kind, urls] = ['style', cssUrls(value)];
    const local = urls.filter((url) => publish.isAsset(url));
    if (!kind || local.length === 0) return;
    for (const url of local) this.prepared.assets.add(url);
    this.prepared.edits.push({ ...range, kind, attribute: name, value });
  }

  private styleText(start: number, end: number): void {
    if (!this.publish) return;
    const css = this.source.slice(start, end);
    const local = cssUrls(css).filter((url) => this.publish!.isAsset(url));
    if (local.length === 0) return;
    for (const url of local) this.prepared.assets.add(url);
    this.prepared.edits.push({ start, end, kind: 'css', value: css });
  }
}

/** Finds what the markup uses and what to change in it; renderMarkup applies the changes. */
export function prepareMarkup(source: string, publish?: PublishRewrites): PreparedMarkup {
  const walker = new MarkupWalker(source, publish);
  walker.run();
  return walker.prepared;
}

function editText(edit: Edit, map: UrlMap): string {
  switch (edit.kind) {
    case 'text':
      return edit.text;
    case 'css':
      return mapCssUrls(edit.value, map);
    case 'url':
      return `${edit.attribute}="${escapeAttribute(map(edit.value.trim()))}"`;
    case 'srcset':
      return `${edit.attribute}="${escapeAttribute(mapSrcset(edit.value, map))}"`;
    case 'style':
      return `${edit.attribute}="${escapeAttribute(mapCssUrls(edit.value, map))}"`;
  }
}

/** The markup with its edits applied; `map` gives each local asset URL its published address. */
export function renderMarkup(markup: PreparedMarkup, map: UrlMap = (url) => url): string {
  let out = '';
  let position = 0;
  for (const edit of markup.edits) {
    out += markup.source.slice(position, edit.start) + editText(edit, map);
    position = edit.end;
  }
  return out + markup.source.slice(position);
}
