import { BINDING_ATTRIBUTES, type CollectionItem } from '../../../../../common/collections.ts';
import { stripDataIds } from '../../../../../common/editor/data-ids.ts';
import { escapeText } from '../../../../../common/editor/html.ts';
import { applyOperation, parsePage, serializePage, type ElementDefinition, type ElementNode, type Operation, type PageDocument } from '../model.ts';

// A collection list block as the catalogue offers it, with its card written from the collection's
// newest item, so the owner designs the card with real words and pictures; the published site
// fills every card anew. A collection without items keeps the block's placeholder text.

function elements(doc: PageDocument, id: string): ElementNode[] {
  const node = doc.nodes.get(id);
  if (!node || node.type !== 'element') return [];
  return [node, ...node.children.flatMap((child) => elements(doc, child))];
}

function longDate(value: string, locale: string): string {
  try {
    return new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(new Date(value));
  } catch {
    return new Intl.DateTimeFormat('en', { dateStyle: 'long' }).format(new Date(value));
  }
}

/** What a bound element of the card shows for the item: text, or an image address; null leaves it as written. */
function previewValue(item: CollectionItem, field: string, locale: string): { text: string } | { src: string } | null {
  if (field === 'title') return { text: item.title };
  if (field === 'date') return { text: longDate(item.published_at ?? item.publish_at ?? item.updated_at, locale) };
  if (field === 'author') return item.author ? { text: item.author.name } : null;
  if (field === 'tags') return { text: item.tags.join(', ') };
  if (field === 'og_image') return item.og_image ? { src: item.og_image } : null;
  const value = item.values[field];
  if (typeof value === 'string' && value) return /^(https?:\/\/|\/)\S+\.(png|jpe?g|gif|webp|avif|svg)(\?\S*)?$/i.test(value) ? { src: value } : { text: value };
  if (typeof value === 'number') return { text: String(value) };
  return null;
}

/** The list block's markup with its card showing `item`. */
export function fillCard(html: string, item: CollectionItem, locale = 'en'): string {
  const doc = parsePage(html);
  const card = elements(doc, doc.rootId).find((node) => BINDING_ATTRIBUTES.card in node.attrs);
  if (!card) return html;
  const ops: Operation[] = [];
  for (const node of elements(doc, card.id)) {
    const field = node.attrs[BINDING_ATTRIBUTES.field];
    const value = field ? previewValue(item, field, locale) : null;
    if (!value) continue;
    if ('src' in value && node.tag === 'img') ops.push({ type: 'setAttributes', id: node.id, attrs: { src: value.src } });
    else if ('text' in value && node.tag !== 'img') ops.push({ type: 'replaceContent', id: node.id, html: escapeText(value.text) });
  }
  for (const op of ops) applyOperation(doc, op);
  return stripDataIds(serializePage(doc));
}

/** The catalogue with each collection list's card written from its collection's newest item, where there is one. */
export function withCollectionPreview(catalogue: readonly ElementDefinition[], newest: ReadonlyMap<string, CollectionItem>, locale?: string): ElementDefinition[] {
  return catalogue.map((element) => {
    const slug = /\sdata-sw-collection="([^"]+)"/.exec(element.html)?.[1];
    const item = slug ? newest.get(slug) : undefined;
    return item ? { ...element, html: fillCard(element.html, item, locale) } : element;
  });
}
