import { useQuery } from '@tanstack/react-query';
import { BINDING_ATTRIBUTES, COLLECTION_LIMITS, type Collection } from '../../../../../../common/collections.ts';
import { trans, useTrans } from '../../../../lib/i18n.tsx';
import { queryClient } from '../../../../lib/query-client.ts';
import { collectionsQueryKey, fetchCollections } from '../../../content/content-api.ts';
import { collectionName } from '../../../content/item-format.ts';
import { contentPath } from '../../../content/paths.ts';
import { useEditor, useEditorState } from '../../editor-context.tsx';
import type { ElementNode } from '../../model.ts';
import { bindingContext, fieldOptions, hrefOptions, type BindingContext } from '../../state/collection-bindings.ts';
import { setAttribute } from './element-edits.ts';
import { SelectSetting, SettingsSection, TextSetting } from './fields.tsx';

// The settings panel's Content section: a collection list section's choices (which collection,
// how many per page, a tag, the order, pagination) and, for an element inside a list's card or on
// a collection's template page, the item field it shows or links by. Every change is one
// setAttributes operation, so it undoes like any other edit.

const A = BINDING_ATTRIBUTES;

export function CollectionSettings({ node }: { node: ElementNode }) {
  const { store } = useEditor();
  const projectId = useEditorState((s) => s.projectId);
  const pageId = useEditorState((s) => s.activePageId);
  // The editor loads the collections once (editor.tsx); the panel reads them from the app's one
  // client, named so that the panel also renders where no provider wraps it (its tests).
  const collections = useQuery({ queryKey: collectionsQueryKey(projectId), queryFn: ({ signal }) => fetchCollections(projectId, signal), enabled: false }, queryClient);
  const list = collections.data ?? [];
  const isList = A.list in node.attrs;
  const context = isList ? null : bindingContext(store.document, node.id, list, pageId);
  if (!isList && !context) return null;
  return (
    <SettingsSection title={trans('Content')} testId="settings-collection">
      {isList ? <ListSettings node={node} collections={list} projectId={projectId} /> : context && <FieldBinding node={node} context={context} />}
    </SettingsSection>
  );
}

function ListSettings({ node, collections, projectId }: { node: ElementNode; collections: readonly Collection[]; projectId: number }) {
  const { store } = useEditor();
  useTrans();
  const label = 'Edit collection list';
  const set = (name: string, value: string | null, merge = false) => setAttribute(store, node.id, name, value, { label, merge });
  const current = node.attrs[A.list] ?? '';
  const known = collections.some((collection) => collection.slug === current);
  const options = [...collections.map((collection) => ({ value: collection.slug, label: collectionName(collection) })), ...(known || !current ? [] : [{ value: current, label: current }])];
  return (
    <div className="sw-settings-collection" data-testid="collection-list-settings">
      <SelectSetting label={trans('Collection')} value={current} options={options} testId="setting-collection" onChange={(slug) => set(A.list, slug)} />
      <TextSetting
        label={trans('Items per page')}
        type="number"
        min={1}
        max={COLLECTION_LIMITS.maxPerPage}
        value={node.attrs[A.perPage] ?? String(COLLECTION_LIMITS.defaultPerPage)}
        testId="setting-per-page"
        onCommit={(value) => {
          const n = Math.round(Number(value));
          set(A.perPage, Number.isFinite(n) && n >= 1 ? String(Math.min(n, COLLECTION_LIMITS.maxPerPage)) : null);
        }}
      />
      <TextSetting label={trans('Only items tagged')} value={node.attrs[A.tag] ?? ''} placeholder={trans('Any tag')} testId="setting-tag" onChange={(tag) => set(A.tag, tag.trim() || null, true)} />
      <SelectSetting
        label={trans('Order')}
        value={node.attrs[A.order] === 'upcoming' ? 'upcoming' : 'latest'}
        options={[
          { value: 'latest', label: trans('Newest first') },
          { value: 'upcoming', label: trans('Upcoming first (by date field)') },
        ]}
        testId="setting-order"
        onChange={(order) => set(A.order, order)}
      />
      <label className="sw-settings-check">
        <input type="checkbox" checked={node.attrs[A.paginate] === 'true'} data-testid="setting-paginate" onChange={(event) => set(A.paginate, event.currentTarget.checked ? 'true' : null)} />
        {trans('Split into numbered pages')}
      </label>
      <p className="sw-field-description">
        {trans('The card marked in this section repeats for each item on the published site.')}{' '}
        <a href={contentPath(projectId)} target="_blank" rel="noopener noreferrer">
          {trans('Write posts')}
        </a>
      </p>
    </div>
  );
}

function FieldBinding({ node, context }: { node: ElementNode; context: BindingContext }) {
  const { store } = useEditor();
  useTrans();
  const label = 'Bind to field';
  const fields = fieldOptions(context.collection, node);
  const field = node.attrs[A.field] ?? '';
  const href = node.attrs[A.href] ?? '';
  const none = { value: '', label: trans('Nothing (keeps its own content)') };
  const unknown = (value: string, options: { value: string }[]) => (value && !options.some((option) => option.value === value) ? [{ value, label: value }] : []);
  return (
    <div className="sw-settings-collection" data-testid="field-binding-settings" data-collection={context.collection.slug}>
      <p className="sw-field-description">
        {context.inCard
          ? trans('Shows a field of each item of :name.', { name: collectionName(context.collection) })
          : trans('This page shows one item of :name.', { name: collectionName(context.collection) })}
      </p>
      {!(A.card in node.attrs) && (
        <SelectSetting
          label={trans('Shows')}
          value={field}
          options={[none, ...fields, ...unknown(field, fields)]}
          testId="setting-bind-field"
          onChange={(value) => setAttribute(store, node.id, A.field, value || null, { label, merge: false })}
        />
      )}
      {node.tag === 'a' && (
        <SelectSetting
          label={trans('Links to')}
          value={href}
          options={[{ value: '', label: trans('Its own address') }, ...hrefOptions(context.collection), ...unknown(href, hrefOptions(context.collection))]}
          testId="setting-bind-href"
          onChange={(value) => setAttribute(store, node.id, A.href, value || null, { label, merge: false })}
        />
      )}
      {A.card in node.attrs && <p className="sw-field-description">{trans('This card repeats for each item.')}</p>}
    </div>
  );
}
