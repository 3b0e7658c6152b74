import { useCallback } from 'react';
import { useForm, type UseFormReturn } from 'react-hook-form';
import { defaultTimeoutSeconds, MAX_AI_TIMEOUT_SECONDS, MIN_AI_TIMEOUT_SECONDS, type AiSettings } from '../../../../../common/ai/settings.ts';
import { useServerErrors } from '../../../lib/forms/use-server-errors.ts';
import { Trans } from '../../../lib/i18n.tsx';
import { Button } from '../../../ui/button.tsx';
import { toast } from '../../../ui/toast/toast-store.ts';
import { TextField } from '../../auth/form-fields.tsx';
import { formValues, payloadFrom, saveAiSettings, type AiSettingsValues } from './ai-settings-api.ts';
import { ApiKeyField } from './api-key-field.tsx';
import { ConnectionTest } from './connection-test.tsx';
import { ProviderChoice } from './provider-choice.tsx';

/** PUT admin/ai with the form's values; a refused value goes under its field and the form keeps what was typed. */
export function AiSettingsForm({ saved }: { saved: AiSettings }) {
  const form = useForm<AiSettingsValues>({ defaultValues: formValues(saved) });
  const onServerError = useServerErrors(form);
  const { errors, isSubmitting } = form.formState;
  const provider = form.watch('provider');

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      form.reset(formValues(await saveAiSettings(payloadFrom(values))));
      toast('AI settings saved');
    } catch (error) {
      onServerError(error);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="sw-card sw-ai-settings-form" data-testid="ai-settings-form">
      <ProviderChoice field={form.register('provider')} selected={provider} error={errors.provider?.message} />
      {provider === 'openai' && <EndpointFields form={form} saved={saved} />}
      <div className="sw-ai-actions">
        <Button type="submit" variant="primary" disabled={isSubmitting} data-testid="ai-save">
          <Trans message="Save" />
        </Button>
      </div>
    </form>
  );
}

function EndpointFields({ form, saved }: { form: UseFormReturn<AiSettingsValues>; saved: AiSettings }) {
  const { errors } = form.formState;
  const { environment } = saved;
  const { getValues, watch } = form;
  const payload = useCallback(() => payloadFrom(getValues()), [getValues]);
  const onEdit = useCallback(
    (listener: () => void) => {
      const subscription = watch(listener);
      return () => subscription.unsubscribe();
    },
    [watch],
  );

  return (
    <div className="sw-ai-endpoint" data-testid="ai-endpoint">
      <TextField
        label="Endpoint URL"
        type="url"
        inputMode="url"
        spellCheck={false}
        placeholder="http://127.0.0.1:11434/v1"
        description={environment.base_url ? <Trans message="Leave empty to use the environment's :url." values={{ url: environment.base_url }} /> : undefined}
        error={errors.base_url?.message}
        data-testid="ai-base-url"
        {...form.register('base_url')}
      />
      <TextField
        label="Model"
        spellCheck={false}
        placeholder="gpt-4o-mini, llama3.1…"
        description={environment.model ? <Trans message="Leave empty to use the environment's :model." values={{ model: environment.model }} /> : undefined}
        error={errors.model?.message}
        data-testid="ai-model"
        {...form.register('model')}
      />
      <ApiKeyField field={form.register('api_key')} saved={saved} error={errors.api_key?.message} />
      <TextField
        label="Time limit (seconds)"
        type="number"
        inputMode="numeric"
        min={MIN_AI_TIMEOUT_SECONDS}
        max={MAX_AI_TIMEOUT_SECONDS}
        // The default follows the URL as it is typed: a local server gets the long one.
        placeholder={String(defaultTimeoutSeconds(watch('base_url') || environment.base_url))}
        description={<Trans message="How long the model may take for one answer. A model on a CPU needs several minutes for a site; leave empty for the default." />}
        error={errors.timeout_seconds?.message}
        data-testid="ai-timeout"
        {...form.register('timeout_seconds')}
      />
      <ConnectionTest payload={payload} onEdit={onEdit} />
    </div>
  );
}
