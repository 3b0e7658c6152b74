import { memo, useEffect, useRef } from 'react';
import { PART_ATTRIBUTE } from '../../../../../../common/editor/parts.ts';
import { useTrans } from '../../../../lib/i18n.tsx';
import { isOwnStyleClass, type ElementNode, type PageDocument } from '../../model.ts';
import { PanelIcon } from '../layout/icons.tsx';
import { LAYER_NAME_MAX_LENGTH } from './layer-actions.ts';
import { layerLabel, type TreeRow } from './tree-model.ts';
import { INDENT_PX } from './use-tree-drag.ts';
import { ROW_HEIGHT_PX } from './use-tree-viewport.ts';

const SNIPPET_LENGTH = 40;

/**
 * What tells two layers of one kind apart at a glance: the start of the element's own text, else
 * its classes (the editor's own style class left out).
 */
function layerHint(doc: PageDocument, node: ElementNode): string {
  for (const id of node.children) {
    const child = doc.nodes.get(id);
    if (child?.type !== 'text') continue;
    const text = child.text.replace(/\s+/g, ' ').trim();
    if (text) return text.length > SNIPPET_LENGTH ? `${text.slice(0, SNIPPET_LENGTH)}…` : text;
  }
  const classes = (node.attrs.class ?? '').split(/\s+/).filter((token) => token && !isOwnStyleClass(token));
  return classes.length ? `.${classes.join('.')}` : '';
}

export function treeRowDomId(id: string): string {
  return `sw-navigator-row-${id}`;
}

export interface TreeRowProps {
  doc: PageDocument;
  node: ElementNode;
  row: TreeRow;
  index: number;
  /** Changes whenever the document does (rows are memoised). */
  revision: number;
  isRoot: boolean;
  selected: boolean;
  focused: boolean;
  hidden: boolean;
  renaming: boolean;
  onToggle: (id: string) => void;
  onToggleHidden: (id: string) => void;
  onPress: (event: React.PointerEvent, id: string) => void;
  onClick: (id: string) => void;
  onStartRename: (id: string) => void;
  onRename: (id: string, name: string | null) => void;
}

export const TreeRowView = memo(function TreeRowView(props: TreeRowProps) {
  const { doc, node, row, index, isRoot, selected, focused, hidden, renaming } = props;
  const trans = useTrans();
  const label = layerLabel(node);
  const snippet = layerHint(doc, node);
  return (
    <div
      role="treeitem"
      id={treeRowDomId(row.id)}
      aria-level={row.depth + 1}
      aria-expanded={row.hasChildren ? row.expanded : undefined}
      aria-selected={selected}
      aria-label={snippet ? `${trans(label)}: ${snippet}` : trans(label)}
      className="sw-navigator-row"
      data-testid="navigator-row"
      data-node-id={row.id}
      data-label={label}
      data-selected={selected}
      data-focused={focused}
      data-expanded={row.hasChildren ? row.expanded : undefined}
      data-hidden={hidden || row.hiddenByAncestor}
      data-shared-part={node.attrs[PART_ATTRIBUTE] ? true : undefined}
      style={{ top: index * ROW_HEIGHT_PX, height: ROW_HEIGHT_PX, paddingLeft: row.depth * INDENT_PX }}
      onPointerDown={(event) => props.onPress(event, row.id)}
      onClick={() => props.onClick(row.id)}
      onDoubleClick={() => !isRoot && props.onStartRename(row.id)}
    >
      {row.hasChildren && !isRoot ? (
        <button
          type="button"
          tabIndex={-1}
          className="sw-navigator-toggle"
          data-testid="navigator-toggle"
          aria-label={row.expanded ? trans('Collapse') : trans('Expand')}
          onClick={(event) => {
            event.stopPropagation();
            props.onToggle(row.id);
          }}
        >
          <PanelIcon name={row.expanded ? 'chevronDown' : 'chevronRight'} size={14} />
        </button>
      ) : (
        <span className="sw-navigator-toggle" aria-hidden="true" />
      )}
      {renaming ? (
        <RenameField initial={label} onDone={(name) => props.onRename(row.id, name)} />
      ) : (
        <span className="sw-navigator-label">
          {trans(label)}
          {snippet && <span className="sw-navigator-snippet">{snippet}</span>}
          {node.attrs[PART_ATTRIBUTE] && (
            <span className="sw-navigator-part" data-testid="navigator-shared-part" title={trans('Shared part: edits show on every page that has it')}>
              {trans('Shared')}
            </span>
          )}
        </span>
      )}
      {!isRoot && (
        <button
          type="button"
          tabIndex={-1}
          className="sw-navigator-eye"
          data-testid="navigator-hide"
          aria-pressed={hidden}
          aria-label={hidden ? trans('Show in canvas') : trans('Hide in canvas')}
          title={hidden ? trans('Show in canvas') : trans('Hide in canvas')}
          onClick={(event) => {
            event.stopPropagation();
            props.onToggleHidden(row.id);
          }}
        >
          <PanelIcon name={hidden ? 'eyeOff' : 'eye'} size={14} />
        </button>
      )}
    </div>
  );
});

/** The inline name field: Enter or leaving it keeps the name, Escape drops it (null). */
function RenameField({ initial, onDone }: { initial: string; onDone: (name: string | null) => void }) {
  const trans = useTrans();
  const ref = useRef<HTMLInputElement>(null);
  const done = useRef(false);
  const finish = (name: string | null) => {
    if (done.current) return;
    done.current = true;
    onDone(name);
  };
  useEffect(() => {
    ref.current?.focus();
    ref.current?.select();
  }, []);
  return (
    <input
      ref={ref}
      className="sw-navigator-rename"
      data-testid="navigator-rename-input"
      aria-label={trans('Layer name')}
      defaultValue={initial}
      maxLength={LAYER_NAME_MAX_LENGTH}
      onPointerDown={(event) => event.stopPropagation()}
      onClick={(event) => event.stopPropagation()}
      onKeyDown={(event) => {
        event.stopPropagation();
        if (event.key === 'Enter') finish(event.currentTarget.value);
        else if (event.key === 'Escape') {
          event.preventDefault();
          finish(null);
        }
      }}
      onBlur={(event) => finish(event.currentTarget.value)}
    />
  );
}
