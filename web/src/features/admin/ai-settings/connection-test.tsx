import { useEffect, useId, useRef, useState } from 'react';
import type { AiTestResult } from '../../../../../common/ai/settings.ts';
import { MESSAGES } from '../../../../../common/constants.ts';
import { httpErrorMessage } from '../../../lib/http/http-error.ts';
import { Trans } from '../../../lib/i18n.tsx';
import { Button } from '../../../ui/button.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { testAiConnection, type AiSettingsPayload } from './ai-settings-api.ts';

type TestState = { kind: 'idle' } | { kind: 'testing' } | { kind: 'passed'; result: AiTestResult } | { kind: 'failed'; message: string };

export interface ConnectionTestProps {
  /** The values in the form right now: the admin checks an endpoint before saving it. */
  payload: () => AiSettingsPayload;
  /** Subscribes to edits of the form; an edit makes the last result stale. */
  onEdit: (listener: () => void) => () => void;
}

/** "Test connection" and its outcome, inline beside the button. */
export function ConnectionTest({ payload, onEdit }: ConnectionTestProps) {
  const [state, setState] = useState<TestState>({ kind: 'idle' });
  // Each run and each edit bumps the round, so an answer for values since changed is dropped.
  const round = useRef(0);
  const outcomeId = useId();

  useEffect(
    () =>
      onEdit(() => {
        round.current++;
        setState({ kind: 'idle' });
      }),
    [onEdit],
  );

  const testing = state.kind === 'testing';
  const run = async () => {
    if (testing) return;
    const mine = ++round.current;
    setState({ kind: 'testing' });
    try {
      const result = await testAiConnection(payload());
      if (mine === round.current) setState({ kind: 'passed', result });
    } catch (error) {
      if (mine === round.current) setState({ kind: 'failed', message: httpErrorMessage(error) || MESSAGES.genericError });
    }
  };

  return (
    <div className="sw-ai-test">
      {/* aria-disabled rather than disabled: a disabled button would drop the keyboard focus. */}
      <Button variant="outline" onClick={run} aria-disabled={testing || undefined} aria-describedby={outcomeId} data-testid="ai-test">
        <Trans message="Test connection" />
      </Button>
      {/* The outcome has room kept for it, so a result appearing or clearing moves nothing. */}
      <p id={outcomeId} className="sw-ai-test-outcome" role="status" data-state={state.kind} data-testid="ai-test-outcome">
        <TestOutcome state={state} />
      </p>
    </div>
  );
}

function TestOutcome({ state }: { state: TestState }) {
  switch (state.kind) {
    case 'idle':
      return null;
    case 'testing':
      return (
        <>
          <Spinner size="sm" delay={0} label={null} />
          <Trans message="Testing the connection…" />
        </>
      );
    case 'passed':
      return <Trans message="Connected to :model in :ms ms — replied “:reply”" values={{ model: state.result.model, ms: state.result.latency_ms, reply: state.result.reply }} />;
    case 'failed':
      return <Trans message={state.message} />;
  }
}
