import type TurndownService from 'turndown';
import { COLLECTION_FIELD_MESSAGES, type CollectionField } from '../../../common/collections.ts';
import { InvalidError, type FieldErrors } from '../../errors.ts';
import { lazyImport } from '../../lazy-import.ts';
import type { itemDocument, ItemDocument } from './documents.ts';
import { isEmpty } from './values.ts';

// Items as Markdown files with YAML front matter, the way static site generators keep posts in git:
//
//   ---
//   title: Opening day
//   date: 2024-05-01T09:00:00.000Z
//   tags: [news]
//   excerpt: We open on Monday      <- a value of one of the collection's own fields
//   ---
//
//   ## What we bake
//
// The body (and a richText field's value) is Markdown here and sanitized HTML in the item: marked
// turns it into HTML on import (the item's sanitizer then keeps only what may be published, raw
// HTML in the Markdown included), turndown writes the item's HTML back as Markdown on export.
// HTML that Markdown has no syntax for (an embed, <sup>, a responsive image) stays as HTML in the
// file. The three packages load on the first Markdown import or export, not with the server.

export const MARKDOWN_MESSAGES = {
  unclosed: 'The front matter that starts with --- on the first line has no closing --- line.',
  notMapping: 'The front matter must be `key: value` lines.',
  yaml: (line: number, problem: string) => `The front matter is not valid YAML (line ${line}): ${problem}`,
  body: 'The body is the text after the front matter, not a front matter key.',
  publishAt: 'Only a scheduled item has a publish_at; use date for when a published item went live.',
} as const;

/** An item as export writes it. */
export type ExportedDocument = ReturnType<typeof itemDocument>;

// Front matter keys for what every item has; every other key is a value of one of the collection's fields.
const ITEM_KEYS = ['title', 'slug', 'status', 'date', 'published_at', 'publish_at', 'tags', 'author', 'seo_title', 'seo_description', 'og_image', 'values', 'body'] as const;
const SEO_KEYS = ['seo_title', 'seo_description', 'og_image'] as const;

/** HTML elements Markdown has no syntax for, written into the file as they are. */
const KEPT_AS_HTML: TurndownService.TagName[] = [
  'u', 'sub', 'sup', 'mark', 'kbd', 'abbr', 'small', 'q', 'cite', 'dfn', 'time', 'var', 'samp', 'data', 'ruby',
  'dl', 'figure', 'picture', 'iframe', 'script',
];

const yaml = lazyImport(() => import('yaml'));

const markdownParser = lazyImport(async () => {
  const { Marked } = await import('marked');
  return new Marked({
    gfm: true,
    breaks: false,
    // The item sanitizer keeps <s>, not <del>, for ~~struck through~~ text.
    renderer: {
      del({ tokens }) {
        return `<s>${this.parser.parseInline(tokens)}</s>`;
      },
    },
  });
});

function attributeNames(node: HTMLElement): string[] {
  return Array.from(node.attributes, (attribute) => attribute.name);
}

// Asked for each of a table's cells and rows.
const pipeTables = new WeakMap<HTMLElement, boolean>();

/** A table a GFM pipe table writes without loss: a header row, the same number of cells in every row, no spans, no blocks in cells. */
function isPipeTable(table: HTMLElement): boolean {
  let known = pipeTables.get(table);
  if (known === undefined) pipeTables.set(table, (known = tableFitsPipes(table)));
  return known;
}

function tableFitsPipes(table: HTMLElement): boolean {
  const rows = Array.from(table.querySelectorAll('tr'));
  if (!rows.length || table.querySelector('caption, colgroup, table table, td p, td ul, td ol, td pre, td blockquote, td div, th p, th ul, th ol, th pre, th div')) return false;
  const width = rows[0].children.length;
  return (
    Array.from(rows[0].children).every((cell) => cell.nodeName === 'TH') &&
    rows.every((row, index) => row.children.length === width && (index === 0 || Array.from(row.children).every((cell) => cell.nodeName === 'TD'))) &&
    rows.every((row) => Array.from(row.children).every((cell) => !cell.hasAttribute('colspan') && !cell.hasAttribute('rowspan')))
  );
}

function tableOf(node: HTMLElement): HTMLElement | null {
  return node.closest('table') as HTMLElement | null;
}

