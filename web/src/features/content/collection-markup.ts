import { BINDING_ATTRIBUTES, type Collection, type CollectionField } from '../../../../common/collections.ts';
import { escapeAttribute, escapeText } from '../../../../common/editor/html.ts';

// The markup a collection's page starts from ("Set up the blog"): one section that shows one item
// (its title, date, picture and fields, each bound with data-sw-field) and one list section whose
// card repeats per item. On the collection's template page the publisher shows the item section
// on an item's page and the list section on the list pages (server/modules/publishing/build/collections).
// Only classes of the site stylesheet, so the pages look like the rest of the site.

const PLACEHOLDER_IMAGE = '/site-assets/img/placeholder.svg';

export interface SetupWords {
  title: string;
  date: string;
  text: string;
  excerpt: string;
  more: string;
  latest: string;
}

function bound(field: string): string {
  return `${BINDING_ATTRIBUTES.field}="${escapeAttribute(field)}"`;
}

function firstOfType(collection: Collection, type: CollectionField['type']): CollectionField | undefined {
  return collection.fields.find((field) => field.type === type);
}

/** The element that shows one field of the item on its own page. */
function fieldElement(field: CollectionField): string {
  const label = escapeText(field.label);
  switch (field.type) {
    case 'image':
      return `<img class="img-fluid rounded mb-4" src="${PLACEHOLDER_IMAGE}" alt="" ${bound(field.key)}>`;
    case 'richText':
      return `<div ${bound(field.key)}><p>${label}</p></div>`;
    case 'link':
      return `<p><a class="btn btn-outline" href="#" ${BINDING_ATTRIBUTES.href}="${escapeAttribute(field.key)}">${label}</a></p>`;
    default:
      return `<p ${bound(field.key)}>${label}</p>`;
  }
}

/** The section an item's page shows: title and date, then the collection's own fields and the text. */
export function itemSectionHtml(collection: Collection, words: SetupWords): string {
  const picture = firstOfType(collection, 'image');
  const others = collection.fields.filter((field) => field !== picture);
  const parts = [
    `<h1 ${bound('title')}>${escapeText(words.title)}</h1>`,
    `<p class="text-muted" ${bound('date')}>${escapeText(words.date)}</p>`,
    ...(picture ? [fieldElement(picture)] : []),
    ...others.map(fieldElement),
    `<div ${bound('body')}><p>${escapeText(words.text)}</p></div>`,
  ];
  return `<section class="section"><div class="container"><div class="row justify-content-center"><div class="col-sm-8">${parts.join('')}</div></div></div></section>`;
}

/** A list section of the collection with one card (picture, title, date, summary, link to the item). */
export function listSectionHtml(collection: Collection, words: SetupWords, options: { heading: string; perPage: number; paginate: boolean }): string {
  const picture = firstOfType(collection, 'image');
  const summary = collection.fields.find((field) => field.type === 'text');
  const attributes = [
    `${BINDING_ATTRIBUTES.list}="${escapeAttribute(collection.slug)}"`,
    `${BINDING_ATTRIBUTES.perPage}="${options.perPage}"`,
    ...(options.paginate ? [`${BINDING_ATTRIBUTES.paginate}="true"`] : []),
  ].join(' ');
  const card = [
    picture ? `<img class="card-img-top" src="${PLACEHOLDER_IMAGE}" alt="" ${bound(picture.key)}>` : '',
    '<div class="card-body">',
    `<h3 class="card-title h5" ${bound('title')}>${escapeText(words.title)}</h3>`,
    `<p class="card-subtitle small text-muted" ${bound('date')}>${escapeText(words.date)}</p>`,
    summary ? `<p class="card-text" ${bound(summary.key)}>${escapeText(words.excerpt)}</p>` : '',
    `<a class="btn btn-primary" href="#" ${BINDING_ATTRIBUTES.href}="url">${escapeText(words.more)}</a>`,
    '</div>',
  ].join('');
  return (
    `<section class="section bg-light" ${attributes}><div class="container">` +
    `<h2 class="section-title">${escapeText(options.heading)}</h2>` +
    `<div class="row"><div class="col-sm-4" ${BINDING_ATTRIBUTES.card}=""><div class="card">${card}</div></div></div>` +
    '</div></section>'
  );
}

/** A collection's template page: the item section, then the paginated list. */
export function collectionPageHtml(collection: Collection, words: SetupWords, heading: string): string {
  return itemSectionHtml(collection, words) + listSectionHtml(collection, words, { heading, perPage: 9, paginate: true });
}

/** A page slug the project does not use yet: `blog`, else `blog-2`, `blog-3`… */
export function freeSlug(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  let n = 2;
  while (taken.has(`${base}-${n}`)) n++;
  return `${base}-${n}`;
}
