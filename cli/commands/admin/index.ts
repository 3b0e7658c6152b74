import type { Command } from 'commander';
import { registerAdminMenusCommand } from './menus.ts';
import { registerAdminPagesCommand } from './pages.ts';
import { registerAdminRolesCommand } from './roles.ts';
import { registerAdminThemesCommand } from './themes.ts';

/** Each adds one topic (`sitewright admin <topic> …`) to the admin command; a new topic appends its own here. */
const ADMIN_TOPICS: ((admin: Command) => void)[] = [registerAdminThemesCommand, registerAdminMenusCommand, registerAdminRolesCommand, registerAdminPagesCommand];

export function registerAdminCommand(program: Command): void {
  const admin = program.command('admin').description('What the admin area manages, from the terminal');
  for (const register of ADMIN_TOPICS) register(admin);
}
