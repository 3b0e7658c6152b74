import { Op } from 'sequelize';
import type { ItemAuthor } from '../../../common/collections.ts';
import { User } from '../users/models.ts';
import { CollectionItemRow } from './models.ts';
import { slugify } from './slugs.ts';

// The authors of a project's items as the published site names them. The author page's slug comes
// from the name; two authors of one site with the same name are told apart by a number, the one
// who joined the site's writers first keeping the plain slug.

function displayName(user: Pick<User, 'first_name' | 'last_name' | 'email'>): string {
  const name = [user.first_name, user.last_name].filter(Boolean).join(' ').trim();
  return name || user.email.split('@')[0];
}

/** Every author of the project's items (and of `extra`, a user about to become one), by user id. */
export async function projectAuthors(projectId: number, extra: number[] = []): Promise<Map<number, ItemAuthor>> {
  const rows = await CollectionItemRow.findAll({ attributes: ['author_id'], where: { project_id: projectId, author_id: { [Op.ne]: null } }, group: ['author_id'] });
  const ids = [...new Set([...rows.map((row) => row.author_id as number), ...extra])].sort((a, b) => a - b);
  if (!ids.length) return new Map();
  const users = await User.findAll({ attributes: ['id', 'first_name', 'last_name', 'email'], where: { id: ids }, order: [['id', 'ASC']] });
  const taken = new Map<string, number>();
  const authors = new Map<number, ItemAuthor>();
  for (const user of users) {
    const name = displayName(user);
    const base = slugify(name, 'author');
    const seen = taken.get(base) ?? 0;
    taken.set(base, seen + 1);
    authors.set(user.id, { id: user.id, name, slug: seen ? `${base}-${seen + 1}` : base });
  }
  return authors;
}
