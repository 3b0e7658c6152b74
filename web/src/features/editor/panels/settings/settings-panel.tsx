import type { ComponentType } from 'react';
import { definitionFor, type SettingsControl } from '../../../../../../common/editor/element-definitions.ts';
import { useTrans } from '../../../../lib/i18n.tsx';
import { useEditor, useEditorState } from '../../editor-context.tsx';
import { AiSettings } from '../../ai/ai-controls.tsx';
import type { ElementNode } from '../../model.ts';
import { elementLabel, elementNode } from '../../state/element-info.ts';
import { WidgetSettingsSection } from '../addons/widget-settings.tsx';
import { ImageSettings } from '../image-settings.tsx';
import { AttributeEditor, IdTitleSettings } from './attribute-settings.tsx';
import { CollectionSettings } from './collection-settings.tsx';
import { SettingsSection } from './fields.tsx';
import { FormSettings, SelectSettings, TextareaSettings } from './form-settings.tsx';
import { HeadingSettings } from './heading-settings.tsx';
import { PartSettings } from './part-settings.tsx';
import { IconSettings } from './icon-settings.tsx';
import { ContentSettings, LinkSettings } from './link-settings.tsx';
import { TableSettings } from './table-settings.tsx';
import { VideoSettings } from './video-settings.tsx';
import './settings.css';

// The Settings panel: the element's shared part and collection bindings, what the selected
// element's definition (common/editor/element-definitions.ts) offers, then its id and title, then
// every other attribute. Each control is one undoable step.

const CONTROLS: Record<SettingsControl, { title: string; Component: ComponentType<{ node: ElementNode }> }> = {
  heading: { title: 'Heading', Component: HeadingSettings },
  icon: { title: 'Icon', Component: IconSettings },
  content: { title: 'Text', Component: ContentSettings },
  link: { title: 'Link', Component: LinkSettings },
  image: { title: 'Image', Component: ({ node }) => <ImageSettings id={node.id} /> },
  video: { title: 'Video', Component: VideoSettings },
  textarea: { title: 'Text area', Component: TextareaSettings },
  form: { title: 'Form', Component: FormSettings },
  select: { title: 'Options', Component: SelectSettings },
  table: { title: 'Table', Component: TableSettings },
};

export function SettingsPanel() {
  const { store } = useEditor();
  const trans = useTrans();
  const selectedId = useEditorState((s) => s.selectedId);
  useEditorState((s) => s.revision);
  const node = elementNode(store.document, selectedId);
  if (!node) {
    return (
      <p className="sw-editor-panel-selected" data-testid="panel-selected-element">
        {trans('Select an element in the page to edit it.')}
      </p>
    );
  }
  const definition = definitionFor(node);
  return (
    // Keyed by element: fields being typed into start afresh for another element.
    <div key={node.id} className="sw-settings" data-testid="settings-panel" data-definition={definition.name}>
      <p className="sw-editor-panel-selected" data-testid="panel-selected-element">
        {trans('Selected: :name', { name: trans(elementLabel(node)) })}
      </p>
      <PartSettings node={node} />
      <CollectionSettings node={node} />
      {definition.capabilities.includes('settings') ? (
        <>
          <WidgetSettingsSection node={node} />
          {definition.controls.map((control) => {
            const { title, Component } = CONTROLS[control];
            return (
              <SettingsSection key={control} title={title} testId={`settings-${control}`}>
                <Component node={node} />
              </SettingsSection>
            );
          })}
          <AiSettings node={node} />
          <SettingsSection title="Attributes" testId="settings-attributes">
            <IdTitleSettings node={node} />
          </SettingsSection>
          <SettingsSection title="All attributes" testId="settings-all-attributes">
            <AttributeEditor node={node} />
          </SettingsSection>
        </>
      ) : (
        <p className="sw-muted" data-testid="settings-none">
          {trans('This element has no settings of its own.')}
        </p>
      )}
    </div>
  );
}
