import { BINDING_ATTRIBUTES, ITEM_BUILTIN_FIELDS, type Collection, type ItemBuiltinField } from '../../../../../common/collections.ts';
import { trans } from '../../../lib/i18n.tsx';
import type { ElementNode, PageDocument } from '../model.ts';
import { elementNode } from './element-info.ts';

// Which item fields an element of the page can show: inside a collection list's card, the fields
// of the listed collection; on a collection's template page, that collection's. The settings
// panel's Content section offers these (panels/settings/collection-settings.tsx).

const A = BINDING_ATTRIBUTES;

/** The nearest element from `id` up that carries `attribute`. */
function closestWith(doc: PageDocument, id: string, attribute: string): ElementNode | null {
  for (let node = elementNode(doc, id); node; node = elementNode(doc, node.parent)) if (attribute in node.attrs) return node;
  return null;
}

export interface BindingContext {
  /** The collection the element's fields come from. */
  collection: Collection;
  /** In a list's card (rather than on the template page's item). */
  inCard: boolean;
}

/** Where the element takes its fields from: the card of a list around it, or the collection whose template page this is. */
export function bindingContext(doc: PageDocument, id: string, collections: readonly Collection[], pageId: string): BindingContext | null {
  const list = closestWith(doc, id, A.list);
  if (list) {
    const card = closestWith(doc, id, A.card);
    const inList = card !== null && closestWith(doc, card.id, A.list)?.id === list.id;
    const collection = collections.find((candidate) => candidate.slug === list.attrs[A.list]);
    return inList && collection && list.id !== id ? { collection, inCard: true } : null;
  }
  const template = collections.find((candidate) => candidate.template_page_id === pageId);
  return template ? { collection: template, inCard: false } : null;
}

function builtinLabel(field: ItemBuiltinField): string {
  const labels: Record<ItemBuiltinField, string> = {
    title: trans('Title'),
    slug: trans('Slug'),
    body: trans('Text'),
    tags: trans('Tags'),
    author: trans('Author'),
    date: trans('Date'),
    url: trans("The item's page"),
    seo_title: trans('SEO title'),
    seo_description: trans('SEO description'),
    og_image: trans('Social image'),
  };
  return labels[field];
}

/** The fields an element can show: pictures for an image, the others for any other element. */
export function fieldOptions(collection: Collection, node: Pick<ElementNode, 'tag'>): { value: string; label: string }[] {
  const image = node.tag === 'img';
  const builtin = ITEM_BUILTIN_FIELDS.filter((field) => field !== 'url' && (field === 'og_image') === image).map((field) => ({ value: field, label: builtinLabel(field) }));
  const own = collection.fields.filter((field) => (field.type === 'image') === image).map((field) => ({ value: field.key, label: field.label }));
  return [...own, ...builtin];
}

/** Where a link can go: the item's own page, or one of the collection's link fields. */
export function hrefOptions(collection: Collection): { value: string; label: string }[] {
  return [{ value: 'url', label: builtinLabel('url') }, ...collection.fields.filter((field) => field.type === 'link').map((field) => ({ value: field.key, label: field.label }))];
}
