import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import type { Collection } from '../../../../common/collections.ts';
import type { ProjectPage } from '../../../../common/editor/types.ts';
import { showHttpErrorToast } from '../../lib/http/show-http-error-toast.ts';
import { Trans, trans, useTrans } from '../../lib/i18n.tsx';
import { Button, LinkButton } from '../../ui/button.tsx';
import { toast } from '../../ui/toast/toast-store.ts';
import { contentQueryKey, updateCollection } from './content-api.ts';
import type { SetupWords } from './collection-markup.ts';
import { collectionName } from './item-format.ts';

function setupWords(): SetupWords {
  return {
    title: trans('Title'),
    date: trans('Publication date'),
    text: trans('The text appears here.'),
    excerpt: trans('A short summary.'),
    more: trans('Read more'),
    latest: trans('Latest posts'),
  };
}

/**
 * Where a collection shows on the site: the page whose slug is the base path of its item and list
 * pages. Any page but the home page can be chosen, or one made in a click ("Set up the blog").
 */
export function TemplatePageSetting({ projectId, collection, pages }: { projectId: number; collection: Collection; pages: readonly ProjectPage[] }) {
  useTrans();
  const id = useId();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: contentQueryKey(projectId) });
  // The first page is the home page: its address cannot hold an item's pages.
  const choices = pages.slice(1);
  const current = pages.find((page) => page.id === collection.template_page_id) ?? null;

  const choose = useMutation({
    mutationFn: (pageId: string | null) => updateCollection(projectId, collection.slug, { template_page_id: pageId }),
    onSuccess: refresh,
    onError: (error) => showHttpErrorToast(error),
  });
  const setUp = useMutation({
    mutationFn: async () => {
      const { setUpCollectionPage } = await import('./collection-setup.ts');
      const name = collection.builtin ? trans('Blog') : collectionName(collection);
      return setUpCollectionPage(projectId, collection, setupWords(), { page: name, heading: collection.builtin ? trans('Latest posts') : name, slug: collection.builtin ? 'blog' : collection.slug });
    },
    onSuccess: async (page) => {
      await refresh();
      toast(trans('The page :name was added to your site.', { name: page.name }));
    },
    onError: (error) => showHttpErrorToast(error),
  });

  return (
    <div className={current ? 'sw-content-template' : 'sw-content-template sw-content-notice'} data-testid="template-page" data-page-id={current?.id ?? ''}>
      {!current && (
        <p>
          {collection.builtin ? (
            <Trans message="Your posts are not on your site yet. Set up the blog to add a page that lists them and shows each one." />
          ) : (
            <Trans message="This collection is not on your site yet. Add a page that lists its items and shows each one." />
          )}
        </p>
      )}
      <div className="sw-content-template-row">
        <label className="sw-label" htmlFor={id}>
          {trans('Page that shows the items')}
        </label>
        <select
          id={id}
          className="sw-input"
          value={current?.id ?? ''}
          disabled={choose.isPending}
          data-testid="template-page-select"
          onChange={(event) => choose.mutate(event.target.value || null)}
        >
          <option value="">{trans('None')}</option>
          {choices.map((page) => (
            <option key={page.id} value={page.id}>
              {page.name}
              {page.doc.slug ? ` (/${page.doc.slug})` : ''}
            </option>
          ))}
        </select>
        {current ? (
          <LinkButton to={`/editor/${projectId}?page=${encodeURIComponent(current.id)}`} variant="outline" size="sm" data-testid="template-page-edit">
            <Trans message="Design it in the editor" />
          </LinkButton>
        ) : (
          <Button size="sm" disabled={setUp.isPending} onClick={() => setUp.mutate()} data-testid="collection-set-up">
            {collection.builtin ? <Trans message="Set up the blog" /> : <Trans message="Add its page" />}
          </Button>
        )}
      </div>
    </div>
  );
}
