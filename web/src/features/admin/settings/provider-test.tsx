import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import { MESSAGES } from '../../../../../common/constants.ts';
import { isHttpError } from '../../../lib/http/http-error.ts';
import { Trans } from '../../../lib/i18n.tsx';
import { Button } from '../../../ui/button.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { firstErrorMessage, settingErrorBody } from './setting-values.ts';

type TestState = { kind: 'idle' } | { kind: 'testing' } | { kind: 'passed'; message: string } | { kind: 'failed'; message: string };

export interface ProviderTestProps {
  /** The settings group the test covers ("mail"): editing any of it makes the last outcome stale. */
  group: string;
  label: string;
  testingMessage: string;
  testId: string;
  /** Runs the test with the form's current values and answers the success line. */
  run: () => Promise<string>;
  /** Extra inputs beside the button (the test mail's address). */
  children?: ReactNode;
}

/** What the server said about a failed test: the first field's message, else its message. */
export function testFailureMessage(error: unknown): string {
  return (isHttpError(error) && firstErrorMessage(settingErrorBody(error.body))) || MESSAGES.genericError;
}

/** A provider test button and its outcome line, inline; nothing is saved by a test. */
export function ProviderTest({ group, label, testingMessage, testId, run, children }: ProviderTestProps) {
  const [state, setState] = useState<TestState>({ kind: 'idle' });
  // Each run and each edit bumps the round, so an answer for values since changed is dropped.
  const round = useRef(0);
  const outcomeId = useId();
  const values = JSON.stringify(useWatch({ name: group }) ?? null);

  useEffect(() => {
    round.current++;
    setState({ kind: 'idle' });
  }, [values]);

  const testing = state.kind === 'testing';
  const start = async () => {
    if (testing) return;
    const mine = ++round.current;
    setState({ kind: 'testing' });
    try {
      const message = await run();
      if (mine === round.current) setState({ kind: 'passed', message });
    } catch (error) {
      if (mine === round.current) setState({ kind: 'failed', message: testFailureMessage(error) });
    }
  };

  return (
    <div className="sw-settings-test">
      {children}
      {/* aria-disabled rather than disabled: a disabled button would drop the keyboard focus. */}
      <Button variant="outline" onClick={start} aria-disabled={testing || undefined} aria-describedby={outcomeId} data-testid={testId}>
        <Trans message={label} />
      </Button>
      <p id={outcomeId} className="sw-settings-test-outcome" role="status" data-state={state.kind} data-testid={`${testId}-outcome`}>
        {state.kind === 'testing' && (
          <>
            <Spinner size="sm" delay={0} label={null} />
            <Trans message={testingMessage} />
          </>
        )}
        {(state.kind === 'passed' || state.kind === 'failed') && <Trans message={state.message} />}
      </p>
    </div>
  );
}
