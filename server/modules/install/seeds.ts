import { invalidateCache } from '../../cache/site-cache.ts';
import { seedPlans } from '../billing/seed.ts';
import { seedLocalizations } from '../localization/seed.ts';
import { seedMenus } from '../menus/seed.ts';
import { seedPages } from '../pages/seed.ts';
import { seedRoles } from '../roles/seed.ts';
import { Role } from '../roles/models.ts';
import { seedTemplates } from '../templates/seed.ts';
import { seedThemes } from '../themes/seed.ts';

// Order matters: plans grant permissions that the roles seed creates.
export const SEEDERS = {
  roles: seedRoles,
  localizations: seedLocalizations,
  themes: seedThemes,
  menus: seedMenus,
  pages: seedPages,
  plans: async () => {
    await seedRoles();
    await seedPlans();
  },
  templates: seedTemplates,
} as const;

export type SeedName = keyof typeof SEEDERS;
export const SEED_NAMES = Object.keys(SEEDERS) as SeedName[];

/** Runs the named seeders (all when none given); each is idempotent. Returns what ran. */
export async function runSeeds(names: SeedName[] = SEED_NAMES): Promise<SeedName[]> {
  const ordered = SEED_NAMES.filter((name) => names.includes(name));
  for (const name of ordered) await SEEDERS[name]();
  invalidateCache();
  return ordered;
}

/** A database that was migrated but never seeded (first `serve` without `install`) gets the defaults. */
export async function seedIfEmpty(): Promise<boolean> {
  if ((await Role.count()) > 0) return false;
  await runSeeds();
  return true;
}
