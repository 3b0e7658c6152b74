import { Role } from '../roles/models.ts';

/**
 * A database that was migrated but never seeded (first `serve` without `install`) gets the
 * defaults. Every start asks, so the seeders and their data load only when they are to run.
 */
export async function seedIfEmpty(): Promise<boolean> {
  if ((await Role.count()) > 0) return false;
  const { runSeeds } = await import('./seeds.ts');
  await runSeeds();
  return true;
}
