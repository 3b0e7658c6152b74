import type { ReactNode } from 'react';
import { httpErrorMessage } from '../lib/http/http-error.ts';
import { Trans } from '../lib/i18n.tsx';
import { Button } from './button.tsx';
import { Spinner } from './spinner.tsx';

// What a screen shows while a query loads and when it failed: a spinner that appears only if the
// wait is noticeable, and the failure with the server's message and a way to try again.

export interface QueryLoadingProps {
  label?: string;
  /** sm: a line within a form or a list; md: a section or a panel; lg: a whole page. */
  size?: 'sm' | 'md' | 'lg';
  testId?: string;
}

export function QueryLoading({ label = 'Loading', size = 'md', testId }: QueryLoadingProps) {
  return (
    <div className={`sw-query-loading sw-query-loading-${size}`} aria-busy="true" data-testid={testId}>
      <Spinner size={size} label={label} />
    </div>
  );
}

export interface QueryErrorProps {
  /** What could not be loaded. A string is translated; pass <Trans> for a line the extractor should find. */
  title: ReactNode;
  error: unknown;
  onRetry: () => void;
  /** A refetch is under way: Try again waits for it. */
  retrying?: boolean;
  /** Within a form, a list or a panel: a line and a small button rather than a card. */
  inline?: boolean;
  /** Other ways out next to Try again, such as a link back to the list. */
  children?: ReactNode;
  /** On the whole; Try again gets `${testId}-retry`. */
  testId?: string;
}

export function QueryError({ title, error, onRetry, retrying, inline, children, testId }: QueryErrorProps) {
  const message = httpErrorMessage(error);
  const heading = typeof title === 'string' ? <Trans message={title} /> : title;
  return (
    <div className={inline ? 'sw-query-error sw-query-error-inline' : 'sw-card sw-query-error'} role="alert" data-testid={testId}>
      {inline ? <p className="sw-query-error-title">{heading}</p> : <h2 className="sw-query-error-title">{heading}</h2>}
      {message && <p className="sw-muted">{message}</p>}
      <div className="sw-query-error-actions">
        <Button variant={inline ? 'text' : 'outline'} size={inline ? 'sm' : 'md'} onClick={onRetry} disabled={retrying} data-testid={testId ? `${testId}-retry` : undefined}>
          <Trans message="Try again" />
        </Button>
        {children}
      </div>
    </div>
  );
}
