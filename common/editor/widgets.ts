import { escapeAttribute } from './html.ts';

// Add-on widgets (Omelette waitlist, Factory Article): an element whose data attributes configure it; the
// first-party runtime (templates/site/widgets.js) renders it in previews and published pages.
// The editor canvas runs no script, so there a widget shows as a placeholder (site.css).

export type WidgetKind = 'omelette' | 'article';

export interface WidgetField {
  /** The data attribute, exactly as the widget's SDK names it. */
  attribute: string;
  label: string;
  type: 'text' | 'textarea' | 'url' | 'boolean' | 'select';
  options?: readonly { value: string; label: string }[];
  hint?: string;
  default: string;
}

export interface WidgetDefinition {
  kind: WidgetKind;
  /** The name the add-ons panel shows. */
  name: string;
  description: string;
  /** The attribute whose presence identifies this widget in markup written by hand. */
  marker: string;
  fields: readonly WidgetField[];
  /** After a data attribute changes, the runtime renders the widget again this much later (900 ms for the waitlist, 100 ms for the article). */
  refreshDelayMs: number;
}

export const WIDGET_ATTRIBUTE = 'data-sw-widget';
export const WIDGET_CLASS = 'sw-widget';

const BOOLEAN_OPTIONS = [
  { value: 'true', label: 'Yes' },
  { value: 'false', label: 'No' },
] as const;

export const OMELETTE_WIDGET: WidgetDefinition = {
  kind: 'omelette',
  name: 'Omelette Widget',
  description: 'Waitlist signup form',
  marker: 'data-waitlist',
  refreshDelayMs: 900,
  fields: [
    { attribute: 'data-waitlist', label: 'Waitlist ID', type: 'text', hint: 'The waitlist signups go to.', default: '' },
    {
      attribute: 'data-variant',
      label: 'Variant',
      type: 'select',
      options: [
        { value: 'card', label: 'Card' },
        { value: 'inline', label: 'Inline' },
        { value: 'minimal', label: 'Minimal' },
      ],
      default: 'card',
    },
    { attribute: 'data-title', label: 'Title', type: 'text', default: 'Join the waitlist' },
    { attribute: 'data-subtitle', label: 'Subtitle', type: 'textarea', default: 'Be the first to know when we launch.' },
    { attribute: 'data-submittext', label: 'Button text', type: 'text', default: 'Join' },
    { attribute: 'data-hasnamefield', label: 'Name field', type: 'boolean', options: BOOLEAN_OPTIONS, default: 'true' },
    { attribute: 'data-hasphonefield', label: 'Phone field', type: 'boolean', options: BOOLEAN_OPTIONS, default: 'false' },
    {
      attribute: 'data-imglocation',
      label: 'Image location',
      type: 'select',
      options: [
        { value: 'none', label: 'No image' },
        { value: 'top', label: 'Top' },
        { value: 'left', label: 'Left' },
        { value: 'right', label: 'Right' },
      ],
      default: 'none',
    },
    { attribute: 'data-imgsrc', label: 'Image URL', type: 'url', default: '' },
    { attribute: 'data-subscribercounttext', label: 'Subscriber count text', type: 'text', hint: 'Shown under the form, e.g. "Join 1,200 others".', default: '' },
    { attribute: 'data-metafields', label: 'Extra fields', type: 'text', hint: 'Comma-separated labels of more fields to ask for.', default: '' },
  ],
};

export const ARTICLE_WIDGET: WidgetDefinition = {
  kind: 'article',
  name: 'Factory Article',
  description: 'An article teaser linking to the full article',
  marker: 'data-article-id',
  refreshDelayMs: 100,
  fields: [
    { attribute: 'data-article-id', label: 'Article ID', type: 'text', default: '' },
    { attribute: 'data-article-url', label: 'Article URL', type: 'url', default: '' },
    { attribute: 'data-article-keyword', label: 'Keyword', type: 'text', hint: 'The article\'s topic, shown as its heading.', default: '' },
  ],
};

export const WIDGETS: readonly WidgetDefinition[] = [OMELETTE_WIDGET, ARTICLE_WIDGET];

/** The markup a widget is inserted with: every data attribute at its default, no children. */
export function widgetHtml(widget: WidgetDefinition): string {
  const attrs = widget.fields.map((field) => ` ${field.attribute}="${escapeAttribute(field.default)}"`).join('');
  return `<div class="${WIDGET_CLASS} ${WIDGET_CLASS}-${widget.kind}" ${WIDGET_ATTRIBUTE}="${widget.kind}"${attrs}></div>`;
}

/** The widget an element is, by its data-sw-widget or, for markup written by hand, its marker attribute. */
export function widgetOf(node: { attrs: Record<string, string> } | null | undefined): WidgetDefinition | null {
  if (!node) return null;
  const kind = node.attrs[WIDGET_ATTRIBUTE];
  return WIDGETS.find((widget) => widget.kind === kind) ?? WIDGETS.find((widget) => Object.hasOwn(node.attrs, widget.marker)) ?? null;
}