function addRules(service: TurndownService): void {
  // `- item` and `1. item` rather than turndown's wider markers, continuation lines indented to match.
  service.addRule('listItem', {
    filter: 'li',
    replacement(content, node, options) {
      const parent = node.parentNode as HTMLElement;
      const start = Number(parent.getAttribute('start') ?? 1);
      const prefix = parent.nodeName === 'OL' ? `${(Number.isInteger(start) ? start : 1) + Array.prototype.indexOf.call(parent.children, node)}. ` : `${options.bulletListMarker} `;
      const loose = /\n$/.test(content);
      const text = content.replace(/^\n+|\n+$/g, '') + (loose ? '\n' : '');
      return prefix + text.replace(/\n(?=[^\n])/g, `\n${' '.repeat(prefix.length)}`) + (node.nextSibling ? '\n' : '');
    },
  });
  service.addRule('blockquote', {
    filter: 'blockquote',
    replacement: (content) => `\n\n${content.replace(/^\n+|\n+$/g, '').replace(/^/gm, '> ').replace(/^> $/gm, '>')}\n\n`,
  });
  service.addRule('strikethrough', { filter: ['s', 'del'], replacement: (content) => `~~${content}~~` });
  service.addRule('image', {
    filter: 'img',
    replacement(_content, node) {
      const src = node.getAttribute('src') ?? '';
      const plain = attributeNames(node).every((name) => ['src', 'alt', 'title'].includes(name)) && src !== '' && !/[\s()<>]/.test(src);
      if (!plain) return node.outerHTML;
      const alt = (node.getAttribute('alt') ?? '').replace(/[\\[\]]/g, '\\$&').replace(/\s+/g, ' ');
      const title = node.getAttribute('title');
      return `![${alt}](${src}${title ? ` "${title.replace(/["\\]/g, '\\$&').replace(/\s+/g, ' ')}"` : ''})`;
    },
  });
  service.addRule('tableCell', {
    filter: (node) => (node.nodeName === 'TH' || node.nodeName === 'TD') && isPipeTable(tableOf(node)!),
    replacement: (content) => ` ${content.trim().replace(/\s*\n\s*/g, ' ').replace(/\|/g, '\\|')} |`,
  });
  service.addRule('tableRow', {
    filter: (node) => node.nodeName === 'TR' && isPipeTable(tableOf(node)!),
    replacement(content, node) {
      const table = tableOf(node)!;
      const row = `|${content}\n`;
      return table.querySelector('tr') === node ? `${row}|${' --- |'.repeat(node.children.length)}\n` : row;
    },
  });
  service.addRule('tableSection', {
    filter: (node) => ['THEAD', 'TBODY', 'TFOOT'].includes(node.nodeName) && isPipeTable(tableOf(node)!),
    replacement: (content) => content,
  });
  service.addRule('table', {
    filter: 'table',
    replacement: (content, node) => `\n\n${isPipeTable(node) ? content.trim() : node.outerHTML}\n\n`,
  });
  service.keep(KEPT_AS_HTML);
}

