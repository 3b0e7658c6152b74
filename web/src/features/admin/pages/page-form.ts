import { editorHtml } from '../../../ui/rich-text/rich-text-html.ts';

// The custom page form's pure parts: what the slug and the payload look like.

export interface PageSeo {
  title?: string;
  description?: string;
}

/** A row of admin/custom-pages. */
export interface AdminCustomPage {
  id: number;
  title: string;
  slug: string;
  body: string;
  seo: PageSeo;
  hide_nav: boolean;
  created_at: string;
  updated_at: string;
}

export interface PageFormValues {
  title: string;
  slug: string;
  body: string;
  seo: { title: string; description: string };
  hide_nav: boolean;
}

export interface PagePayload {
  title: string;
  slug: string | null;
  body: string;
  seo: { title: string; description: string };
  hide_nav: boolean;
}

/** "About Us!" → "about-us", as the server makes a slug when none is given (shown as the placeholder). */
export function slugFromTitle(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  if (!slug) return 'page';
  return /^\d+$/.test(slug) ? `page-${slug}` : slug;
}

export function pageFormValues(page: AdminCustomPage | null): PageFormValues {
  return {
    title: page?.title ?? '',
    slug: page?.slug ?? '',
    body: page?.body ?? '',
    seo: { title: page?.seo?.title ?? '', description: page?.seo?.description ?? '' },
    hide_nav: page?.hide_nav ?? false,
  };
}

/** An empty slug lets the server make one from the title. */
export function pagePayload(values: PageFormValues): PagePayload {
  return {
    title: values.title.trim(),
    slug: values.slug.trim().toLowerCase() || null,
    body: editorHtml(values.body),
    seo: { title: values.seo.title.trim(), description: values.seo.description.trim() },
    hide_nav: values.hide_nav,
  };
}

/** The public address of a page. */
export function publicPagePath(slug: string): string {
  return `/pages/${encodeURIComponent(slug)}`;
}
