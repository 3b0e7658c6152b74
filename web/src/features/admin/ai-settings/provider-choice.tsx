import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import type { AiProviderChoice } from '../../../../../common/ai/settings.ts';
import { Trans } from '../../../lib/i18n.tsx';
import '../../../ui/choice-cards.css';

const PROVIDERS: { value: AiProviderChoice; name: string; text: string }[] = [
  { value: 'composer', name: 'Built-in composer (offline, no set-up)', text: 'Builds sites from the templates on this server; no model or key needed.' },
  {
    value: 'openai',
    name: 'OpenAI-compatible endpoint (OpenAI, Ollama, vLLM, llama.cpp)',
    text: 'Writes sites with a model behind a chat-completions API, hosted or on your own machine.',
  },
];

export interface ProviderChoiceProps {
  field: UseFormRegisterReturn<'provider'>;
  selected: AiProviderChoice;
  error?: string;
}

/** The two providers as radio cards: arrow keys move between them, as in any radio group. */
export function ProviderChoice({ field, selected, error }: ProviderChoiceProps) {
  const errorId = useId();
  return (
    <fieldset className="sw-choices" aria-describedby={error ? errorId : undefined} data-testid="ai-provider">
      <legend className="sw-label">
        <Trans message="Provider" />
      </legend>
      {PROVIDERS.map((provider) => (
        <label key={provider.value} className="sw-choice" data-selected={selected === provider.value}>
          <input type="radio" value={provider.value} data-testid={`ai-provider-${provider.value}`} {...field} />
          <span>
            <span className="sw-choice-name">
              <Trans message={provider.name} />
            </span>
            <span className="sw-choice-text">
              <Trans message={provider.text} />
            </span>
          </span>
        </label>
      ))}
      {error && (
        <span id={errorId} className="sw-field-error" role="alert">
          <Trans message={error} />
        </span>
      )}
    </fieldset>
  );
}