const htmlConverter = lazyImport(async () => {
  const { default: Turndown } = await import('turndown');
  const service = new Turndown({ headingStyle: 'atx', codeBlockStyle: 'fenced', fence: '```', bulletListMarker: '-', emDelimiter: '_', strongDelimiter: '**', br: '\\' });
  addRules(service);
  const escapeMarkdown = service.escape.bind(service);
  // Text that would read as HTML or as an entity in Markdown stays text.
  service.escape = (text) => escapeMarkdown(text).replace(/</g, '\\<').replace(/&(?=#?\w+;)/g, '\\&');
  return service;
});

export async function markdownToHtml(markdown: string): Promise<string> {
  if (!markdown.trim()) return '';
  return (await markdownParser()).parse(markdown, { async: false }).trim();
}

export async function htmlToMarkdown(html: string): Promise<string> {
  if (!html.trim()) return '';
  // Blank lines inside indented blocks carry no spaces.
  return (await htmlConverter()).turndown(html).replace(/^[ \t]+$/gm, '').trim();
}

/** Two HTML texts are the same item content when they write the same Markdown, however their markup differs. */
export async function sameAsMarkdown(stored: string, incoming: string): Promise<boolean> {
  return stored === incoming || (await htmlToMarkdown(stored)) === (await htmlToMarkdown(incoming));
}

/** `2024-05-01 09:00` (how generators write times) as ISO 8601, in UTC when it names no zone. */
function frontMatterTime(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const time = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?)\s*(Z|[+-]\d{2}:?\d{2})?$/i.exec(value.trim());
  return time ? `${time[1]}T${time[2]}${(time[3] ?? 'Z').toUpperCase()}` : value;
}

function lineAt(text: string, offset: number): number {
  return text.slice(0, offset).split('\n').length;
}

/** The front matter's text and the body; the front matter's line 1 is the file's line 2. */
function splitFile(content: string): { front: string | null; body: string } {
  const text = content.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  if (!/^---[ \t]*(\n|$)/.test(text)) return { front: null, body: text };
  const lines = text.split('\n');
  const end = lines.findIndex((line, index) => index > 0 && /^(---|\.\.\.)[ \t]*$/.test(line));
  if (end < 0) throw new InvalidError(MARKDOWN_MESSAGES.unclosed);
  return { front: lines.slice(1, end).join('\n'), body: lines.slice(end + 1).join('\n') };
}

async function parseFrontMatter(front: string): Promise<Record<string, unknown>> {
  const { parseDocument } = await yaml();
  const document = parseDocument(front, { prettyErrors: false, uniqueKeys: true });
  const [error] = document.errors;
  if (error) throw new InvalidError(MARKDOWN_MESSAGES.yaml(lineAt(front, error.pos[0]) + 1, error.message.replace(/\s+/g, ' ').trim()));
  const data: unknown = document.toJS();
  if (data === null || data === undefined) return {};
  if (typeof data !== 'object' || Array.isArray(data)) throw new InvalidError(MARKDOWN_MESSAGES.notMapping);
  return data as Record<string, unknown>;
}

/** A body without a title in its front matter may start with one as a `# Heading`. */
function leadingTitle(body: string): { title: string; rest: string } | null {
  const heading = /^\s*#[ \t]+(.+?)(?:[ \t]+#+)?[ \t]*(?:\n|$)/.exec(body);
  return heading ? { title: heading[1].replace(/\\([!-/:-@[-`{-~])/g, '$1'), rest: body.slice(heading[0].length) } : null;
}

async function richTextValues(values: Record<string, unknown>, fields: readonly CollectionField[]): Promise<Record<string, unknown>> {
  const converted = { ...values };
  for (const field of fields) {
    const value = converted[field.key];
    if (field.type === 'richText' && typeof value === 'string') converted[field.key] = await markdownToHtml(value);
  }
  return converted;
}

/** The item a Markdown file holds; a problem with its front matter fails the file. */
export async function readMarkdownFile(content: string, fields: readonly CollectionField[]): Promise<ItemDocument> {
  const { front, body } = splitFile(content);
  const data = front === null ? {} : await parseFrontMatter(front);
  const errors: FieldErrors = {};
  const known = new Set(fields.map((field) => field.key));
  const values: Record<string, unknown> = {};
  const nested = data.values;
  if (nested !== undefined && nested !== null) {
    if (typeof nested === 'object' && !Array.isArray(nested)) Object.assign(values, nested);
    else errors.values = COLLECTION_FIELD_MESSAGES.unknownField;
  }
  for (const [key, value] of Object.entries(data)) {
    if ((ITEM_KEYS as readonly string[]).includes(key)) continue;
    if (known.has(key)) values[key] = value;
    else errors[key] = COLLECTION_FIELD_MESSAGES.unknownField;
  }
  if (data.body !== undefined) errors.body = MARKDOWN_MESSAGES.body;
  let status = data.status;
  let date = frontMatterTime(data.date ?? data.published_at);
  if (data.publish_at !== undefined && data.publish_at !== null) {
    if (status === undefined || status === null || status === 'scheduled') {
      status = 'scheduled';
      date = frontMatterTime(data.publish_at);
    } else errors.publish_at = MARKDOWN_MESSAGES.publishAt;
  }
  if (Object.keys(errors).length) throw new InvalidError(COLLECTION_FIELD_MESSAGES.invalid, errors);

  const titled = isEmpty(data.title) ? leadingTitle(body) : null;
  const document: ItemDocument = {
    title: titled?.title ?? data.title,
    slug: data.slug,
    status,
    date,
    tags: data.tags,
    author: data.author,
    body: await markdownToHtml(titled?.rest ?? body),
  };
  for (const key of SEO_KEYS) document[key] = data[key];
  if (Object.keys(values).length) document.values = await richTextValues(values, fields);
  return document;
}

/** The item as a Markdown file: what it has in the front matter (empty fields left out), the body as Markdown. */
export async function writeMarkdownFile(document: ExportedDocument, fields: readonly CollectionField[]): Promise<string> {
  const front: Record<string, unknown> = { title: document.title, slug: document.slug, status: document.status };
  if (document.date) front[document.status === 'scheduled' ? 'publish_at' : 'date'] = document.date;
  if (document.author) front.author = document.author;
  if (Array.isArray(document.tags) && document.tags.length) front.tags = document.tags;
  for (const key of SEO_KEYS) if (!isEmpty(document[key])) front[key] = document[key];
  const values = (document.values ?? {}) as Record<string, unknown>;
  for (const field of fields) {
    const value = values[field.key];
    if (isEmpty(value)) continue;
    front[field.key] = field.type === 'richText' && typeof value === 'string' ? await htmlToMarkdown(value) : value;
  }
  const { stringify } = await yaml();
  const body = await htmlToMarkdown(String(document.body ?? ''));
  return `---\n${stringify(front, { lineWidth: 0 })}---\n${body ? `\n${body}\n` : ''}`;
}
