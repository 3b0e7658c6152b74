import { Navigate, isRouteErrorResponse, useLocation, useRouteError } from 'react-router';
import { errorStatus } from '../../lib/http/http-error.ts';
import { loginPathWithRedirect } from '../auth/redirects.ts';
import { useBootstrapState } from '../bootstrap/bootstrap-store.ts';
import { NotFoundPage, PageLoadErrorPage } from './error-pages.tsx';

/**
 * errorElement of the route tree, for a page that failed to load: 404 → not-found page; 401/403 for a
 * guest → /login; anything else → "There was an issue loading this page".
 * Errors are HttpError (API client), react-router error responses, or anything with a numeric status.
 */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const location = useLocation();
  const bootstrap = useBootstrapState();
  const status = isRouteErrorResponse(error) ? error.status : errorStatus(error);

  if (status === 404) return <NotFoundPage />;
  if ((status === 401 || status === 403) && !bootstrap.data?.user) {
    return <Navigate to={loginPathWithRedirect(`${location.pathname}${location.search}${location.hash}`)} replace />;
  }
  if (import.meta.env.DEV) console.error(error);
  return <PageLoadErrorPage />;
}
