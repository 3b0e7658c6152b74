// Content collections of a project: the built-in blog ("Posts") and collections whose fields the
// owner defines (menu of dishes, events, portfolio). Shared by the server (API, publishing), the
// web app (writing, editor binding) and the CLI (`sitewright content`).

export const POSTS_COLLECTION = { slug: 'posts', name: 'Posts' } as const;

export const COLLECTION_FIELD_TYPES = ['text', 'richText', 'image', 'date', 'number', 'link', 'reference', 'tags'] as const;
export type CollectionFieldType = (typeof COLLECTION_FIELD_TYPES)[number];

export interface CollectionField {
  /** The key item values are stored under and bindings name: lower-case letters, digits, `_`. */
  key: string;
  label: string;
  type: CollectionFieldType;
  required: boolean;
  /** For a reference field: the slug of the collection it points into. */
  collection?: string;
}

/** Every item has these whatever its collection's fields; bindings may name them too. */
export const ITEM_BUILTIN_FIELDS = ['title', 'slug', 'body', 'tags', 'author', 'date', 'url', 'seo_title', 'seo_description', 'og_image'] as const;
export type ItemBuiltinField = (typeof ITEM_BUILTIN_FIELDS)[number];

/** The fields of the built-in blog beside the built-in ones. */
export const POSTS_FIELDS: CollectionField[] = [
  { key: 'excerpt', label: 'Excerpt', type: 'text', required: false },
  { key: 'cover', label: 'Cover image', type: 'image', required: false },
];

export const ITEM_STATUSES = ['draft', 'scheduled', 'published'] as const;
export type ItemStatus = (typeof ITEM_STATUSES)[number];

export const COLLECTION_LIMITS = {
  nameChars: 100,
  slugChars: 64,
  fields: 30,
  titleChars: 200,
  textChars: 5000,
  /** A post's body, as sanitized HTML. */
  bodyBytes: 1024 * 1024,
  tags: 20,
  tagChars: 40,
  seoTitleChars: 70,
  seoDescriptionChars: 160,
  /** Items a list page shows when its section does not say. */
  defaultPerPage: 10,
  maxPerPage: 100,
  revisionsKept: 50,
} as const;

/** The plan permission and restriction that cap items per project (like the site count). */
export const CONTENT_PERMISSION = 'content.items';
export const CONTENT_ITEMS_RESTRICTION = 'max_items_per_project';

export interface Collection {
  id: number;
  project_id: number;
  slug: string;
  name: string;
  /** True for the blog every project has; it cannot be deleted or renamed to another slug. */
  builtin: boolean;
  fields: CollectionField[];
  /** The page id (in the project's pages) that shows one item; null until one is chosen. */
  template_page_id: string | null;
  items_count: number;
  created_at: string;
  updated_at: string;
}

export interface ItemAuthor {
  id: number;
  name: string;
  /** The author page's path segment on the published site. */
  slug: string;
}

export interface CollectionItem {
  id: number;
  collection_id: number;
  slug: string;
  title: string;
  status: ItemStatus;
  /** When a scheduled item goes live (ISO 8601); null unless scheduled. */
  publish_at: string | null;
  /** When it went live; the date lists sort and feeds carry. */
  published_at: string | null;
  author: ItemAuthor | null;
  /** Sanitized HTML (rich text). */
  body: string;
  /** Values of the collection's own fields by key. */
  values: Record<string, unknown>;
  tags: string[];
  seo_title: string;
  seo_description: string;
  og_image: string;
  /** Marked by the AI writer until the owner edits it. */
  sample: boolean;
  version: number;
  created_at: string;
  updated_at: string;
}

/** The fields every item has, as a create or an edit (PATCH items/{item}, with `version`) sends them. */
export interface ItemInput {
  title?: string;
  slug?: string;
  body?: string;
  values?: Record<string, unknown>;
  tags?: string[];
  seo_title?: string;
  seo_description?: string;
  og_image?: string;
  /** A member of the site's team; null leaves the item without an author. */
  author_id?: number | null;
}

export interface ItemRevision {
  id: number;
  item_id: number;
  title: string;
  author: ItemAuthor | null;
  created_at: string;
}

