import { useEffect, useState } from 'react';
import { Trans } from '../../lib/i18n.tsx';
import { Button } from '../../ui/button.tsx';
import { AiGenerationDialog } from './ai-generation-dialog.tsx';
import { clearPendingPrompt, readPendingPrompt } from './pending-prompt.ts';

/**
 * The dashboard's Create with AI button and its dialog. A description a guest typed on the home
 * page before registering is generated as soon as the dashboard shows, without a second click.
 */
export function CreateWithAi() {
  const [pendingPrompt] = useState(readPendingPrompt);
  const [dialog, setDialog] = useState<{ prompt: string; autoStart: boolean } | null>(() => (pendingPrompt ? { prompt: pendingPrompt, autoStart: true } : null));
  // Taken once: a reload or a later visit to the dashboard must not generate the same site again.
  useEffect(() => {
    if (pendingPrompt) clearPendingPrompt();
  }, [pendingPrompt]);

  return (
    <>
      <Button variant="outline" onClick={() => setDialog({ prompt: '', autoStart: false })} data-testid="create-with-ai" startIcon={<span aria-hidden="true">✦</span>}>
        <Trans message="Create with AI" />
      </Button>
      <AiGenerationDialog open={dialog !== null} onClose={() => setDialog(null)} initialPrompt={dialog?.prompt} autoStart={dialog?.autoStart} />
    </>
  );
}
