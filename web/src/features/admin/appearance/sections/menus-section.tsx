import { Link, useNavigate } from 'react-router';
import { Trans, useTrans } from '../../../../lib/i18n.tsx';
import { Button } from '../../../../ui/button.tsx';
import { newMenu, temporaryId } from '../draft.ts';
import { useAppearanceState, useAppearanceStore } from '../editor-store.ts';
import { SectionHeader } from '../section-header.tsx';

/** Every menu, with the positions it fills; create and delete. */
export function MenusSection() {
  const store = useAppearanceStore();
  const menus = useAppearanceState((state) => state.draft.menus);
  const navigate = useNavigate();
  const trans = useTrans();

  function create() {
    const id = temporaryId(menus.map((menu) => menu.id));
    store.setMenus([...menus, newMenu(id, trans('New menu'))]);
    navigate(`/admin/appearance/menus/${id}`);
  }

  return (
    <div data-testid="appearance-menus">
      <SectionHeader
        title="Menus"
        back="/admin/appearance"
        actions={
          <Button size="sm" variant="outline" onClick={create} data-testid="appearance-menu-create">
            <Trans message="New menu" />
          </Button>
        }
      />
      <ul className="sw-appearance-list">
        {menus.map((menu) => (
          <li key={menu.id} className="sw-appearance-list-item" data-testid="appearance-menu-row">
            <Link to={`/admin/appearance/menus/${menu.id}`} className="sw-appearance-list-link">
              {menu.name}
            </Link>
            <span className="sw-muted sw-appearance-list-meta">{menu.positions.join(', ')}</span>
            <span className="sw-appearance-row-actions">
              <Button size="sm" variant="text" onClick={() => store.setMenus(menus.filter((m) => m.id !== menu.id))} data-testid="appearance-menu-delete">
                <Trans message="Delete" />
              </Button>
            </span>
          </li>
        ))}
      </ul>
      {menus.length === 0 && (
        <p className="sw-muted">
          <Trans message="No menus yet." />
        </p>
      )}
    </div>
  );
}
