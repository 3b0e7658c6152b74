import { useState } from 'react';
import type { FormSubmission, SubmissionStatus } from '../../../../common/forms.ts';
import { useBootstrapData } from '../../app/bootstrap/bootstrap-store.ts';
import { showHttpErrorToast } from '../../lib/http/show-http-error-toast.ts';
import { Trans } from '../../lib/i18n.tsx';
import { Button } from '../../ui/button.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { toast } from '../../ui/toast/toast-store.ts';
import { CopyButton } from '../account-settings/developers/copy-button.tsx';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { deleteSubmission, setSubmissionStatus } from './forms-api.ts';
import { formatSubmittedAt, isEmailValue, STATUS_LABELS } from './submission-format.ts';

export const SUBMISSION_DELETED_MESSAGE = 'Submission deleted';

/** The one status change a submission offers: handle a new one, reopen a handled one, rescue one taken for spam. */
const STATUS_ACTIONS: Record<SubmissionStatus, { label: string; status: SubmissionStatus; testId: string }> = {
  new: { label: 'Mark handled', status: 'handled', testId: 'submission-mark-handled' },
  handled: { label: 'Mark new', status: 'new', testId: 'submission-mark-new' },
  spam: { label: 'Not spam', status: 'new', testId: 'submission-not-spam' },
};

export interface SubmissionDetailProps {
  projectId: number;
  submission: FormSubmission;
  /** The submission as the server answered a change. */
  onChange: (submission: FormSubmission) => void;
  onClose: () => void;
}

/** Every answer of one submission with its label, the sender's address to reply to, and what can be done with it. Escape closes it. */
export function SubmissionDetail({ projectId, submission, onChange, onClose }: SubmissionDetailProps) {
  const { i18n } = useBootstrapData();
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const action = STATUS_ACTIONS[submission.status];
  const emailInFields = submission.fields.some((field) => field.value.trim() === submission.email);

  async function changeStatus() {
    setBusy(true);
    try {
      onChange(await setSubmissionStatus(projectId, submission.id, action.status));
    } catch (error) {
      showHttpErrorToast(error);
    } finally {
      setBusy(false);
    }
  }

  async function remove() {
    await deleteSubmission(projectId, submission.id);
    toast(SUBMISSION_DELETED_MESSAGE);
    onClose();
  }

  return (
    <>
      <Dialog open onClose={onClose} title={submission.form_name} size="lg">
        <div className="sw-forms-detail" data-testid="submission-detail" data-status={submission.status}>
          <p className="sw-forms-detail-meta">
            <time dateTime={submission.created_at}>{formatSubmittedAt(submission.created_at, i18n.language)}</time>
            <span className={`sw-badge sw-forms-status sw-forms-status-${submission.status}`} data-testid="submission-detail-status">
              <Trans message={STATUS_LABELS[submission.status]} />
            </span>
          </p>
          <dl className="sw-forms-fields">
            {submission.email && !emailInFields && (
              <div className="sw-forms-field">
                <dt>
                  <Trans message="E-mail" />
                </dt>
                <dd>
                  <EmailValue email={submission.email} />
                </dd>
              </div>
            )}
            {submission.fields.map((field) => (
              <div key={field.name} className="sw-forms-field" data-testid="submission-field" data-name={field.name}>
                <dt>{field.label || field.name}</dt>
                <dd>{isEmailValue(field.value) ? <EmailValue email={field.value.trim()} /> : <span className="sw-forms-value">{field.value}</span>}</dd>
              </div>
            ))}
          </dl>
          <div className="sw-dialog-actions">
            <Button variant="danger" onClick={() => setConfirming(true)} data-testid="submission-delete">
              <Trans message="Delete" />
            </Button>
            <Button variant="outline" onClick={() => void changeStatus()} disabled={busy} data-testid={action.testId}>
              <Trans message={action.label} />
            </Button>
            <Button variant="primary" onClick={onClose} data-testid="submission-close">
              <Trans message="Close" />
            </Button>
          </div>
        </div>
      </Dialog>
      <ConfirmDialog
        open={confirming}
        title="Delete submission"
        confirmLabel="Delete"
        danger
        testId="submission-delete-dialog"
        onConfirm={remove}
        onClose={() => setConfirming(false)}
      >
        <p>
          <Trans message="The submission from :date is deleted for good." values={{ date: formatSubmittedAt(submission.created_at, i18n.language) }} />
        </p>
      </ConfirmDialog>
    </>
  );
}

function EmailValue({ email }: { email: string }) {
  return (
    <span className="sw-forms-email">
      <a href={`mailto:${email}`} data-testid="submission-email">
        {email}
      </a>
      <CopyButton text={email} testId="submission-copy-email" />
    </span>
  );
}
