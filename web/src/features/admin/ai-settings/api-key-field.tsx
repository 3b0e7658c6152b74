import { useState } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import type { AiSettings } from '../../../../../common/ai/settings.ts';
import { showHttpErrorToast } from '../../../lib/http/show-http-error-toast.ts';
import { Trans, useTrans } from '../../../lib/i18n.tsx';
import { Button } from '../../../ui/button.tsx';
import { toast } from '../../../ui/toast/toast-store.ts';
import { TextField } from '../../auth/form-fields.tsx';
import { removeAiKey } from './ai-settings-api.ts';

export interface ApiKeyFieldProps {
  field: UseFormRegisterReturn<'api_key'>;
  saved: AiSettings;
  error?: string;
}

/** The key is write-only: the field starts empty whether or not one is stored, and says which. */
export function ApiKeyField({ field, saved, error }: ApiKeyFieldProps) {
  const trans = useTrans();
  const [removing, setRemoving] = useState(false);

  const remove = async () => {
    if (removing) return;
    setRemoving(true);
    try {
      await removeAiKey(saved);
      toast('API key removed');
    } catch (failure) {
      showHttpErrorToast(failure);
    } finally {
      setRemoving(false);
    }
  };

  return (
    <div className="sw-ai-key">
      <TextField
        label="API key"
        type="password"
        // new-password keeps the browser from filling in the admin's own login password.
        autoComplete="new-password"
        spellCheck={false}
        placeholder={saved.api_key_set ? trans('Stored — leave empty to keep') : undefined}
        description={<Trans message={saved.api_key_set ? 'A key is set; type a new one to replace it.' : 'Local servers such as Ollama need none.'} />}
        error={error}
        data-testid="ai-api-key"
        {...field}
      />
      {saved.api_key_set && (
        <Button variant="text" className="sw-ai-key-remove" onClick={remove} aria-disabled={removing || undefined} data-testid="ai-remove-key">
          <Trans message="Remove key" />
        </Button>
      )}
    </div>
  );
}
