import { Op, type Transaction } from 'sequelize';
import { Project } from './models.ts';

export const SLUG_MAX_LENGTH = 100;
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** "Café & Bar!" → "cafe-bar"; a name with no letters or digits gives "site". */
export function slugify(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, SLUG_MAX_LENGTH - 4)
    .replace(/^-+|-+$/g, '');
  return slug || 'site';
}

/** The first of base, base-2, base-3… that no project uses yet. */
export async function uniqueSlug(name: string, transaction?: Transaction): Promise<string> {
  const base = slugify(name);
  const rows = await Project.findAll({
    attributes: ['slug'],
    where: { slug: { [Op.or]: [base, { [Op.like]: `${base}-%` }] } },
    transaction,
  });
  const taken = new Set(rows.map((row) => row.slug));
  if (!taken.has(base)) return base;
  let suffix = 2;
  while (taken.has(`${base}-${suffix}`)) suffix += 1;
  return `${base}-${suffix}`;
}