// Bindings in the editor's markup. A list section repeats its one card per item; elements inside a
// card (or on a collection's template page) take an item's field into their text, `src` or `href`.
export const BINDING_ATTRIBUTES = {
  /** On the list section: the collection slug it lists. */
  list: 'data-sw-collection',
  /** On the list section: how many items per page (a number). */
  perPage: 'data-sw-per-page',
  /** On the list section: only items with this tag. */
  tag: 'data-sw-tag',
  /** On the list section: `latest` (newest first, the default) or `upcoming` (a date field from today, soonest first). */
  order: 'data-sw-order',
  /** On the list section: "true" to split it over numbered pages with links between them. */
  paginate: 'data-sw-paginate',
  /** On the element repeated per item inside a list section. */
  card: 'data-sw-card',
  /** On any element: the item field whose value it shows (text, rich text into innerHTML, image into src). */
  field: 'data-sw-field',
  /** On a link: the item field that becomes its href (`url` links to the item's page). */
  href: 'data-sw-href',
} as const;

/** Paths of a collection on the published site, under the template page's own path (`blog`). */
export const COLLECTION_PATHS = {
  page: (base: string, n: number) => (n <= 1 ? `${base}/` : `${base}/page/${n}/`),
  item: (base: string, slug: string) => `${base}/${slug}/`,
  tag: (base: string, tag: string) => `${base}/tag/${tag}/`,
  author: (base: string, author: string) => `${base}/author/${author}/`,
  feed: (base: string) => `${base}/feed.xml`,
} as const;

export const COLLECTION_MESSAGES = {
  collectionNotFound: 'Collection not found.',
  itemNotFound: 'Item not found.',
  revisionNotFound: 'Revision not found.',
  slugTaken: 'This slug is already used in this collection.',
  collectionSlugTaken: 'A collection with this slug already exists.',
  builtinCollection: 'The blog cannot be deleted.',
  itemsLimit: 'Your plan allows no more items in this site. Upgrade to add more.',
  scheduleInPast: 'Choose a time in the future to schedule this item.',
  fieldRequired: 'This field is required.',
} as const;

/** The file formats items are imported from and exported to (`sitewright content`, the import/export API). */
export const COLLECTION_FILE_FORMATS = ['json', 'markdown'] as const;
export type CollectionFileFormat = (typeof COLLECTION_FILE_FORMATS)[number];

/** Field errors of collections and items (added by the server helper of issue 27). */
export const COLLECTION_FIELD_MESSAGES = {
  invalid: 'Check the highlighted fields.',
  itemChanged: 'This item was changed elsewhere.',
  unknownField: 'This collection has no such field.',
  tooLong: (max: number) => `At most ${max} characters.`,
  tooLarge: (bytes: number) => `At most ${Math.round(bytes / 1024)} KB.`,
  text: 'Enter text.',
  image: 'Enter an image address (https://…) or choose an uploaded image.',
  date: 'Enter a date as YYYY-MM-DD or a time in ISO 8601.',
  number: 'Enter a number.',
  link: 'Enter a web address (https://…), a mailto: address or a path on this site.',
  reference: (collection: string) => `Choose an item of the collection "${collection}".`,
  tags: `At most ${COLLECTION_LIMITS.tags} tags of at most ${COLLECTION_LIMITS.tagChars} characters each.`,
  slug: 'Use lower-case letters, digits and dashes.',
  fieldKey: 'Use lower-case letters, digits and _ (starting with a letter).',
  fieldKeyTaken: 'Two fields cannot share a key.',
  fieldKeyReserved: 'Every item already has this field.',
  fieldType: `Choose one of: ${COLLECTION_FIELD_TYPES.join(', ')}.`,
  tooManyFields: `At most ${COLLECTION_LIMITS.fields} fields.`,
  referenceCollection: 'Choose the collection this field points into.',
  templatePage: 'Choose a page of this site.',
  builtinSlug: "The blog's slug cannot change.",
  status: `Choose one of: ${ITEM_STATUSES.join(', ')}.`,
  author: "Choose a member of this site's team.",
} as const;

/** How many drafts the AI writer writes at once: "write a first post" (1) and "draft three posts" (3). Added for the AI writer of issue 27. */
export const AI_DRAFT_COUNTS = [1, 3] as const;
export type AiDraftCount = (typeof AI_DRAFT_COUNTS)[number];

/** The answer of POST /api/v1/projects/{id}/collections/{collection}/ai-drafts (201). */
export interface AiDraftsAnswer {
  /** The drafts written: status `draft`, `sample` true, by the requester. */
  data: CollectionItem[];
  /** Set when the built-in writer wrote them because the configured AI endpoint failed. */
  notice?: string;
}
