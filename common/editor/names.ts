import type { ElementNode } from './document.ts';

// Readable element names for the history panel, breadcrumbs and menus.

const BY_CLASS: ReadonlyArray<[RegExp, string]> = [
  // Add-on widgets (widgets.ts) carry their kind as a class.
  [/^sw-widget-omelette$/, 'Omelette Widget'],
  [/^sw-widget-article$/, 'Factory Article'],
  [/^row$/, 'Row'],
  [/^col(-|$)/, 'Column'],
  [/^container(-fluid)?$/, 'Container'],
  [/^navbar$/, 'Navbar'],
  [/^btn-group$/, 'Button group'],
  [/^btn-toolbar$/, 'Button toolbar'],
  [/^btn$/, 'Button'],
  [/^card$/, 'Card'],
  [/^alert$/, 'Alert'],
  [/^badge$/, 'Badge'],
  [/^jumbotron$/, 'Jumbotron'],
  [/^progress$/, 'Progress bar'],
  [/^list-group$/, 'List group'],
  [/^input-group$/, 'Input group'],
  [/^form-group$/, 'Form group'],
  [/^page-header$/, 'Page header'],
  [/^media$/, 'Media object'],
  [/^embed-responsive$/, 'Responsive video'],
];

const BY_TAG: Readonly<Record<string, string>> = {
  h1: 'Heading', h2: 'Heading', h3: 'Heading', h4: 'Heading', h5: 'Heading', h6: 'Heading',
  p: 'Paragraph', a: 'Link', img: 'Image', span: 'Span', hr: 'Divider', mark: 'Marked text',
  dl: 'Definition list', dt: 'Definition term', dd: 'Definition', blockquote: 'Blockquote',
  li: 'List item', ul: 'Unordered list', ol: 'Ordered list', button: 'Button',
  em: 'Italic text', i: 'Italic text', strong: 'Bold text', b: 'Bold text', u: 'Underlined text',
  s: 'Struck text', small: 'Small text', label: 'Label', svg: 'SVG', nav: 'Nav', main: 'Main',
  section: 'Section', footer: 'Footer', header: 'Header', article: 'Article', aside: 'Aside',
  div: 'Div', form: 'Form', input: 'Input field', textarea: 'Text area', select: 'Select',
  option: 'Option', table: 'Table', thead: 'Table head', tbody: 'Table body', tfoot: 'Table footer',
  tr: 'Table row', td: 'Table cell', th: 'Table cell', iframe: 'Embed', video: 'Video', audio: 'Audio',
  figure: 'Figure', figcaption: 'Caption', body: 'Body', code: 'Code', pre: 'Preformatted text',
  br: 'Line break',
};

/** "Heading", "Button", "Row", "Column", … from the tag and classes. */
export function elementName(node: Pick<ElementNode, 'tag' | 'attrs'>): string {
  const classes = (node.attrs.class ?? '').split(/\s+/).filter(Boolean);
  if (node.tag === 'i' && classes.some((c) => /icon|^fa/.test(c))) return 'Icon';
  for (const [pattern, name] of BY_CLASS) if (classes.some((c) => pattern.test(c))) return name;
  return BY_TAG[node.tag] ?? node.tag.charAt(0).toUpperCase() + node.tag.slice(1);
}

/** The name of the element an outer-HTML string starts with, without parsing the rest. */
export function elementNameFromHtml(html: string): string {
  const match = /^\s*<([a-zA-Z][^\s/>]*)([^>]*)>/.exec(html);
  if (!match) return 'Element';
  const classMatch = /\sclass\s*=\s*("([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(match[2]);
  const classValue = classMatch ? (classMatch[2] ?? classMatch[3] ?? classMatch[4] ?? '') : undefined;
  return elementName({ tag: match[1].toLowerCase(), attrs: classValue === undefined ? {} : { class: classValue } });
}
