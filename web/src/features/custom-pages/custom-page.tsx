import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { NOT_FOUND_TITLE, NotFoundPage } from '../../app/errors/error-pages.tsx';
import { AppLayout } from '../../app/layout/app-layout.tsx';
import { useDocumentTitle } from '../../app/use-document-title.ts';
import { apiClient } from '../../lib/http/api-client.ts';
import { errorStatus } from '../../lib/http/http-error.ts';
import { QueryLoading } from '../../ui/query-status.tsx';
import './custom-page.css';

export interface CustomPage {
  id: number;
  slug: string;
  title: string;
  /** HTML written by an admin (sanitised by the server). */
  body: string;
  /** Empty fields fall back to the page's title and the start of its body (the server writes them into the head). */
  seo?: { title?: string; description?: string };
  /** The admin chose to show this page without the navbar (a landing or legal page on its own). */
  hide_nav?: boolean;
}

export function customPageQuery(pageIdOrSlug: string) {
  return {
    queryKey: ['custom-pages', pageIdOrSlug],
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      apiClient.get<{ page: CustomPage }>(`custom-pages/${encodeURIComponent(pageIdOrSlug)}`, undefined, { signal }),
  };
}

/** A custom content page: 404 shows the not-found page, other failures the page-load error. */
export function CustomPageView({ pageIdOrSlug }: { pageIdOrSlug: string }) {
  // 404 renders the not-found page here; other errors go to the route's error element.
  const query = useQuery({ ...customPageQuery(pageIdOrSlug), throwOnError: (error) => errorStatus(error) !== 404 });
  const page = query.data?.page;
  useDocumentTitle(page ? page.seo?.title || page.title : errorStatus(query.error) === 404 ? NOT_FOUND_TITLE : null);
  if (errorStatus(query.error) === 404) return <NotFoundPage />;
  const content = page ? (
    <article className="sw-custom-page" data-testid="custom-page">
      <h1>{page.title}</h1>
      <div className="sw-custom-page-body" dangerouslySetInnerHTML={{ __html: page.body }} />
    </article>
  ) : (
    <QueryLoading size="lg" />
  );
  if (page?.hide_nav) {
    return (
      <div className="sw-app-layout">
        <main id="main-content" tabIndex={-1} className="sw-main sw-main-narrow" data-testid="custom-page-without-nav">
          {content}
        </main>
      </div>
    );
  }
  return (
    <AppLayout navbarMenu="custom-page-navbar" narrow>
      {content}
    </AppLayout>
  );
}

/** /pages/:pageSlug and /pages/:pageId/:pageSlug (the id wins when present). */
export function CustomPageRoute() {
  const { pageId, pageSlug } = useParams();
  const key = pageId ?? pageSlug ?? '';
  return <CustomPageView key={key} pageIdOrSlug={key} />;
}
