import { escapeAttribute } from '../../../../common/editor/html.ts';
import { WIDGET_ATTRIBUTE, WIDGETS } from '../../../../common/editor/widgets.ts';
import { cssUrls, mapCssUrls } from './css-urls.ts';
import { readTags, type StartTag, type TagAttribute, type TagHandler } from './markup-tags.ts';

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

/** As \s matches: ASCII whitespace, and the Unicode spaces a regular expression would take. */
function isWhitespace(code: number): boolean {
  if (code === 0x20 || (code >= 0x09 && code <= 0x0d)) return true;
  return code > 0x7f && /\s/.test(String.fromCharCode(code));
}

/** The words of a class attribute (split at whitespace as \s matches it) added to `into`. */
function addWords(value: string, into: Set<string>): void {
  let start = 0;
  for (let at = 0; at <= value.length; at++) {
    if (at < value.length && !isWhitespace(value.charCodeAt(at))) continue;
    if (at > start) into.add(value.slice(start, at));
    start = at + 1;
  }
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

/** What one page's tags say: the edits to make and what the page uses (markup-tags.ts reads them). */
class MarkupCollector implements TagHandler {
  readonly prepared: PreparedMarkup;
  private styleStart: number | null = null;

  constructor(
    private readonly source: string,
    private readonly publish: PublishRewrites | undefined,
  ) {
    this.prepared = { source, edits: [], classes: new Set(), widgets: false, assets: new Set() };
  }

  startTag(tag: StartTag): void {
    if (tag.name === 'style' && tag.rawText) this.styleStart = tag.end;
    for (const attr of tag.attrs) {
      const name = attr.name;
      if (WIDGET_ATTRIBUTES.has(name)) this.prepared.widgets = true;
      if (name === 'class') addWords(attr.value, this.prepared.classes);
      if (isEditorAttribute(name)) {
        // The whitespace before the attribute goes with it.
        let start = attr.start;
        while (start > 0 && isWhitespace(this.source.charCodeAt(start - 1))) start -= 1;
        this.prepared.edits.push({ start, end: attr.end, kind: 'text', text: '' });
      } else if (this.publish) {
        this.rewrite(tag.name, attr, this.publish);
      }
    }
  }

  endTag(name: string, start: number): void {
    if (name === 'style' && this.styleStart !== null) this.styleText(this.styleStart, start);
    this.styleStart = null;
  }

  private rewrite(tagName: string, attr: TagAttribute, publish: PublishRewrites): void {
    const name = attr.name;
    if (name === 'href' && (tagName === 'a' || tagName === 'area')) {
      const href = publish.pageLink(attr.value);
      if (href !== null) {
        this.prepared.edits.push({ start: attr.start, end: attr.end, kind: 'text', text: `href="${escapeAttribute(href)}"` });
        return;
      }
    }
    const kind = URL_ATTRIBUTES.has(name) ? 'url' : SRCSET_ATTRIBUTES.has(name) ? 'srcset' : name === 'style' ? 'style' : null;
    if (kind === null) return;
    const value = attr.value;
    const urls = kind === 'url' ? [value.trim()] : kind === 'srcset' ? srcsetUrls(value) : cssUrls(value);
    const local = urls.filter((url) => publish.isAsset(url));
    if (local.length === 0) return;
    for (const url of local) this.prepared.assets.add(url);
    this.prepared.edits.push({ start: attr.start, end: attr.end, kind, attribute: name, value });
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
  const collector = new MarkupCollector(source, publish);
  readTags(source, collector);
  return collector.prepared;
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
