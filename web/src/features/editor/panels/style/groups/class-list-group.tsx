import { useEffect, useId, useState, type FormEvent } from 'react';
import { isOwnStyleClass, type Operation } from '../../../model.ts';
import { useTrans } from '../../../../../lib/i18n.tsx';
import { useEditor } from '../../../editor-context.tsx';
import { useStyleRevision } from '../use-style.ts';
import { classList, elementNode } from '../../../state/element-info.ts';
import { useSelectionState } from '../selection-state.ts';
import { knownSiteClassNames, siteClassNames } from '../site-classes.ts';
import { StyleGroup } from '../style-group.tsx';
import { StyleIcon } from '../style-icons.tsx';

const CLASS_TOKEN = /^[^\s"'<>=&]+$/;

/**
 * classList: the element's classes in order; add (with the site stylesheet's classes as
 * suggestions), remove and reorder. The element's own style class stays: its styles hang on it.
 */
export function ClassListGroup({ id }: { id: string }) {
  const { store } = useEditor();
  const trans = useTrans();
  useStyleRevision();
  const listId = useId();
  const [draft, setDraft] = useSelectionState(id, '');
  const [suggestions, setSuggestions] = useState<string[]>(() => knownSiteClassNames() ?? []);
  useEffect(() => {
    if (knownSiteClassNames()) return;
    let live = true;
    void siteClassNames().then((names) => live && setSuggestions(names));
    return () => {
      live = false;
    };
  }, []);

  const node = elementNode(store.document, id);
  if (!node) return null;
  const tokens = classList(node);
  const edit = (ops: Operation[]) => store.edit(ops, { mergeKey: null });

  const add = (event: FormEvent) => {
    event.preventDefault();
    const fresh = [...new Set(draft.split(/\s+/).filter((token) => CLASS_TOKEN.test(token) && !tokens.includes(token)))];
    if (fresh.length) edit(fresh.map((to): Operation => ({ type: 'replaceClass', id, from: null, to })));
    setDraft('');
  };
  const move = (index: number, direction: -1 | 1) => {
    const next = [...tokens];
    [next[index], next[index + direction]] = [next[index + direction], next[index]];
    edit([{ type: 'setAttributes', id, attrs: { class: next.join(' ') } }]);
  };

  return (
    <StyleGroup name="classes" title="Classes">
      {tokens.length === 0 ? (
        <p className="sw-muted sw-style-note">{trans('No classes yet.')}</p>
      ) : (
        <ul className="sw-style-classes" data-testid="class-list" aria-label={trans('Classes')}>
          {tokens.map((token, index) => {
            const own = isOwnStyleClass(token);
            return (
              <li key={token} className="sw-style-class" data-testid="class-token" data-class={token} data-own={own ? 'true' : undefined} title={own ? trans('The styles set in this panel') : undefined}>
                <span className="sw-style-class-name">{token}</span>
                <button type="button" className="sw-style-mini-btn" aria-label={trans('Move :name left', { name: token })} disabled={index === 0} onClick={() => move(index, -1)}>
                  <StyleIcon name="left" size={14} />
                </button>
                <button type="button" className="sw-style-mini-btn" aria-label={trans('Move :name right', { name: token })} disabled={index === tokens.length - 1} onClick={() => move(index, 1)}>
                  <StyleIcon name="right" size={14} />
                </button>
                {!own && (
                  <button type="button" className="sw-style-mini-btn" aria-label={trans('Remove class :name', { name: token })} data-testid="class-remove" onClick={() => edit([{ type: 'replaceClass', id, from: token, to: null }])}>
                    <StyleIcon name="close" size={14} />
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      )}
      <form className="sw-style-class-add" onSubmit={add}>
        <input
          className="sw-input"
          list={listId}
          value={draft}
          placeholder={trans('Add a class')}
          aria-label={trans('Add a class')}
          data-testid="class-add-input"
          spellCheck={false}
          onChange={(event) => setDraft(event.currentTarget.value)}
        />
        <button type="submit" className="sw-btn sw-btn-outline sw-btn-sm" data-testid="class-add" disabled={!draft.trim()}>
          {trans('Add')}
        </button>
        <datalist id={listId}>
          {suggestions
            .filter((name) => !tokens.includes(name))
            .map((name) => (
              <option key={name} value={name} />
            ))}
        </datalist>
      </form>
    </StyleGroup>
  );
}
