import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { POSTS_COLLECTION } from '../../../../../common/collections.ts';
import { useBootstrapData } from '../../../app/bootstrap/bootstrap-store.ts';
import { useTrans } from '../../../lib/i18n.tsx';
import { fetchNewestItems, itemsQueryKey } from '../../content/content-api.ts';
import { Spinner } from '../../../ui/spinner.tsx';
import { fetchElementCatalogue } from '../editor-api.ts';
import { useEditor, useEditorState } from '../editor-context.tsx';
import { elementNameFromHtml, type ElementDefinition } from '../model.ts';
import { businessQueryKey, fetchBusinessDetails } from '../dialogs/business-details-api.ts';
import { groupElements, withBusinessDetails } from '../state/catalogue.ts';
import { withCollectionPreview } from '../state/collection-preview.ts';
import { fetchCustomElements } from '../state/custom-elements.ts';

export const NO_MATCHES_MESSAGE = 'There are no items matching your query';

/** The block and element catalogue, custom elements included, by category: drag a card into the canvas, or click to append. */
export function ElementsPanel() {
  const trans = useTrans();
  const [query, setQuery] = useState('');
  const catalogue = useQuery({ queryKey: ['editor', 'elements'], queryFn: fetchElementCatalogue, staleTime: Infinity });
  // The admin's custom elements join the built-in ones; the built-in catalogue works without them.
  const custom = useQuery({ queryKey: ['editor', 'elements', 'custom'], queryFn: () => fetchCustomElements(), staleTime: Infinity, retry: false });
  // The business blocks show the site's own details once they are set.
  const projectId = useEditorState((s) => s.projectId);
  const business = useQuery({ queryKey: businessQueryKey(projectId), queryFn: () => fetchBusinessDetails(projectId) });
  const { store } = useEditor();
  useEffect(() => store.setSiteCountry(business.data?.country ?? null), [store, business.data]);
  // A collection list's card shows the newest post, when there is one.
  const newest = useQuery({ queryKey: [...itemsQueryKey(projectId, POSTS_COLLECTION.slug), 'newest'], queryFn: ({ signal }) => fetchNewestItems(projectId, POSTS_COLLECTION.slug, signal), retry: false });
  const { i18n } = useBootstrapData();
  const elements = useMemo(() => {
    const withDetails = withBusinessDetails([...(catalogue.data ?? []), ...(custom.data ?? [])], business.data);
    return newest.data ? withCollectionPreview(withDetails, newest.data, i18n.language) : withDetails;
  }, [catalogue.data, custom.data, business.data, newest.data, i18n.language]);
  const groups = useMemo(() => groupElements(elements, query), [elements, query]);

  return (
    <div className="sw-editor-elements">
      <input
        type="search"
        className="sw-input sw-editor-search"
        data-testid="element-search"
        placeholder={trans('Search elements')}
        aria-label={trans('Search elements')}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
      />
      {catalogue.isPending && <Spinner />}
      {catalogue.isError && <p className="sw-muted">{trans('The elements could not be loaded.')}</p>}
      {custom.isError && <p className="sw-muted">{trans('The custom elements could not be loaded.')}</p>}
      {catalogue.isSuccess && groups.length === 0 && (
        <p className="sw-editor-empty" data-testid="elements-empty">
          {trans(NO_MATCHES_MESSAGE)}
        </p>
      )}
      <SharedPartsGroup />
      {groups.map((group) => (
        <section key={group.category} className="sw-editor-element-group" data-testid="element-group" data-category={group.category}>
          <h3>{trans(group.category)}</h3>
          <div className="sw-editor-element-grid">
            {group.elements.map((element) => (
              <ElementCard key={`${group.category}:${element.name}`} element={element} />
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}

function ElementCard({ element }: { element: ElementDefinition }) {
  const { store, drag } = useEditor();
  const trans = useTrans();
  const isColumn = elementNameFromHtml(element.html) === 'Column';
  return (
    <button
      type="button"
      className="sw-editor-element-card"
      data-testid="element-card"
      data-name={element.name}
      title={trans('Drag into the page, or click to add')}
      onPointerDown={(event) => {
        // No text selection or focus change from a mouse press that may become a drag.
        if (event.pointerType === 'mouse') event.preventDefault();
        drag.press({ kind: 'new', html: element.html, label: element.name, isColumn }, event);
      }}
      onClick={() => {
        if (!drag.justDragged) store.appendElement(element.html);
      }}
    >
      <span className="sw-editor-element-icon" aria-hidden="true">
        {element.icon ? <img src={element.icon} alt="" width={18} height={18} draggable={false} /> : element.name.charAt(0).toUpperCase()}
      </span>
      <span className="sw-editor-element-name">{trans(element.name)}</span>
    </button>
  );
}

/** The project's shared parts: a click puts the part on this page (a header first, a footer last). */
function SharedPartsGroup() {
  const { store } = useEditor();
  const trans = useTrans();
  const parts = useEditorState((s) => s.parts);
  if (parts.length === 0) return null;
  return (
    <section className="sw-editor-element-group" data-testid="element-group" data-category="Shared parts">
      <h3>{trans('Shared parts')}</h3>
      <div className="sw-editor-element-grid">
        {parts.map((part) => (
          <button
            key={part.id}
            type="button"
            className="sw-editor-element-card"
            data-testid="shared-part-card"
            data-part-id={part.id}
            title={trans('Add to this page')}
            onClick={() => store.insertPart(part.id)}
          >
            <span className="sw-editor-element-icon" aria-hidden="true">
              {part.name.charAt(0).toUpperCase()}
            </span>
            <span className="sw-editor-element-name">{part.name}</span>
          </button>
        ))}
      </div>
    </section>
  );
}
