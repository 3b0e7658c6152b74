import { useState } from 'react';
import type { LinkAttributes } from '../../../../../../common/editor/links.ts';
import { useTrans } from '../../../../lib/i18n.tsx';
import { Button } from '../../../../ui/button.tsx';
import { LinkDialog } from '../../dialogs/link-dialog.tsx';
import { useEditor } from '../../editor-context.tsx';
import type { ElementNode } from '../../model.ts';
import { elementLabel } from '../../state/element-info.ts';
import { contentText, setAttribute, setContentText } from './element-edits.ts';
import { SelectSetting, TextSetting } from './fields.tsx';

const TARGET_OPTIONS = [
  { value: '', label: 'Same window' },
  { value: '_blank', label: 'New window' },
];

/** The text of a button, link or option: a button's "Content". */
export function ContentSettings({ node }: { node: ElementNode }) {
  const { store } = useEditor();
  return (
    <TextSetting
      label={node.tag === 'a' && !(node.attrs.class ?? '').split(/\s+/).includes('btn') ? 'Text' : 'Content'}
      value={contentText(store.document, node.id)}
      testId="setting-content"
      onChange={(text) => setContentText(store, node.id, text)}
    />
  );
}

/** Where a link goes (the link dialog) and its target. */
export function LinkSettings({ node }: { node: ElementNode }) {
  const { store } = useEditor();
  const trans = useTrans();
  const [editing, setEditing] = useState(false);
  const href = node.attrs.href;

  const apply = (link: LinkAttributes) => {
    setEditing(false);
    const attrs = Object.fromEntries(Object.entries(link).filter(([name, value]) => (node.attrs[name] ?? null) !== value));
    if (Object.keys(attrs).length) store.edit([{ type: 'setAttributes', id: node.id, attrs }], { label: `Edit link of ${elementLabel(node)}`, mergeKey: null });
  };

  return (
    <>
      <div className="sw-settings-field">
        <span className="sw-label">{trans('Links to')}</span>
        <div className="sw-settings-row">
          <code className="sw-settings-value" data-testid="setting-href" title={href}>
            {href ?? trans('No link')}
          </code>
          <Button variant="outline" size="sm" data-testid="edit-link" onClick={() => setEditing(true)}>
            {trans('Edit link')}
          </Button>
        </div>
      </div>
      <SelectSetting
        label="Open in"
        value={node.attrs.target === '_blank' ? '_blank' : ''}
        options={TARGET_OPTIONS}
        testId="setting-target"
        onChange={(target) => setAttribute(store, node.id, 'target', target || null, { label: `Edit link of ${elementLabel(node)}` })}
      />
      <LinkDialog open={editing} current={node.attrs} onClose={() => setEditing(false)} onApply={apply} />
    </>
  );
}
