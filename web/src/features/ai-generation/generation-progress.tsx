import { useRef } from 'react';
import type { GenerationRecord } from '../../../../common/ai/generations.ts';
import { useFocusWhenOpen } from '../../lib/forms/use-focus-when-open.ts';
import { Trans, useTrans } from '../../lib/i18n.tsx';
import { Button } from '../../ui/button.tsx';
import { ProgressBar } from '../../ui/progress-bar.tsx';

interface GenerationProgressProps {
  prompt: string;
  /** null while the generation is being started. */
  generation: GenerationRecord | null;
  cancelling: boolean;
  onCancel: () => void;
}

/**
 * Whether the model is still writing the plan while its finished pages are already listed: the
 * plan's writer (provider) is known only once the whole plan is in.
 */
function streaming(generation: GenerationRecord): boolean {
  return generation.provider === null && generation.page_names.length > 0;
}

/** The plan counts as one step and each page as one: the bar moves with each page the model finishes. */
function progressPercent(generation: GenerationRecord | null): number | null {
  if (!generation || generation.status === 'queued') return null;
  if (generation.status === 'succeeded') return 100;
  const planned = generation.page_names.length > 0 && !streaming(generation) ? 1 : 0;
  const total = 1 + Math.max(generation.pages, generation.page_names.length);
  return Math.round(((planned + generation.pages_ready) / total) * 100);
}

function statusMessage(generation: GenerationRecord | null): { message: string; values?: Record<string, string | number> } {
  if (!generation) return { message: 'Starting…' };
  switch (generation.status) {
    case 'queued':
      return { message: 'Waiting to start…' };
    case 'planning':
      return { message: 'Planning your site…' };
    case 'succeeded':
      return { message: 'Opening the editor…' };
    default: {
      const next = generation.page_names[generation.pages_ready];
      if (next) return { message: 'Writing :page…', values: { page: next } };
      // A slow model names each page only once it has written it.
      if (streaming(generation) && generation.pages_ready < generation.pages) {
        return { message: 'Writing page :number of :total…', values: { number: generation.pages_ready + 1, total: generation.pages } };
      }
      return { message: 'Finishing…' };
    }
  }
}

export function GenerationProgress({ prompt, generation, cancelling, onCancel }: GenerationProgressProps) {
  const trans = useTrans();
  const regionRef = useRef<HTMLDivElement>(null);
  // The form is gone: focus moves into what replaced it rather than back to the page behind.
  useFocusWhenOpen(true, () => regionRef.current?.focus());
  const percent = progressPercent(generation);
  const status = statusMessage(generation);

  return (
    <div className="sw-ai-progress" ref={regionRef} tabIndex={-1} data-testid="ai-generation-progress" data-status={generation?.status ?? 'starting'}>
      <p className="sw-ai-progress-prompt">“{prompt.trim()}”</p>
      <p className="sw-ai-progress-label" role="status" data-testid="ai-generation-status">
        <Trans message={status.message} values={status.values} />
      </p>
      <ProgressBar percent={percent} label={trans('Generating your site')} testId="ai-generation-bar" />
      {generation && generation.page_names.length > 0 && (
        <PageList names={generation.page_names} ready={generation.pages_ready} expected={streaming(generation) ? generation.pages : generation.page_names.length} />
      )}
      {generation?.notice && (
        <p className="sw-ai-note" data-testid="ai-generation-notice">
          {generation.notice}
        </p>
      )}
      <div className="sw-dialog-actions">
        <Button variant="outline" onClick={onCancel} disabled={!generation || cancelling || generation.status === 'succeeded'} data-testid="ai-generation-cancel">
          <Trans message={cancelling ? 'Cancelling…' : 'Cancel'} />
        </Button>
      </div>
    </div>
  );
}

/** The pages by name as they are known; while the model streams, the ones still to come by number. */
function PageList({ names, ready, expected }: { names: string[]; ready: number; expected: number }) {
  const trans = useTrans();
  const rows = Array.from({ length: Math.max(expected, names.length) }, (_, index) => names[index] ?? null);
  return (
    <ol className="sw-ai-pages" aria-label={trans('Pages')} data-testid="ai-generation-pages-list">
      {rows.map((name, index) => {
        const state = index < ready ? 'done' : index === ready ? 'writing' : 'waiting';
        return (
          <li key={`${index}-${name ?? ''}`} className="sw-ai-page" data-state={state} data-testid="ai-generation-page">
            <span className="sw-ai-page-mark" aria-hidden="true">
              {state === 'done' ? '✓' : ''}
            </span>
            <span className="sw-ai-page-name">{name ?? trans('Page :number', { number: index + 1 })}</span>
            <span className="sw-visually-hidden">
              {' '}
              {trans(state === 'done' ? 'done' : state === 'writing' ? 'being written' : 'waiting')}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
