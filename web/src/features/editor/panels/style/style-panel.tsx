import { memo } from 'react';
import { definitionFor, type Capability } from '../../../../../../common/editor/element-definitions.ts';
import { STYLE_MAX_WIDTHS } from '../../model.ts';
import { useTrans } from '../../../../lib/i18n.tsx';
import { useEditor, useEditorState } from '../../editor-context.tsx';
import { elementLabel, elementNode } from '../../state/element-info.ts';
import { BackgroundGroup } from './groups/background-group.tsx';
import { BorderGroup } from './groups/border-group.tsx';
import { ClassListGroup } from './groups/class-list-group.tsx';
import { ColorGroup } from './groups/color-group.tsx';
import { ShadowGroup } from './groups/shadow-group.tsx';
import { SpacingGroup } from './groups/spacing-group.tsx';
import { TypographyGroup } from './groups/typography-group.tsx';
import { VisibilityGroup } from './groups/visibility-group.tsx';
import { useScrubbing } from './scrubbing.ts';
import { BREAKPOINT_LABELS, StyleRevisionContext, useStyleRevision } from './use-style.ts';
import './style-panel.css';

/** The revision the style controls see while a number is scrubbed: none, they wait for the drag to end. */
const SCRUBBING = -1;

/** Which breakpoint the controls edit: desktop styles apply everywhere, the others at their width and below. */
function EditingBreakpoint() {
  const { store } = useEditor();
  const trans = useTrans();
  useEditorState((s) => s.breakpoint);
  const breakpoint = store.styleBreakpoint;
  const width = STYLE_MAX_WIDTHS[breakpoint];
  return (
    <p className="sw-style-breakpoint" data-testid="style-breakpoint" data-breakpoint={breakpoint}>
      <strong>{trans('Editing: :breakpoint', { breakpoint: trans(BREAKPOINT_LABELS[breakpoint]) })}</strong>
      <span className="sw-muted">{width === null ? trans('Applies to every screen size.') : trans('Applies at :width px and narrower.', { width })}</span>
    </p>
  );
}

/** The style configuration of the selected element; its definition's capabilities decide the groups. */
export function StylePanel() {
  const { store } = useEditor();
  const trans = useTrans();
  const selectedId = useEditorState((s) => s.selectedId);
  const revision = useEditorState((s) => s.revision);
  const scrubbing = useScrubbing();
  const node = elementNode(store.document, selectedId);
  if (!node) {
    return (
      <p className="sw-editor-panel-selected" data-testid="panel-selected-element">
        {trans('Select an element in the page to edit it.')}
      </p>
    );
  }
  return (
    <StyleRevisionContext.Provider value={scrubbing ? SCRUBBING : revision}>
      {/* Kept mounted from one selection to the next: local choices reset through useSelectionState. */}
      <StyleGroups id={node.id} />
    </StyleRevisionContext.Provider>
  );
}

/**
 * The groups re-render with the revision the panel provides (memo: only through the context).
 * While a number is scrubbed that stays SCRUBBING: each step's frame goes to the canvas and the
 * scrubbed control alone shows the number (useScrub); the other controls catch up when the drag
 * ends. Otherwise they render with every edit, so typed and clicked controls never show a value a
 * step behind.
 */
const StyleGroups = memo(function StyleGroups({ id }: { id: string }) {
  const { store } = useEditor();
  const trans = useTrans();
  useStyleRevision();
  const node = elementNode(store.document, id);
  if (!node) return null;
  const capabilities = definitionFor(node).capabilities;
  const can = (capability: Capability) => capabilities.includes(capability);
  return (
    <div className="sw-style-panel" data-testid="style-panel">
      <p className="sw-editor-panel-selected" data-testid="panel-selected-element">
        {trans('Selected: :name', { name: trans(elementLabel(node)) })}
      </p>
      <EditingBreakpoint />
      <ClassListGroup id={id} />
      {can('visibility') && <VisibilityGroup id={id} />}
      {can('text') && <TypographyGroup id={id} />}
      <ColorGroup id={id} text={can('text')} />
      {can('background') && <BackgroundGroup id={id} />}
      {can('shadow') && <ShadowGroup id={id} text={can('text')} />}
      {(can('padding') || can('margin')) && <SpacingGroup id={id} padding={can('padding')} margin={can('margin')} />}
      {can('border') && <BorderGroup id={id} />}
    </div>
  );
});
