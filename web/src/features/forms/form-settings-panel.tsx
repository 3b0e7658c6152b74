import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { CAPTCHA_PROVIDERS, type CaptchaProvider, type FormSettings } from '../../../../common/forms.ts';
import { emailProblem, normalizeEmail } from '../../../../common/validation.ts';
import { isHttpError } from '../../lib/http/http-error.ts';
import { showHttpErrorToast } from '../../lib/http/show-http-error-toast.ts';
import { placeServerErrors } from '../../lib/forms/server-errors.ts';
import { Trans, useTrans } from '../../lib/i18n.tsx';
import { Button } from '../../ui/button.tsx';
import { QueryError, QueryLoading } from '../../ui/query-status.tsx';
import { toast } from '../../ui/toast/toast-store.ts';
import { CopyButton } from '../account-settings/developers/copy-button.tsx';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { fetchFormSettings, formSettingsQueryKey, regenerateWebhookSecret, saveFormSettings, type FormSettingsChange } from './forms-api.ts';
import '../auth/form-fields.css';

export const FORM_SETTINGS_SAVED_MESSAGE = 'Form settings saved';

export const CAPTCHA_LABELS: Record<CaptchaProvider, string> = { none: 'None', recaptcha: 'reCAPTCHA', turnstile: 'Cloudflare Turnstile', hcaptcha: 'hCaptcha' };

interface Draft {
  email_enabled: boolean;
  recipients: string[];
  retention_days: string;
  captcha_provider: CaptchaProvider;
  captcha_site_key: string;
  /** Typed only to replace the stored one; empty keeps it. */
  captcha_secret: string;
}

function draftOf(settings: FormSettings): Draft {
  return {
    email_enabled: settings.email_enabled,
    recipients: [...settings.recipients],
    retention_days: String(settings.retention_days),
    captcha_provider: settings.captcha_provider,
    captcha_site_key: settings.captcha_site_key,
    captcha_secret: '',
  };
}

/** The PUT body for a draft: every setting, and the secret only when one was typed. */
export function settingsChange(draft: Draft): FormSettingsChange {
  const change: FormSettingsChange = {
    email_enabled: draft.email_enabled,
    recipients: draft.recipients,
    retention_days: Number(draft.retention_days),
    captcha_provider: draft.captcha_provider,
    captcha_site_key: draft.captcha_site_key.trim(),
  };
  if (draft.captcha_secret.trim()) change.captcha_secret = draft.captcha_secret.trim();
  return change;
}

/** The site's form settings: who gets an e-mail per submission, how long submissions are kept, the human check, the webhook secret. */
export function FormSettingsPanel({ projectId }: { projectId: number }) {
  const settings = useQuery({ queryKey: formSettingsQueryKey(projectId), queryFn: ({ signal }) => fetchFormSettings(projectId, signal) });
  if (settings.isPending) return <QueryLoading />;
  if (settings.isError) {
    return (
      <QueryError title={<Trans message="The form settings could not be loaded" />} error={settings.error} onRetry={() => void settings.refetch()} retrying={settings.isFetching} testId="form-settings-error" />
    );
  }
  return (
    <div className="sw-forms-settings">
      <SettingsForm projectId={projectId} settings={settings.data} />
      <WebhookSecret projectId={projectId} secret={settings.data.webhook_secret} />
    </div>
  );
}

