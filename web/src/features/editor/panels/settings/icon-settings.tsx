import { useState } from 'react';
import { useTrans } from '../../../../lib/i18n.tsx';
import { Button } from '../../../../ui/button.tsx';
import { IconPickerDialog } from '../../dialogs/icon-picker-dialog.tsx';
import { useEditor } from '../../editor-context.tsx';
import type { ElementNode } from '../../model.ts';
import { ICON_SIZES, iconName, iconSizeClass, setIcon, setIconSize } from './element-edits.ts';
import { SelectSetting } from './fields.tsx';

const DEFAULT_SIZE = 'default';
const SIZE_OPTIONS = ICON_SIZES.map((size) => ({ value: size.className ?? DEFAULT_SIZE, label: size.label }));

/** An icon's Size (Default, Large, 2x to 5x) and Change Icon (the icon picker). */
export function IconSettings({ node }: { node: ElementNode }) {
  const { store } = useEditor();
  const trans = useTrans();
  const [picking, setPicking] = useState(false);
  const name = iconName(node);
  return (
    <>
      <SelectSetting
        label="Size"
        value={iconSizeClass(node) ?? DEFAULT_SIZE}
        options={SIZE_OPTIONS}
        testId="setting-icon-size"
        onChange={(size) => setIconSize(store, node.id, size === DEFAULT_SIZE ? null : size)}
      />
      <div className="sw-settings-row">
        <span className="sw-settings-value" data-testid="setting-icon-name">
          {name ?? trans('No icon')}
        </span>
        <Button variant="outline" size="sm" data-testid="change-icon" onClick={() => setPicking(true)}>
          {trans('Change Icon')}
        </Button>
      </div>
      <IconPickerDialog
        open={picking}
        current={name}
        onClose={() => setPicking(false)}
        onPick={(picked) => {
          setPicking(false);
          setIcon(store, node.id, picked);
        }}
      />
    </>
  );
}
