import { DndContext, KeyboardSensor, PointerSensor, closestCenter, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, arrayMove, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useId, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { MENU_POSITIONS } from '../../../../../../common/constants.ts';
import type { Menu, MenuItem } from '../../../../../../common/types.ts';
import { Trans, useTrans } from '../../../../lib/i18n.tsx';
import { Button } from '../../../../ui/button.tsx';
import { newMenuItem, temporaryId } from '../draft.ts';
import { useAppearanceState, useAppearanceStore } from '../editor-store.ts';
import { SectionHeader } from '../section-header.tsx';
import { MenuItemFields } from './menu-item-fields.tsx';

/** One menu: its name, the positions it fills and its items, reordered by dragging (or from the keyboard). */
export function MenuEditor() {
  const store = useAppearanceStore();
  const id = Number(useParams().menuId);
  const menus = useAppearanceState((state) => state.draft.menus);
  const menu = menus.find((m) => m.id === id);
  const navigate = useNavigate();
  const trans = useTrans();
  const nameId = useId();
  const [openItem, setOpenItem] = useState<number | null>(null);
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));

  if (!menu) {
    return (
      <div>
        <SectionHeader title="Menu" back="/admin/appearance/menus" />
        <p className="sw-muted">
          <Trans message="This menu does not exist any more." />
        </p>
      </div>
    );
  }

  const update = (patch: Partial<Menu>) => store.setMenus(menus.map((m) => (m.id === menu.id ? { ...m, ...patch } : m)));
  const setItems = (items: MenuItem[]) => update({ items: items.map((item, index) => ({ ...item, order: index + 1 })) });

  function onDragEnd({ active, over }: DragEndEvent) {
    if (!menu || !over || active.id === over.id) return;
    const from = menu.items.findIndex((item) => item.id === active.id);
    const to = menu.items.findIndex((item) => item.id === over.id);
    if (from >= 0 && to >= 0) setItems(arrayMove(menu.items, from, to));
  }

  function addItem() {
    if (!menu) return;
    const ids = menus.flatMap((m) => m.items.map((item) => item.id));
    const item = { ...newMenuItem(temporaryId(ids)), label: trans('New item') };
    setItems([...menu.items, item]);
    setOpenItem(item.id);
  }

  function togglePosition(position: string, on: boolean) {
    if (!menu) return;
    update({ positions: on ? [...menu.positions, position] : menu.positions.filter((p) => p !== position) });
  }

  return (
    <div data-testid="appearance-menu-editor">
      <SectionHeader
        title={menu.name || trans('Menu')}
        back="/admin/appearance/menus"
        actions={
          <Button
            size="sm"
            variant="text"
            onClick={() => {
              store.setMenus(menus.filter((m) => m.id !== menu.id));
              navigate('/admin/appearance/menus');
            }}
            data-testid="appearance-menu-delete"
          >
            <Trans message="Delete" />
          </Button>
        }
      />
      <div className="sw-field">
        <label className="sw-label" htmlFor={nameId}>
          <Trans message="Name" />
        </label>
        <input id={nameId} className="sw-input" value={menu.name} maxLength={90} required onChange={(event) => update({ name: event.target.value })} data-testid="appearance-menu-name" />
      </div>
      <fieldset className="sw-appearance-positions" data-testid="appearance-menu-positions">
        <legend className="sw-label">
          <Trans message="Positions" />
        </legend>
        {MENU_POSITIONS.map((position) => (
          <label key={position}>
            <input type="checkbox" checked={menu.positions.includes(position)} onChange={(event) => togglePosition(position, event.target.checked)} value={position} /> {position}
          </label>
        ))}
      </fieldset>
      <div className="sw-appearance-items-header">
        <h3 className="sw-appearance-subtitle">
          <Trans message="Items" />
        </h3>
        <Button size="sm" variant="outline" onClick={addItem} data-testid="appearance-menu-item-add">
          <Trans message="Add item" />
        </Button>
      </div>
      <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
        <SortableContext items={menu.items.map((item) => item.id)} strategy={verticalListSortingStrategy}>
          <ul className="sw-appearance-items" data-testid="appearance-menu-items">
            {menu.items.map((item) => (
              <SortableMenuItem
                key={item.id}
                item={item}
                open={openItem === item.id}
                onToggle={() => setOpenItem(openItem === item.id ? null : item.id)}
                onChange={(next) => setItems(menu.items.map((i) => (i.id === item.id ? next : i)))}
                onRemove={() => setItems(menu.items.filter((i) => i.id !== item.id))}
              />
            ))}
          </ul>
        </SortableContext>
      </DndContext>
      {menu.items.length === 0 && (
        <p className="sw-muted">
          <Trans message="This menu has no items yet." />
        </p>
      )}
    </div>
  );
}

interface SortableMenuItemProps {
  item: MenuItem;
  open: boolean;
  onToggle(): void;
  onChange(item: MenuItem): void;
  onRemove(): void;
}

function SortableMenuItem({ item, open, onToggle, onChange, onRemove }: SortableMenuItemProps) {
  const trans = useTrans();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: item.id });
  const panelId = useId();
  return (
    <li
      ref={setNodeRef}
      className="sw-appearance-item"
      style={{ transform: CSS.Transform.toString(transform), transition }}
      data-dragging={isDragging || undefined}
      data-testid="appearance-menu-item"
      data-label={item.label}
    >
      <div className="sw-appearance-item-row">
        <button
          type="button"
          ref={setActivatorNodeRef}
          className="sw-icon-btn sw-appearance-drag"
          aria-label={trans('Move :label', { label: item.label })}
          data-testid="appearance-menu-item-handle"
          {...attributes}
          {...listeners}
        >
          <span aria-hidden="true">⠿</span>
        </button>
        <button type="button" className="sw-appearance-item-toggle" aria-expanded={open} aria-controls={panelId} onClick={onToggle} data-testid="appearance-menu-item-toggle">
          <span>{item.label}</span>
          <span className="sw-muted">{item.action}</span>
        </button>
      </div>
      {open && (
        <div id={panelId} className="sw-appearance-item-panel">
          <MenuItemFields item={item} onChange={onChange} onRemove={onRemove} />
        </div>
      )}
    </li>
  );
}