function SettingsForm({ projectId, settings }: { projectId: number; settings: FormSettings }) {
  const trans = useTrans();
  const id = useId();
  const [draft, setDraft] = useState(() => draftOf(settings));
  const [newRecipient, setNewRecipient] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const set = (values: Partial<Draft>) => setDraft((current) => ({ ...current, ...values }));
  const fieldNames = ['email_enabled', 'recipients', ...draft.recipients.map((_, index) => `recipients.${index}`), 'retention_days', 'captcha_provider', 'captcha_site_key', 'captcha_secret'];

  function addRecipient(event: FormEvent) {
    event.preventDefault();
    const address = normalizeEmail(newRecipient);
    const problem = address ? emailProblem(address) : 'Enter an e-mail address.';
    if (problem) return setErrors({ ...errors, new_recipient: problem });
    if (!draft.recipients.includes(address)) set({ recipients: [...draft.recipients, address] });
    setNewRecipient('');
    setErrors({});
  }

  async function save(event: FormEvent) {
    event.preventDefault();
    if (!/^\d+$/.test(draft.retention_days.trim())) return setErrors({ retention_days: 'Enter a number of days (0 keeps them forever).' });
    setSaving(true);
    try {
      const saved = await saveFormSettings(projectId, settingsChange(draft));
      setDraft(draftOf(saved));
      setErrors({});
      toast(FORM_SETTINGS_SAVED_MESSAGE);
    } catch (error) {
      const placement = isHttpError(error) && error.body.errors ? placeServerErrors(error.body, fieldNames) : null;
      if (placement && Object.keys(placement.placed).length) setErrors(placement.placed);
      else showHttpErrorToast(error);
    } finally {
      setSaving(false);
    }
  }

  const error = (name: string) =>
    errors[name] ? (
      <span className="sw-field-error" role="alert" data-testid={`form-settings-error-${name}`}>
        {trans(errors[name])}
      </span>
    ) : null;

  return (
    <section className="sw-card sw-forms-settings-card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>
        <Trans message="E-mail per submission" />
      </h2>
      <form id={`${id}-form`} onSubmit={(event) => void save(event)} data-testid="form-settings-form" noValidate />
      <label className="sw-checkbox sw-checkbox-field">
        <input
          type="checkbox"
          form={`${id}-form`}
          checked={draft.email_enabled}
          onChange={(event) => set({ email_enabled: event.target.checked })}
          data-testid="form-settings-email-enabled"
        />
        <Trans message="Send an e-mail for every submission" />
      </label>

      <fieldset className="sw-field sw-forms-recipients" disabled={!draft.email_enabled}>
        <legend className="sw-label">
          <Trans message="Recipients" />
        </legend>
        {draft.recipients.length === 0 && (
          <p className="sw-muted" data-testid="form-settings-no-recipients">
            <Trans message="No one gets an e-mail: submissions only reach the inbox." />
          </p>
        )}
        <ul className="sw-forms-recipient-list">
          {draft.recipients.map((address, index) => (
            <li key={address} data-testid="form-settings-recipient">
              <span>{address}</span>
              <Button
                variant="text"
                size="sm"
                aria-label={trans('Remove :email', { email: address })}
                onClick={() => set({ recipients: draft.recipients.filter((other) => other !== address) })}
                data-testid="form-settings-recipient-remove"
              >
                <Trans message="Remove" />
              </Button>
              {error(`recipients.${index}`)}
            </li>
          ))}
        </ul>
        {error('recipients')}
        <form className="sw-forms-inline" onSubmit={addRecipient} noValidate>
          <input
            type="email"
            className="sw-input"
            value={newRecipient}
            onChange={(event) => setNewRecipient(event.target.value)}
            placeholder="name@example.com"
            aria-label={trans('New recipient')}
            aria-invalid={errors.new_recipient ? true : undefined}
            data-testid="form-settings-new-recipient"
          />
          <Button type="submit" variant="outline" data-testid="form-settings-add-recipient">
            <Trans message="Add" />
          </Button>
        </form>
        {error('new_recipient')}
      </fieldset>

      <div className="sw-field">
        <label className="sw-label" htmlFor={`${id}-retention`}>
          <Trans message="Keep submissions for (days)" />
        </label>
        <input
          id={`${id}-retention`}
          form={`${id}-form`}
          type="number"
          min={0}
          className="sw-input sw-forms-number"
          value={draft.retention_days}
          onChange={(event) => set({ retention_days: event.target.value })}
          aria-invalid={errors.retention_days ? true : undefined}
          data-testid="form-settings-retention"
        />
        <span className="sw-field-description">
          <Trans message="Older submissions are deleted. 0 keeps them forever." />
        </span>
        {error('retention_days')}
      </div>

      <h2>
        <Trans message="Human check" />
      </h2>
      <div className="sw-field">
        <label className="sw-label" htmlFor={`${id}-captcha`}>
          <Trans message="Check that a person is sending the form" />
        </label>
        <select
          id={`${id}-captcha`}
          form={`${id}-form`}
          className="sw-input sw-select"
          value={draft.captcha_provider}
          onChange={(event) => set({ captcha_provider: event.target.value as CaptchaProvider })}
          data-testid="form-settings-captcha"
        >
          {CAPTCHA_PROVIDERS.map((provider) => (
            <option key={provider} value={provider}>
              {trans(CAPTCHA_LABELS[provider])}
            </option>
          ))}
        </select>
        {error('captcha_provider')}
      </div>
      {draft.captcha_provider !== 'none' && (
        <>
          <div className="sw-field">
            <label className="sw-label" htmlFor={`${id}-site-key`}>
              <Trans message="Site key" />
            </label>
            <input
              id={`${id}-site-key`}
              form={`${id}-form`}
              className="sw-input"
              value={draft.captcha_site_key}
              onChange={(event) => set({ captcha_site_key: event.target.value })}
              aria-invalid={errors.captcha_site_key ? true : undefined}
              data-testid="form-settings-site-key"
            />
            {error('captcha_site_key')}
          </div>
          <div className="sw-field">
            <label className="sw-label" htmlFor={`${id}-secret`}>
              <Trans message="Secret key" />
            </label>
            <input
              id={`${id}-secret`}
              form={`${id}-form`}
              type="password"
              autoComplete="off"
              className="sw-input"
              value={draft.captcha_secret}
              placeholder={settings.captcha_secret_set ? trans('Set. Type a new one to replace it.') : ''}
              onChange={(event) => set({ captcha_secret: event.target.value })}
              aria-invalid={errors.captcha_secret ? true : undefined}
              data-testid="form-settings-secret"
            />
            <span className="sw-field-description" data-testid="form-settings-secret-state">
              <Trans message={settings.captcha_secret_set ? 'A secret key is set.' : 'No secret key set yet.'} />
            </span>
            {error('captcha_secret')}
          </div>
        </>
      )}
      <div className="sw-dialog-actions">
        <Button type="submit" form={`${id}-form`} variant="primary" disabled={saving} data-testid="form-settings-save">
          <Trans message="Save" />
        </Button>
      </div>
    </section>
  );
}

function WebhookSecret({ projectId, secret }: { projectId: number; secret: string }) {
  const [confirming, setConfirming] = useState(false);
  return (
    <section className="sw-card sw-forms-settings-card" data-testid="form-settings-webhook">
      <h2>
        <Trans message="Webhook signing secret" />
      </h2>
      <p className="sw-muted">
        <Trans message="A form with a webhook URL posts each submission there, signed with this secret (HMAC-SHA256) so the receiver can check it came from this site." />
      </p>
      <div className="sw-forms-secret">
        <code data-testid="form-settings-webhook-secret">{secret}</code>
        <CopyButton text={secret} testId="form-settings-webhook-copy" />
        <Button variant="outline" onClick={() => setConfirming(true)} data-testid="form-settings-webhook-regenerate">
          <Trans message="Generate new" />
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        title="Generate a new secret"
        confirmLabel="Generate new"
        testId="form-settings-webhook-dialog"
        onConfirm={async () => {
          await regenerateWebhookSecret(projectId);
          toast('New webhook secret generated');
        }}
        onClose={() => setConfirming(false)}
      >
        <p>
          <Trans message="Receivers checking the old secret will refuse the next submissions until they use the new one." />
        </p>
      </ConfirmDialog>
    </section>
  );
}
