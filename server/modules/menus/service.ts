import { isMenuAction } from '../../../common/appearance/values.ts';
import type { MenuInput } from '../../../common/appearance/types.ts';
import type { Menu as MenuData } from '../../../common/types.ts';
import { cached } from '../../cache/site-cache.ts';
import { inTransaction } from '../../db/transactions.ts';
import { InvalidError, type FieldErrors } from '../../errors.ts';
import { Permission, Role } from '../roles/models.ts';
import { Menu, MenuItem } from './models.ts';

export const MENU_NOT_FOUND_MESSAGE = 'Menu not found';

export function listMenus(): Promise<MenuData[]> {
  return cached('menus', loadMenus);
}

async function loadMenus(): Promise<MenuData[]> {
  const menus = await Menu.findAll({ include: [{ model: MenuItem, as: 'items' }], order: [['id', 'ASC']] });
  return menus.map((menu) => ({
    id: menu.id,
    name: menu.name,
    positions: menu.positions,
    items: [...(menu.items ?? [])]
      .sort((a, b) => a.order - b.order || a.id - b.id)
      .map((item) => ({
        id: item.id,
        label: item.label,
        action: item.action,
        type: item.type,
        target: item.target,
        icon: item.icon,
        roles: item.roles,
        permissions: item.permissions,
        order: item.order,
      })),
  }));
}

/** Role ids and permission names the items name that do not exist, each reported on its item. */
async function unknownGrants(inputs: MenuInput[], field: string): Promise<FieldErrors> {
  const roleIds = [...new Set(inputs.flatMap((menu) => menu.items.flatMap((item) => item.roles ?? [])))];
  const names = [...new Set(inputs.flatMap((menu) => menu.items.flatMap((item) => item.permissions ?? [])))];
  const roles = new Set(roleIds.length ? (await Role.findAll({ where: { id: roleIds }, attributes: ['id'] })).map((role) => role.id) : []);
  const permissions = new Set(names.length ? (await Permission.findAll({ where: { name: names }, attributes: ['name'] })).map((permission) => permission.name) : []);
  const errors: FieldErrors = {};
  inputs.forEach((menu, m) =>
    menu.items.forEach((item, i) => {
      const missingRole = (item.roles ?? []).find((id) => !roles.has(id));
      if (missingRole !== undefined) errors[`${field}.${m}.items.${i}.roles`] = `There is no role with the id ${missingRole}.`;
      const missingPermission = (item.permissions ?? []).find((name) => !permissions.has(name));
      if (missingPermission !== undefined) errors[`${field}.${m}.items.${i}.permissions`] = `There is no permission named "${missingPermission}".`;
    }),
  );
  return errors;
}

/**
 * Replaces every menu with this full list, items included: an entry with an id updates that menu
 * (or item), one without creates it, and what is left out is deleted. Items are stored in the
 * list's order (a drag and drop reorders the list; an `order` sent along is renumbered). Joins the
 * caller's transaction; the caller clears the 'menus' cache once it commits.
 */
export async function saveMenus(inputs: MenuInput[], field = 'menus'): Promise<void> {
  await inTransaction(Menu.sequelize!, async () => {
    const existing = new Map((await Menu.findAll({ include: [{ model: MenuItem, as: 'items' }] })).map((menu) => [menu.id, menu]));
    const errors: FieldErrors = {};
    const seenNames = new Set<string>();
    const seenIds = new Set<number>();
    inputs.forEach((input, m) => {
      if (input.id !== undefined && (!existing.has(input.id) || seenIds.has(input.id))) errors[`${field}.${m}.id`] = MENU_NOT_FOUND_MESSAGE;
      if (input.id !== undefined) seenIds.add(input.id);
      const name = input.name.trim().toLowerCase();
      if (seenNames.has(name)) errors[`${field}.${m}.name`] = 'The name has already been taken.';
      seenNames.add(name);
      input.items.forEach((item, i) => {
        if (!isMenuAction(item.type, item.action)) {
          errors[`${field}.${m}.items.${i}.action`] =
            item.type === 'route' ? 'A route is a path of this site, starting with /.' : 'Enter a path, an #anchor, an http(s) URL, mailto: or tel:.';
        }
      });
    });
    Object.assign(errors, await unknownGrants(inputs, field));
    const first = Object.values(errors)[0];
    if (first !== undefined) throw new InvalidError(Array.isArray(first) ? first[0] : first, errors);

    const kept = new Set(inputs.flatMap((input) => (input.id === undefined ? [] : [input.id])));
    const removed = [...existing.keys()].filter((id) => !kept.has(id));
    if (removed.length) {
      await MenuItem.destroy({ where: { menu_id: removed } });
      await Menu.destroy({ where: { id: removed } });
    }
    // Park renamed menus first, so two menus can swap names without tripping the unique index.
    for (const input of inputs) {
      const menu = input.id === undefined ? undefined : existing.get(input.id);
      if (menu && menu.name !== input.name.trim()) await menu.update({ name: `~renaming-${menu.id}` });
    }
    for (const input of inputs) {
      const current = input.id === undefined ? undefined : existing.get(input.id);
      const attributes = { name: input.name.trim(), positions: [...new Set(input.positions)] };
      const menu = current ? await current.update(attributes) : await Menu.create(attributes);
      await saveItems(menu, current?.items ?? [], input.items);
    }
  });
}

async function saveItems(menu: Menu, existing: MenuItem[], inputs: MenuInput['items']): Promise<void> {
  const byId = new Map(existing.map((item) => [item.id, item]));
  const kept = new Set(inputs.flatMap((item) => (item.id !== undefined && byId.has(item.id) ? [item.id] : [])));
  const removed = existing.filter((item) => !kept.has(item.id)).map((item) => item.id);
  if (removed.length) await MenuItem.destroy({ where: { id: removed } });
  const updated = new Set<number>();
  for (const [order, item] of inputs.entries()) {
    const attributes = {
      label: item.label.trim(),
      action: item.action.trim(),
      type: item.type,
      target: item.target ?? null,
      icon: item.icon || null,
      roles: item.roles ?? [],
      permissions: item.permissions ?? [],
      order,
    };
    // An item id sent twice updates its item once; the second copy becomes a new item.
    const current = item.id === undefined || updated.has(item.id) ? undefined : byId.get(item.id);
    if (current) {
      updated.add(current.id);
      await current.update(attributes);
    }
    else await MenuItem.create({ ...attributes, menu_id: menu.id });
  }
}
