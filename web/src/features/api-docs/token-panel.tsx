import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { User } from '../../../../common/types.ts';
import { useAuth } from '../../app/auth/use-auth.ts';
import { required } from '../../lib/forms/rules.ts';
import { apiClient } from '../../lib/http/api-client.ts';
import { Trans, useTrans } from '../../lib/i18n.tsx';
import { Button } from '../../ui/button.tsx';
import { useWithConfirmedPassword } from '../auth/confirm-password.tsx';
import { isPasswordConfirmationCancelled, showActionError } from '../auth/password-confirmation.ts';
import { TextField } from '../auth/form-fields.tsx';
import { ACCOUNT_USER_QUERY_KEY, fetchAccountUser, refreshAccountUser } from '../account-settings/account-user.ts';
import { CopyButton } from '../account-settings/developers/copy-button.tsx';

// Which of the user's API tokens the reference's "Try it out" calls use. A token's secret is shown
// only when it is created, so an existing one is pasted; a new one is made here in one click. The
// token lives in this page's memory only.

/** `Authorization: Bearer <id>|<secret>` (server/http/auth.ts). */
const TOKEN_FORMAT = /^(\d{1,10})\|\S+$/;
const NEW_TOKEN_NAME = 'API documentation';

type AccessToken = NonNullable<User['tokens']>[number];

export interface ChosenToken {
  value: string;
  name: string | null;
}

export function TokenPanel({ chosen, onChoose }: { chosen: ChosenToken | null; onChoose: (token: ChosenToken | null) => void }) {
  const auth = useAuth();
  // A visitor (a guest role with api.access) has no tokens of their own to list or create.
  const account = useQuery({ queryKey: ACCOUNT_USER_QUERY_KEY, queryFn: fetchAccountUser, enabled: auth.isLoggedIn });
  const tokens = auth.isLoggedIn ? (account.data?.tokens ?? null) : null;
  const [created, setCreated] = useState<string | null>(null);

  function chooseCreated(value: string) {
    setCreated(value);
    onChoose({ value, name: NEW_TOKEN_NAME });
  }

  function forget() {
    setCreated(null);
    onChoose(null);
  }

  return (
    <section className="sw-card sw-api-docs-token" aria-labelledby="api-docs-token-title" data-testid="api-docs-token">
      <h2 id="api-docs-token-title" className="sw-api-docs-token-title">
        <Trans message="Try it with your API token" />
      </h2>
      <p className="sw-muted">
        <Trans message="Calls made with “Try it out” send this token and nothing else, exactly as your scripts would. It stays on this page and is forgotten when you leave." />
      </p>
      {chosen ? (
        <div className="sw-api-docs-token-chosen" data-testid="api-docs-token-chosen">
          <p role="status">
            {chosen.name ? <Trans message="Calls use the token “:name”." values={{ name: chosen.name }} /> : <Trans message="Calls use the token you pasted." />}
          </p>
          {created && (
            <div className="sw-api-docs-token-created">
              <p className="sw-api-docs-token-warning">
                <Trans message="Store the token in a safe place: it will not be shown again." />
              </p>
              <div className="sw-api-docs-token-reveal">
                <input className="sw-input" readOnly value={created} aria-label="API token" onFocus={(event) => event.currentTarget.select()} data-testid="api-docs-created-token" />
                <CopyButton text={created} testId="api-docs-copy-token" />
              </div>
            </div>
          )}
          <Button variant="outline" onClick={forget} data-testid="api-docs-forget-token">
            <Trans message="Forget token" />
          </Button>
        </div>
      ) : (
        <div className="sw-api-docs-token-choose">
          <PasteTokenForm tokens={tokens} onChoose={onChoose} />
          {tokens && <CreateTokenButton onCreated={chooseCreated} />}
          {tokens && tokens.length > 0 && (
            <p className="sw-muted sw-api-docs-token-list" data-testid="api-docs-token-names">
              <Trans message="Your tokens: :names" values={{ names: tokens.map((token) => token.name).join(', ') }} />
            </p>
          )}
        </div>
      )}
    </section>
  );
}

function PasteTokenForm({ tokens, onChoose }: { tokens: AccessToken[] | null; onChoose: (token: ChosenToken) => void }) {
  const trans = useTrans();
  const form = useForm<{ token: string }>({ defaultValues: { token: '' } });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(({ token }) => {
    const value = token.trim();
    const match = TOKEN_FORMAT.exec(value);
    if (!match) {
      form.setError('token', { type: 'format', message: 'Paste the whole token, as it was shown when it was created.' }, { shouldFocus: true });
      return;
    }
    // Signed in, the id names one of the user's own tokens; a visitor's token is taken as is.
    const own = tokens?.find((candidate) => candidate.id === Number(match[1]));
    if (tokens && !own) {
      form.setError('token', { type: 'owner', message: 'This is not one of your tokens.' }, { shouldFocus: true });
      return;
    }
    form.reset();
    onChoose({ value, name: own?.name ?? null });
  });

  return (
    <form className="sw-api-docs-token-form" onSubmit={onSubmit} noValidate data-testid="api-docs-token-form">
      <TextField
        label="API token"
        type="password"
        autoComplete="off"
        spellCheck={false}
        placeholder={trans('id|secret')}
        error={errors.token?.message}
        {...form.register('token', required)}
      />
      <Button type="submit" variant="primary" data-testid="api-docs-use-token">
        <Trans message="Use token" />
      </Button>
    </form>
  );
}

function CreateTokenButton({ onCreated }: { onCreated: (plainTextToken: string) => void }) {
  const withConfirmedPassword = useWithConfirmedPassword();
  const [busy, setBusy] = useState(false);

  async function create() {
    setBusy(true);
    try {
      const response = await withConfirmedPassword(() => apiClient.post<{ plainTextToken: string }>('access-tokens', { tokenName: NEW_TOKEN_NAME }));
      onCreated(response.plainTextToken);
      void refreshAccountUser();
    } catch (error) {
      if (!isPasswordConfirmationCancelled(error)) showActionError(error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Button variant="outline" onClick={create} disabled={busy} data-testid="api-docs-create-token">
      <Trans message="Create a token for this page" />
    </Button>
  );
}
