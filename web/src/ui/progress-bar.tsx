import './progress-bar.css';

/**
 * A determinate bar for `percent` (0-100), or a sliding band while the total is not known yet
 * (`percent` null). Long work (publishing, generating) shows it with a status line beside it.
 */
export function ProgressBar({ percent, label, testId }: { percent: number | null; label: string; testId?: string }) {
  return (
    <div
      className="sw-progress"
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent ?? undefined}
      data-indeterminate={percent === null}
      data-testid={testId}
    >
      <span className="sw-progress-fill" style={percent === null ? undefined : { width: `${percent}%` }} />
    </div>
  );
}
