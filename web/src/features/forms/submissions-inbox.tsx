import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { FormSubmission } from '../../../../common/forms.ts';
import { useBootstrapData } from '../../app/bootstrap/bootstrap-store.ts';
import { Trans, useTrans } from '../../lib/i18n.tsx';
import { QueryError } from '../../ui/query-status.tsx';
import { Spinner, useDelayedVisibility } from '../../ui/spinner.tsx';
import { SUBMISSIONS_PER_PAGE, useSubmissions, type SubmissionFilter } from './forms-api.ts';
import { SubmissionDetail } from './submission-detail.tsx';
import { formatSubmittedAt, lastPage, STATUS_LABELS, submissionSender, submissionSnippet } from './submission-format.ts';
import { pageSearch } from './use-submissions-location.ts';
import '../dashboard/dashboard.css';

export const NO_SUBMISSIONS_MESSAGE = 'Publish your site; submissions of its forms appear here.';
const SKELETON_ROWS = 5;

export interface SubmissionsInboxProps {
  projectId: number;
  filter: SubmissionFilter;
  query: string;
  page: number;
  /** The search box's text, ahead of `query` while the user types. */
  input: string;
  onInput: (text: string) => void;
}

/** The list of one tab: search, rows newest first, pages; a row opens the submission. */
export function SubmissionsInbox({ projectId, filter, query, page, input, onInput }: SubmissionsInboxProps) {
  const trans = useTrans();
  const list = useSubmissions(projectId, { filter, query, page });
  const [opened, setOpened] = useState<FormSubmission | null>(null);
  const showSkeletons = useDelayedVisibility(list.isPending);
  const searching = useDelayedVisibility(list.isFetching && !list.isPending);
  const data = list.data;

  return (
    <section className="sw-forms-inbox" aria-label={trans('Submissions')}>
      <div className="sw-forms-toolbar">
        <div className="sw-search-field">
          <input
            type="search"
            className="sw-input"
            value={input}
            onChange={(event) => onInput(event.target.value)}
            placeholder={trans('Search submissions...')}
            aria-label={trans('Search submissions')}
            data-testid="submissions-search"
          />
          {searching && <Spinner size="sm" delay={0} className="sw-search-spinner" />}
        </div>
        {data && data.total > 0 && (
          <span className="sw-muted" data-testid="submissions-total">
            <Trans message="{one} :count submission|{other} :count submissions" count={data.total} />
          </span>
        )}
      </div>

      {list.isPending ? (
        <ul className="sw-forms-list" aria-busy="true" data-testid="submissions-loading">
          {showSkeletons && Array.from({ length: SKELETON_ROWS }, (_, index) => <SkeletonRow key={index} />)}
        </ul>
      ) : list.isError && !data ? (
        <QueryError title={<Trans message="Submissions could not be loaded" />} error={list.error} onRetry={() => void list.refetch()} retrying={list.isFetching} testId="submissions-error" />
      ) : !data || data.submissions.length === 0 ? (
        filter === 'inbox' && !query ? (
          <div className="sw-card sw-forms-state" data-testid="submissions-empty">
            <h2>
              <Trans message="No submissions yet" />
            </h2>
            <p className="sw-muted">
              <Trans message={NO_SUBMISSIONS_MESSAGE} />
            </p>
          </div>
        ) : (
          <p className="sw-forms-state sw-muted" role="status" data-testid="submissions-no-results">
            <Trans message={query ? 'No submissions match your search' : 'Nothing here'} />
          </p>
        )
      ) : (
        <>
          <ul className="sw-forms-list" data-testid="submissions-list" aria-busy={list.isFetching ? true : undefined}>
            {data.submissions.map((submission) => (
              <li key={submission.id}>
                <SubmissionRow submission={submission} onOpen={() => setOpened(submission)} />
              </li>
            ))}
          </ul>
          <Pagination page={data.page || page} pages={lastPage(data.total, data.per_page || SUBMISSIONS_PER_PAGE)} />
        </>
      )}
      {opened && <SubmissionDetail projectId={projectId} submission={opened} onChange={setOpened} onClose={() => setOpened(null)} />}
    </section>
  );
}

function SubmissionRow({ submission, onOpen }: { submission: FormSubmission; onOpen: () => void }) {
  const { i18n } = useBootstrapData();
  const snippet = submissionSnippet(submission);
  return (
    <button type="button" className="sw-forms-row" data-status={submission.status} data-testid="submission-row" data-submission-id={submission.id} onClick={onOpen}>
      <span className="sw-forms-row-head">
        <span className="sw-forms-row-sender" data-testid="submission-sender">
          {submissionSender(submission) || <Trans message="(no answers)" />}
        </span>
        <time className="sw-forms-row-time sw-muted" dateTime={submission.created_at}>
          {formatSubmittedAt(submission.created_at, i18n.language)}
        </time>
      </span>
      <span className="sw-forms-row-meta">
        <span className="sw-forms-row-form">{submission.form_name}</span>
        <span className={`sw-badge sw-forms-status sw-forms-status-${submission.status}`} data-testid="submission-status">
          <Trans message={STATUS_LABELS[submission.status]} />
        </span>
      </span>
      {snippet && <span className="sw-forms-row-snippet sw-muted">{snippet}</span>}
    </button>
  );
}

function Pagination({ page, pages }: { page: number; pages: number }) {
  const trans = useTrans();
  const [params] = useSearchParams();
  if (pages <= 1) return null;
  return (
    <nav className="sw-forms-pages" aria-label={trans('Pages')} data-testid="submissions-pages">
      {page > 1 ? (
        <Link className="sw-btn sw-btn-outline sw-btn-sm" to={{ search: pageSearch(params, page - 1) }} rel="prev" data-testid="submissions-prev">
          <Trans message="Previous" />
        </Link>
      ) : (
        <span />
      )}
      <span className="sw-muted" data-testid="submissions-page-of">
        <Trans message="Page :page of :pages" values={{ page, pages }} />
      </span>
      {page < pages ? (
        <Link className="sw-btn sw-btn-outline sw-btn-sm" to={{ search: pageSearch(params, page + 1) }} rel="next" data-testid="submissions-next">
          <Trans message="Next" />
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}

function SkeletonRow() {
  return (
    <li className="sw-forms-row sw-forms-row-skeleton" aria-hidden="true">
      <span className="sw-skeleton-line sw-skeleton-line-short" />
      <span className="sw-skeleton-line" />
    </li>
  );
}
