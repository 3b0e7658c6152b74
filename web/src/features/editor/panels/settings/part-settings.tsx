import { useState, type FormEvent } from 'react';
import { useTrans } from '../../../../lib/i18n.tsx';
import { Button } from '../../../../ui/button.tsx';
import { useEditor, useEditorState } from '../../editor-context.tsx';
import type { ElementNode } from '../../model.ts';
import { SettingsSection } from './fields.tsx';

// The selected element and site-wide parts: inside an instance, which part it is, how many pages
// share it and what can be done with this page's copy; on a top-level section, header or footer,
// "Make shared part" with a name.

export function PartSettings({ node }: { node: ElementNode }) {
  const { store } = useEditor();
  useEditorState((s) => s.parts);
  const found = store.partAt(node.id);
  if (found) return <SharedPartInfo id={node.id} name={found.part.name} pages={store.partUsage(found.part.id)} />;
  if (!store.canMakeShared(node.id)) return null;
  return <MakeSharedForm key={node.id} id={node.id} defaultName={store.defaultPartName(node.id)} />;
}

function SharedPartInfo({ id, name, pages }: { id: string; name: string; pages: number }) {
  const { store } = useEditor();
  const trans = useTrans();
  return (
    <div className="sw-settings-part" data-testid="shared-part-info" role="note">
      <p className="sw-settings-part-title" data-testid="shared-part-name">
        {trans(':name — shared by :count pages', { name, count: String(pages) })}
      </p>
      <p className="sw-field-description">{trans('Edit here changes every page.')}</p>
      <div className="sw-settings-part-actions">
        <Button size="sm" variant="outline" data-testid="shared-part-detach" onClick={() => store.detachPart(id)}>
          {trans('Detach from shared part')}
        </Button>
        <Button size="sm" variant="outline" data-testid="shared-part-remove" onClick={() => store.removePartFromPage(id)}>
          {trans('Remove from this page')}
        </Button>
      </div>
    </div>
  );
}

function MakeSharedForm({ id, defaultName }: { id: string; defaultName: string }) {
  const { store } = useEditor();
  const trans = useTrans();
  const [name, setName] = useState(defaultName);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    store.makeShared(id, name);
  };
  return (
    <SettingsSection title="Shared part" testId="settings-make-shared">
      <form className="sw-settings-part-form" onSubmit={submit}>
        <label className="sw-label" htmlFor="sw-part-name">
          {trans('Name')}
        </label>
        <input id="sw-part-name" className="sw-input" data-testid="shared-part-name-input" maxLength={100} value={name} onChange={(event) => setName(event.target.value)} />
        <p className="sw-field-description">{trans('Show this on other pages and edit it once for all of them.')}</p>
        <Button size="sm" type="submit" data-testid="shared-part-make" disabled={!name.trim()}>
          {trans('Make shared part')}
        </Button>
      </form>
    </SettingsSection>
  );
}
