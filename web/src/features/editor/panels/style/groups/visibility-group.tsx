import { VISIBILITY_CLASSES } from '../../../model.ts';
import { useTrans } from '../../../../../lib/i18n.tsx';
import { useEditor } from '../../../editor-context.tsx';
import { useStyleRevision } from '../use-style.ts';
import { classList, elementLabel, elementNode } from '../../../state/element-info.ts';
import { StyleGroup } from '../style-group.tsx';

type Size = keyof typeof VISIBILITY_CLASSES;

/** responsiveHiddenOn, widest first like the breakpoint buttons. */
const SIZES: { size: Size; label: string }[] = [
  { size: 'xl', label: 'Desktop' },
  { size: 'lg', label: 'Laptop' },
  { size: 'md', label: 'Tablet' },
  { size: 'sm', label: 'Mobile' },
];

/** Hide the element on some screen sizes: one class per size, its CSS in the site stylesheet. */
export function VisibilityGroup({ id }: { id: string }) {
  const { store } = useEditor();
  const trans = useTrans();
  useStyleRevision();
  const node = elementNode(store.document, id);
  if (!node) return null;
  const tokens = classList(node);
  const toggle = (size: Size, label: string, hidden: boolean) => {
    const name = VISIBILITY_CLASSES[size];
    const step = `${hidden ? 'Hide' : 'Show'} ${elementLabel(node)} on ${label}`;
    store.edit([{ type: 'replaceClass', id, from: hidden ? null : name, to: hidden ? name : null }], { mergeKey: null, label: step });
  };
  return (
    <StyleGroup name="visibility" title="Visibility">
      <fieldset className="sw-style-visibility">
        <legend className="sw-style-label">{trans('Hide on')}</legend>
        {SIZES.map(({ size, label }) => (
          <label key={size} className="sw-style-check">
            <input type="checkbox" checked={tokens.includes(VISIBILITY_CLASSES[size])} data-testid={`hide-${size}`} onChange={(event) => toggle(size, label, event.currentTarget.checked)} />
            {trans(label)}
          </label>
        ))}
      </fieldset>
    </StyleGroup>
  );
}
