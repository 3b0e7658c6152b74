import { useState, type ReactNode } from 'react';
import { useForm, type UseFormRegisterReturn } from 'react-hook-form';
import type { AiImageSettings, ImageSource } from '../../../../../common/ai/image-settings.ts';
import { useServerErrors } from '../../../lib/forms/use-server-errors.ts';
import { showHttpErrorToast } from '../../../lib/http/show-http-error-toast.ts';
import { Trans, useTrans } from '../../../lib/i18n.tsx';
import { Button } from '../../../ui/button.tsx';
import { QueryError, QueryLoading } from '../../../ui/query-status.tsx';
import { toast } from '../../../ui/toast/toast-store.ts';
import { TextField } from '../../auth/form-fields.tsx';
import { imageFormValues, imagePayloadFrom, KEY_SET, removeImageKey, saveImageSettings, useImageSettings, type ImageKey, type ImageSettingsValues } from './image-sources-api.ts';
import './image-sources-card.css';

const SOURCE_NAMES: Record<ImageSource, string> = {
  uploads: "The user's own photos",
  unsplash: 'Unsplash',
  pexels: 'Pexels',
  generation: 'Image generation',
  bundled: 'Neutral patterns',
};

/** Images for generated sites: stock photo keys, an image generation endpoint, and the order in use. */
export function ImageSourcesCard() {
  const query = useImageSettings();
  let content: ReactNode;
  if (query.isPending) {
    content = <QueryLoading size="sm" />;
  } else if (query.isError) {
    content = (
      <QueryError inline title={<Trans message="The image settings could not be loaded." />} error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} testId="ai-images-error" />
    );
  } else {
    content = <ImageSourcesForm saved={query.data} />;
  }

  return (
    <section className="sw-card sw-ai-images" aria-labelledby="sw-ai-images-title" data-testid="ai-images">
      <h2 id="sw-ai-images-title" className="sw-ai-images-title">
        <Trans message="Images for generated sites" />
      </h2>
      <p className="sw-muted sw-ai-images-intro">
        <Trans message="Generated sites use the user's own photos first, then the sources below that are set up, then neutral patterns that fit any business. Photos are copied into the site, so published sites never load them from elsewhere." />
      </p>
      {content}
    </section>
  );
}

function InUseOrder({ inUse }: { inUse: readonly ImageSource[] }) {
  const trans = useTrans();
  return (
    <div className="sw-ai-images-order" role="status">
      <span>
        <Trans message="Pictures now come from, in this order:" />
      </span>
      <ol data-testid="ai-images-in-use">
        {inUse.map((source) => (
          <li key={source} data-source={source}>
            {trans(SOURCE_NAMES[source])}
          </li>
        ))}
      </ol>
    </div>
  );
}

function ImageSourcesForm({ saved }: { saved: AiImageSettings }) {
  const form = useForm<ImageSettingsValues>({ defaultValues: imageFormValues(saved) });
  const onServerError = useServerErrors(form);
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      form.reset(imageFormValues(await saveImageSettings(imagePayloadFrom(values))));
      toast('Image settings saved');
    } catch (error) {
      onServerError(error);
    }
  });

  const keyField = (key: ImageKey, label: string, hint: string) => (
    <SecretKeyField key={key} name={key} label={label} hint={hint} saved={saved} field={form.register(key)} error={errors[key]?.message} />
  );

  return (
    <form onSubmit={onSubmit} noValidate data-testid="ai-images-form">
      <InUseOrder inUse={saved.in_use} />
      <fieldset className="sw-ai-images-group">
        <legend className="sw-label">
          <Trans message="Stock photos" />
        </legend>
        {keyField('unsplash_key', 'Unsplash access key', 'From your Unsplash developer app. Photographers are credited on the site as Unsplash asks.')}
        {keyField('pexels_key', 'Pexels API key', 'From your Pexels API page. Photographers are credited on the site as Pexels asks.')}
      </fieldset>
      <fieldset className="sw-ai-images-group">
        <legend className="sw-label">
          <Trans message="Image generation" />
        </legend>
        <p className="sw-field-description">
          <Trans message="Any OpenAI-compatible images endpoint. Used when no stock photo is found." />
        </p>
        <TextField
          label="Endpoint URL"
          type="url"
          inputMode="url"
          spellCheck={false}
          placeholder="https://api.openai.com/v1"
          error={errors.generation_base_url?.message}
          data-testid="ai-images-base-url"
          {...form.register('generation_base_url')}
        />
        <TextField label="Model" spellCheck={false} placeholder="gpt-image-1" error={errors.generation_model?.message} data-testid="ai-images-model" {...form.register('generation_model')} />
        {keyField('generation_api_key', 'API key', 'Sent to the endpoint above only.')}
      </fieldset>
      <div className="sw-ai-actions">
        <Button type="submit" variant="primary" disabled={isSubmitting} data-testid="ai-images-save">
          <Trans message="Save" />
        </Button>
      </div>
    </form>
  );
}

interface SecretKeyFieldProps {
  name: ImageKey;
  label: string;
  hint: string;
  saved: AiImageSettings;
  field: UseFormRegisterReturn;
  error?: string;
}

/** Like the endpoint's API key field: write-only, starts empty whether or not a key is stored, and says which. */
function SecretKeyField({ name, label, hint, saved, field, error }: SecretKeyFieldProps) {
  const trans = useTrans();
  const [removing, setRemoving] = useState(false);
  const isSet = saved[KEY_SET[name]] === true;

  const remove = async () => {
    if (removing) return;
    setRemoving(true);
    try {
      await removeImageKey(saved, name);
      toast('Key removed');
    } catch (failure) {
      showHttpErrorToast(failure);
    } finally {
      setRemoving(false);
    }
  };

  return (
    <div className="sw-ai-key" data-testid={`ai-images-${name}`} data-set={isSet}>
      <TextField
        label={label}
        type="password"
        // new-password keeps the browser from filling in the admin's own login password.
        autoComplete="new-password"
        spellCheck={false}
        placeholder={isSet ? trans('Stored — leave empty to keep') : undefined}
        description={
          <>
            {isSet ? <Trans message="A key is set; type a new one to replace it." /> : <Trans message="No key is set." />} <Trans message={hint} />
          </>
        }
        error={error}
        data-testid={`ai-images-${name}-input`}
        {...field}
      />
      {isSet && (
        <Button variant="text" className="sw-ai-key-remove" onClick={remove} aria-disabled={removing || undefined} aria-label={trans('Remove :name', { name: trans(label) })} data-testid={`ai-images-${name}-remove`}>
          <Trans message="Remove key" />
        </Button>
      )}
    </div>
  );
}
