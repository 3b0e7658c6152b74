import { Op } from 'sequelize';
import { invalidateCache } from '../../cache/site-cache.ts';
import { Product } from '../billing/models.ts';
import { DEFAULT_PLANS, seedPlans } from '../billing/seed.ts';
import { Localization } from '../localization/models.ts';
import { seedLocalizations } from '../localization/seed.ts';
import { Menu } from '../menus/models.ts';
import { DEFAULT_MENUS, seedMenus } from '../menus/seed.ts';
import { CustomPage } from '../pages/models.ts';
import { DEFAULT_PAGES, seedPages } from '../pages/seed.ts';
import { Role } from '../roles/models.ts';
import { DEFAULT_ROLES, seedRoles } from '../roles/seed.ts';
import { SiteTemplate } from '../templates/models.ts';
import { seedTemplates } from '../templates/seed.ts';
import { readSiteTemplates } from '../templates/sources.ts';
import { Theme } from '../themes/models.ts';
import { DEFAULT_THEMES, seedThemes } from '../themes/seed.ts';

interface Seeder {
  run(): Promise<void>;
  /** How many of this seed's own rows (matched by their natural key) exist now. */
  present(): Promise<number>;
}

const names = (items: { name: string }[]) => items.map((item) => item.name);

// Order matters: plans grant permissions that the roles seed creates.
export const SEEDERS = {
  roles: { run: seedRoles, present: () => Role.count({ where: { name: { [Op.in]: names(DEFAULT_ROLES) } } }) },
  localizations: { run: seedLocalizations, present: () => Localization.count({ where: { language: 'en' } }) },
  themes: { run: seedThemes, present: () => Theme.count({ where: { name: { [Op.in]: names(DEFAULT_THEMES) } } }) },
  menus: { run: seedMenus, present: () => Menu.count({ where: { name: { [Op.in]: names(DEFAULT_MENUS) } } }) },
  pages: { run: seedPages, present: () => CustomPage.count({ where: { slug: { [Op.in]: DEFAULT_PAGES.map((page) => page.slug) } } }) },
  plans: {
    run: async () => {
      await seedRoles();
      await seedPlans();
    },
    present: () => Product.count({ where: { name: { [Op.in]: names(DEFAULT_PLANS) } } }),
  },
  templates: { run: seedTemplates, present: () => SiteTemplate.count({ where: { slug: { [Op.in]: readSiteTemplates().map((source) => source.slug) } } }) },
} satisfies Record<string, Seeder>;

export type SeedName = keyof typeof SEEDERS;
export const SEED_NAMES = Object.keys(SEEDERS) as SeedName[];

/** What one seed did: rows it added, and rows of its own it found (and left or refreshed). */
export interface SeedResult {
  name: SeedName;
  created: number;
  existing: number;
}

/** Runs the named seeders (all when none given); each is idempotent. Returns what each one did. */
export async function runSeeds(only: SeedName[] = SEED_NAMES): Promise<SeedResult[]> {
  const results: SeedResult[] = [];
  for (const name of SEED_NAMES.filter((seed) => only.includes(seed))) {
    const seeder: Seeder = SEEDERS[name];
    const existing = await seeder.present();
    await seeder.run();
    results.push({ name, created: Math.max(0, (await seeder.present()) - existing), existing });
  }
  invalidateCache();
  return results;
}

/** "created 17, already there 2" over all seeds, for one status line. */
export function seedSummary(results: SeedResult[]): string {
  const created = results.reduce((sum, result) => sum + result.created, 0);
  const existing = results.reduce((sum, result) => sum + result.existing, 0);
  return `Seeded ${results.map((result) => result.name).join(', ')}: created ${created}, already there ${existing}`;
}
