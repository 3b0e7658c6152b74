import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { GenerationRecord } from '../../../../common/ai/generations.ts';
import { queryClient } from '../../lib/query-client.ts';
import { Dialog } from '../../ui/dialog.tsx';
import { toast } from '../../ui/toast/toast-store.ts';
import { PROJECTS_QUERY_KEY } from '../dashboard/projects-api.ts';
import { DEFAULT_GENERATION_VALUES, GenerationForm, generationInput, type GenerationValues } from './generation-form.tsx';
import { GenerationProgress } from './generation-progress.tsx';
import { useGeneration } from './use-generation.ts';
import '../auth/form-fields.css';
import './ai-generation.css';

interface AiGenerationDialogProps {
  open: boolean;
  onClose: () => void;
  /** The description to fill in, and with `autoStart` to generate at once (home page, pending prompt). */
  initialPrompt?: string;
  autoStart?: boolean;
}

/**
 * Create with AI: describe the site, pick pages, language and design, then follow the generation
 * page by page until the editor opens on the new site. Closing it stops a running generation.
 */
export function AiGenerationDialog({ open, onClose, initialPrompt = '', autoStart = false }: AiGenerationDialogProps) {
  return (
    // A stray click beside the dialog must not throw away a description or a running generation.
    <Dialog open={open} onClose={onClose} title="Create with AI" size="lg" closeOnBackdrop={false}>
      <GenerationPanel initialPrompt={initialPrompt} autoStart={autoStart} onClose={onClose} />
    </Dialog>
  );
}

/** Mounted while the dialog is open, so each opening starts afresh. */
function GenerationPanel({ initialPrompt, autoStart, onClose }: { initialPrompt: string; autoStart: boolean; onClose: () => void }) {
  const navigate = useNavigate();
  const [values, setValues] = useState<GenerationValues>(() => ({ ...DEFAULT_GENERATION_VALUES, prompt: initialPrompt }));
  const { run, start, cancel } = useGeneration(autoStart && initialPrompt.trim() ? generationInput(values) : null, (generation: GenerationRecord) => {
    // The editor has no room for it, and the notice says the site was written differently than asked.
    if (generation.notice) toast(generation.notice);
    void queryClient.invalidateQueries({ queryKey: PROJECTS_QUERY_KEY });
    onClose();
    navigate(`/editor/${generation.project_id}`);
  });

  return (
    <div className="sw-ai-generation" data-testid="ai-generation-dialog" data-phase={run.phase}>
      {run.phase === 'idle' ? (
        <GenerationForm
          values={values}
          onChange={setValues}
          problem={run.problem}
          cancelled={run.cancelled}
          onSubmit={() => void start(generationInput(values))}
          onClose={onClose}
        />
      ) : (
        <GenerationProgress
          prompt={values.prompt}
          generation={run.phase === 'starting' ? null : run.generation}
          cancelling={run.phase === 'running' && run.cancelling}
          onCancel={() => void cancel()}
        />
      )}
    </div>
  );
}
