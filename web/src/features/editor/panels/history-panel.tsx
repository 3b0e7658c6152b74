import { useTrans } from '../../../lib/i18n.tsx';
import { useEditor, useEditorState } from '../editor-context.tsx';

/**
 * The active page's history: the state undo goes back to (the page as opened, or once the step cap
 * dropped older steps, the result of the last dropped one), then each step; the current one is marked.
 */
export function HistoryPanel() {
  const { store } = useEditor();
  const trans = useTrans();
  const history = useEditorState((s) => s.history);
  const entries = [{ index: -1, label: history.baseLabel ?? 'Opened page' }, ...history.labels.map((label, index) => ({ index, label }))];

  return (
    <ol className="sw-editor-history" data-testid="history-list">
      {entries.map(({ index, label }) => {
        const current = index === history.pointer;
        return (
          <li key={index}>
            <button
              type="button"
              className="sw-editor-history-step"
              data-testid="history-step"
              data-index={index}
              data-current={current}
              data-undone={index > history.pointer}
              aria-current={current ? 'step' : undefined}
              onClick={() => store.goTo(index)}
            >
              {trans(label)}
            </button>
          </li>
        );
      })}
    </ol>
  );
}
