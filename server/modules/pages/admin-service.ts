import { Op, UniqueConstraintError } from 'sequelize';
import type { Pagination } from '../../../common/pagination.ts';
import { paginate, type ListQuery, type ListSpec } from '../../db/list-query.ts';
import { InvalidError, NotFoundError } from '../../errors.ts';
import { CustomPage, type PageSeo } from './models.ts';
import { PAGE_NOT_FOUND_MESSAGE, type CustomPageData } from './service.ts';

// Custom pages for admins (and `sitewright admin pages`): the public route reads them by id or slug.

export const SLUG_TAKEN_MESSAGE = 'The slug has already been taken.';
export const SLUG_MAX_LENGTH = 191;
/**
 * Lowercase words joined by hyphens, and never digits alone: the public route reads a numeric
 * segment as an id, so a slug like "2024" could never be reached.
 */
export const PAGE_SLUG_PATTERN = /^(?!\d+$)[a-z0-9]+(?:-[a-z0-9]+)*$/;

export interface CustomPageInput {
  title: string;
  slug?: string | null;
  body: string;
  seo?: PageSeo;
  hide_nav?: boolean;
}

export interface AdminCustomPage extends CustomPageData {
  user_id: number | null;
  created_at: string;
}

const PAGE_LIST: ListSpec<CustomPage> = {
  model: CustomPage,
  searchable: ['title', 'slug'],
  sortable: ['title', 'slug', 'created_at', 'updated_at'],
  filters: {},
  defaultOrder: ['updated_at', 'desc'],
};

function serialize(page: CustomPage): AdminCustomPage {
  return {
    id: page.id,
    slug: page.slug,
    title: page.title,
    body: page.body ?? '',
    seo: page.meta,
    hide_nav: page.hide_nav,
    user_id: page.user_id ?? null,
    created_at: new Date(page.created_at).toISOString(),
    updated_at: new Date(page.updated_at).toISOString(),
  };
}

export function listCustomPages(query: ListQuery): Promise<Pagination<AdminCustomPage>> {
  return paginate(PAGE_LIST, query, (rows) => rows.map(serialize));
}

async function findPage(id: number): Promise<CustomPage> {
  const page = await CustomPage.findByPk(id);
  if (!page) throw new NotFoundError(PAGE_NOT_FOUND_MESSAGE);
  return page;
}

export async function getCustomPage(id: number): Promise<AdminCustomPage> {
  return serialize(await findPage(id));
}

/** "About Us!" → "about-us"; a title without letters or digits, or only digits, still gives a usable slug. */
export function slugFromTitle(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, SLUG_MAX_LENGTH - 5)
    .replace(/^-+|-+$/g, '');
  if (!slug) return 'page';
  return /^\d+$/.test(slug) ? `page-${slug}` : slug;
}

async function assertSlugFree(slug: string, exceptId?: number): Promise<void> {
  const clash = await CustomPage.findOne({ attributes: ['id'], where: { slug, ...(exceptId ? { id: { [Op.ne]: exceptId } } : {}) } });
  if (clash) throw InvalidError.field('slug', SLUG_TAKEN_MESSAGE);
}

/** The unique key decides between two saves that both passed the check. Saved rows are read back: MariaDB keeps whole seconds. */
async function saving<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof UniqueConstraintError) throw InvalidError.field('slug', SLUG_TAKEN_MESSAGE);
    throw error;
  }
}

/** The body is sanitized by the model's save hook, whoever writes it. */
export async function createCustomPage(input: CustomPageInput, userId: number | null = null): Promise<AdminCustomPage> {
  const slug = input.slug || slugFromTitle(input.title);
  await assertSlugFree(slug);
  const page = await saving(() =>
    CustomPage.create({ title: input.title, slug, body: input.body, meta: cleanSeo(input.seo), hide_nav: input.hide_nav ?? false, user_id: userId }),
  );
  return serialize(await page.reload());
}

export async function updateCustomPage(id: number, input: Partial<CustomPageInput>): Promise<AdminCustomPage> {
  const page = await findPage(id);
  const slug = input.slug || (input.slug === undefined ? page.slug : slugFromTitle(input.title ?? page.title));
  if (slug !== page.slug) await assertSlugFree(slug, page.id);
  page.set({
    slug,
    ...(input.title !== undefined ? { title: input.title } : {}),
    ...(input.body !== undefined ? { body: input.body } : {}),
    ...(input.seo !== undefined ? { meta: cleanSeo(input.seo) } : {}),
    ...(input.hide_nav !== undefined ? { hide_nav: input.hide_nav } : {}),
  });
  await saving(() => page.save());
  return serialize(await page.reload());
}

// Empty SEO fields mean "use the page's title and the site's description", so they are not kept.
function cleanSeo(seo: PageSeo | undefined): PageSeo {
  const result: PageSeo = {};
  if (seo?.title?.trim()) result.title = seo.title.trim();
  if (seo?.description?.trim()) result.description = seo.description.trim();
  return result;
}

export async function deleteCustomPage(id: number): Promise<void> {
  await (await findPage(id)).destroy();
}

/** Ids that no longer exist are skipped: the list the admin saw may be out of date. */
export async function deleteCustomPages(ids: number[]): Promise<number> {
  return CustomPage.destroy({ where: { id: ids } });
}
