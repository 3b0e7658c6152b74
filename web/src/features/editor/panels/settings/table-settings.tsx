import { useTrans } from '../../../../lib/i18n.tsx';
import { Button } from '../../../../ui/button.tsx';
import { useEditor, useEditorState } from '../../editor-context.tsx';
import type { ElementNode, Operation, PageDocument } from '../../model.ts';
import { isInside } from '../../state/element-info.ts';
import { addTableColumn, addTableRow, columnCount, removeTableColumn, removeTableRow, tableOf, tableRows } from './table-edits.ts';

type TableEdit = (doc: PageDocument, tableId: string, selectedId: string | null) => Operation[];

const ACTIONS: ReadonlyArray<{ label: string; testId: string; edit: TableEdit }> = [
  { label: 'Add row', testId: 'table-add-row', edit: addTableRow },
  { label: 'Remove row', testId: 'table-remove-row', edit: removeTableRow },
  { label: 'Add column', testId: 'table-add-column', edit: addTableColumn },
  { label: 'Remove column', testId: 'table-remove-column', edit: removeTableColumn },
];

/** The rows and columns of the table the selection is in, next to the selected cell or at the end. */
export function TableSettings({ node }: { node: ElementNode }) {
  const { store } = useEditor();
  const trans = useTrans();
  const selectedId = useEditorState((s) => s.selectedId);
  const doc = store.document;
  const table = tableOf(doc, node.id);
  if (!table) return null;
  return (
    <div className="sw-settings-table" data-testid="setting-table">
      <p className="sw-muted" data-testid="setting-table-size">
        {trans(':rows rows, :columns columns', { rows: tableRows(doc, table).length, columns: columnCount(doc, table) })}
      </p>
      <div className="sw-settings-buttons">
        {ACTIONS.map(({ label, testId, edit }) => {
          const ops = edit(doc, table.id, selectedId);
          const removesSelection = ops.some((op) => op.type === 'remove' && selectedId !== null && isInside(doc, selectedId, op.id));
          return (
            <Button
              key={testId}
              variant="outline"
              size="sm"
              data-testid={testId}
              disabled={ops.length === 0}
              // Removing the selected row or cell selects the table, and this panel stays open.
              onClick={() => store.edit(ops, { label, mergeKey: null, select: removesSelection ? table.id : undefined, openPanel: false })}
            >
              {trans(label)}
            </Button>
          );
        })}
      </div>
    </div>
  );
}
