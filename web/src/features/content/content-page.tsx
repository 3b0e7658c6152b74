import { useState } from 'react';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { POSTS_COLLECTION, type Collection } from '../../../../common/collections.ts';
import { AppLayout, PageHeader } from '../../app/layout/app-layout.tsx';
import { NotFoundPage } from '../../app/errors/error-pages.tsx';
import { useDocumentTitle } from '../../app/use-document-title.ts';
import { Trans, useTrans } from '../../lib/i18n.tsx';
import { Button, LinkButton } from '../../ui/button.tsx';
import { QueryError, QueryLoading } from '../../ui/query-status.tsx';
import { CollectionDialog } from './collection-dialog.tsx';
import { CollectionItems } from './collection-items.tsx';
import { useCollections, useContentProject } from './content-api.ts';
import { collectionName } from './item-format.ts';
import { collectionPath } from './paths.ts';
import '../auth/form-fields.css';
import './content.css';

/** The site id of a Content route; null when the address holds none. */
export function useProjectIdParam(): number | null {
  const projectId = Number(useParams().projectId);
  return Number.isInteger(projectId) && projectId > 0 ? projectId : null;
}

/**
 * /dashboard/sites/:projectId/content[/:collection]: the site's collections (the blog first) and
 * the items of the chosen one.
 */
export function ContentPage() {
  const projectId = useProjectIdParam();
  const collection = useParams().collection ?? POSTS_COLLECTION.slug;
  if (projectId === null) return <NotFoundPage />;
  return <SiteContent key={projectId} projectId={projectId} collectionSlug={collection} />;
}

function SiteContent({ projectId, collectionSlug }: { projectId: number; collectionSlug: string }) {
  useDocumentTitle('Content');
  const project = useContentProject(projectId);
  const collections = useCollections(projectId);
  const navigate = useNavigate();
  const [creating, setCreating] = useState(false);
  const list = collections.data ?? [];
  const current = list.find((collection) => collection.slug === collectionSlug);

  return (
    <AppLayout>
      <div className="sw-content" data-testid="content-page">
        <PageHeader
          title="Content"
          description={project.data ? <Trans message="Posts and collections of :name." values={{ name: project.data.name }} /> : undefined}
          actions={
            <>
              <LinkButton to="/dashboard" variant="text">
                <Trans message="All sites" />
              </LinkButton>
              <LinkButton to={`/editor/${projectId}`} variant="outline" data-testid="content-edit-site">
                <Trans message="Edit site" />
              </LinkButton>
            </>
          }
        />
        {collections.isPending ? (
          <QueryLoading testId="collections-loading" />
        ) : collections.isError ? (
          <QueryError title={<Trans message="The collections could not be loaded" />} error={collections.error} onRetry={() => void collections.refetch()} testId="collections-error" />
        ) : !current && collectionSlug !== POSTS_COLLECTION.slug ? (
          // An address naming a collection that is gone (deleted in another tab) falls back to the blog.
          <Navigate to={collectionPath(projectId, POSTS_COLLECTION.slug)} replace />
        ) : !current ? (
          <p className="sw-card" role="alert" data-testid="collections-missing">
            <Trans message="This site's collections could not be found." />
          </p>
        ) : (
          <div className="sw-content-layout">
            <CollectionsNav projectId={projectId} collections={list} current={current.slug} onCreate={() => setCreating(true)} />
            <CollectionItems key={current.slug} projectId={projectId} collection={current} collections={list} pages={project.data?.pages ?? []} />
          </div>
        )}
      </div>
      {creating && (
        <CollectionDialog
          open
          projectId={projectId}
          collection={null}
          collections={list}
          onClose={() => setCreating(false)}
          onDone={(created) => created && navigate(collectionPath(projectId, created.slug))}
        />
      )}
    </AppLayout>
  );
}

function CollectionsNav({ projectId, collections, current, onCreate }: { projectId: number; collections: readonly Collection[]; current: string; onCreate: () => void }) {
  const trans = useTrans();
  // The blog first, then the owner's collections in the order they were made.
  const ordered = [...collections].sort((a, b) => Number(b.builtin) - Number(a.builtin));
  return (
    <nav className="sw-content-nav" aria-label={trans('Collections')} data-testid="collections-nav">
      <ul>
        {ordered.map((collection) => (
          <li key={collection.slug}>
            <Link
              to={collectionPath(projectId, collection.slug)}
              className="sw-content-nav-link"
              aria-current={collection.slug === current ? 'page' : undefined}
              data-testid="collection-link"
              data-collection={collection.slug}
            >
              <span>{collectionName(collection)}</span>
              <span className="sw-content-count" data-testid="collection-count">
                {collection.items_count}
              </span>
            </Link>
          </li>
        ))}
      </ul>
      <Button variant="outline" size="sm" onClick={onCreate} data-testid="collection-new">
        + <Trans message="New collection" />
      </Button>
    </nav>
  );
}
