import type { Menu as MenuData } from '../../../common/types.ts';
import { cached } from '../../cache/site-cache.ts';
import { Menu, MenuItem } from './models.ts';

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
      .sort((a, b) => a.order - b.order)
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
