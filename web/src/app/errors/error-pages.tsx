import { MESSAGES } from '../../../../common/constants.ts';
import { Trans } from '../../lib/i18n.tsx';
import { Button, LinkButton } from '../../ui/button.tsx';
import { AppLayout } from '../layout/app-layout.tsx';
import { useDocumentTitle } from '../use-document-title.ts';

export const NOT_FOUND_TITLE = 'Page not found';
export const NOT_FOUND_TEXT = "The page you are looking for doesn't exist or has been moved.";

export function NotFoundPage() {
  useDocumentTitle(NOT_FOUND_TITLE);
  return (
    <AppLayout>
      <section className="sw-message-page" data-testid="not-found-page">
        <div className="sw-message-code" aria-hidden="true">
          404
        </div>
        <h1>
          <Trans message={NOT_FOUND_TITLE} />
        </h1>
        <p>
          <Trans message={NOT_FOUND_TEXT} />
        </p>
        <LinkButton to="/" variant="primary">
          <Trans message="Go to homepage" />
        </LinkButton>
      </section>
    </AppLayout>
  );
}

/** Shown to a logged-in user who lacks a route's permission. */
export function NotAuthorizedPage() {
  useDocumentTitle('Not authorized');
  return (
    <AppLayout>
      <section className="sw-message-page" data-testid="not-authorized-page">
        <h1>
          <Trans message={MESSAGES.notAuthorizedTitle} />
        </h1>
        <p>
          <Trans message={MESSAGES.notAuthorizedText} />
        </p>
        <LinkButton to="/pricing" variant="primary">
          <Trans message={MESSAGES.notAuthorizedButton} />
        </LinkButton>
      </section>
    </AppLayout>
  );
}

/** "There was an issue loading this page" / "Please try again later". */
export function PageLoadErrorPage() {
  useDocumentTitle(MESSAGES.pageLoadErrorTitle);
  return (
    <AppLayout>
      <section className="sw-message-page" data-testid="page-load-error">
        <h1>
          <Trans message={MESSAGES.pageLoadErrorTitle} />
        </h1>
        <p>
          <Trans message={MESSAGES.pageLoadErrorText} />
        </p>
        <Button variant="outline" onClick={() => window.location.reload()}>
          <Trans message="Reload page" />
        </Button>
      </section>
    </AppLayout>
  );
}
