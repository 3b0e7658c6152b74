import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { DOMAIN_CLAIM_HOURS, DOMAIN_MESSAGES, normalizeDomainHost, type DomainRecord } from '../../../../common/domains.ts';
import { useBootstrapData } from '../../app/bootstrap/bootstrap-store.ts';
import { applyServerErrors } from '../../lib/forms/use-server-errors.ts';
import { REQUIRED_MESSAGE } from '../../lib/forms/rules.ts';
import { showHttpErrorToast } from '../../lib/http/show-http-error-toast.ts';
import { Trans, useTrans } from '../../lib/i18n.tsx';
import { queryClient } from '../../lib/query-client.ts';
import { Button } from '../../ui/button.tsx';
import { QueryError, QueryLoading } from '../../ui/query-status.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { toast } from '../../ui/toast/toast-store.ts';
import { CopyButton } from '../account-settings/developers/copy-button.tsx';
import { formatRelativeTime } from '../account-settings/sessions/relative-time.ts';
import { TextField } from '../auth/form-fields.tsx';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { addDomain, domainsQueryKey, fetchDomains, removeDomain, verifyDomain, } from './publishing-api.ts';

export const DOMAIN_VERIFIED_MESSAGE = ':host is verified';
export const DOMAIN_NOT_VERIFIED_MESSAGE = ':host could not be verified yet';
export const DOMAIN_REMOVED_MESSAGE = 'Domain removed';

/** A site's own domains: add one, prove it is yours with a DNS record or a file, remove it. */
export function CustomDomains({ projectId }: { projectId: number }) {
  const [removing, setRemoving] = useState<DomainRecord | null>(null);
  const domains = useQuery({ queryKey: domainsQueryKey(projectId), queryFn: ({ signal }) => fetchDomains(projectId, signal) });
  const refresh = () => queryClient.invalidateQueries({ queryKey: domainsQueryKey(projectId) });

  return (
    <div className="sw-domains">
      <p className="sw-muted">
        <Trans message="Serve the live site at a domain you own as well. It starts serving once it is verified." />
      </p>
      <AddDomainForm projectId={projectId} onAdded={refresh} />
      {domains.isPending ? (
        <QueryLoading testId="domains-loading" />
      ) : domains.isError ? (
        <QueryError title={<Trans message="The domains could not be loaded." />} error={domains.error} onRetry={() => void domains.refetch()} retrying={domains.isFetching} testId="domains-error" />
      ) : domains.data.length === 0 ? (
        <p className="sw-muted sw-domains-empty" data-testid="domains-empty">
          <Trans message="No custom domains yet." />
        </p>
      ) : (
        <ul className="sw-domain-list" data-testid="domain-list">
          {domains.data.map((domain) => (
            <DomainRow key={domain.id} projectId={projectId} domain={domain} onRemove={() => setRemoving(domain)} />
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={removing !== null}
        title={removing ? <Trans message="Remove :host?" values={{ host: removing.host }} /> : undefined}
        confirmLabel="Remove"
        danger
        testId="remove-domain-dialog"
        onClose={() => setRemoving(null)}
        onConfirm={async () => {
          if (!removing) return;
          await removeDomain(projectId, removing.id);
          toast(DOMAIN_REMOVED_MESSAGE);
          await refresh();
        }}
      >
        <p>
          <Trans message="The site stops answering at this domain. You can add it again later." />
        </p>
      </ConfirmDialog>
    </div>
  );
}

function AddDomainForm({ projectId, onAdded }: { projectId: number; onAdded: () => Promise<void> }) {
  const form = useForm<{ host: string }>({ defaultValues: { host: '' } });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ host }) => {
    try {
      await addDomain(projectId, host.trim());
      form.reset();
      await onAdded();
    } catch (error) {
      applyServerErrors(form, error);
    }
  });

  return (
    <form className="sw-domain-form" onSubmit={onSubmit} noValidate data-testid="add-domain-form">
      <TextField
        label="Domain"
        placeholder="www.example.com"
        autoComplete="off"
        spellCheck={false}
        inputMode="url"
        error={errors.host?.message}
        data-testid="domain-host"
        {...form.register('host', { validate: (value) => (value.trim() === '' ? REQUIRED_MESSAGE : normalizeDomainHost(value) !== null || DOMAIN_MESSAGES.invalid) })}
      />
      <Button type="submit" variant="primary" disabled={isSubmitting} data-testid="add-domain">
        <Trans message="Add domain" />
      </Button>
    </form>
  );
}

function DomainRow({ projectId, domain, onRemove }: { projectId: number; domain: DomainRecord; onRemove: () => void }) {
  const trans = useTrans();
  const { i18n } = useBootstrapData();
  const [verifying, setVerifying] = useState(false);
  const state = domain.verified ? 'verified' : domain.last_error ? 'failed' : 'pending';

  async function verify() {
    setVerifying(true);
    try {
      const result = await verifyDomain(projectId, domain.id);
      queryClient.setQueryData<DomainRecord[]>(domainsQueryKey(projectId), (list) => list?.map((item) => (item.id === result.id ? result : item)));
      if (result.verified) toast.positive(trans(DOMAIN_VERIFIED_MESSAGE, { host: result.host }));
      else toast.danger(trans(DOMAIN_NOT_VERIFIED_MESSAGE, { host: result.host }));
    } catch (error) {
      showHttpErrorToast(error);
    } finally {
      setVerifying(false);
    }
  }

  return (
    <li className="sw-domain" data-testid="domain-row" data-host={domain.host} data-state={state}>
      <div className="sw-domain-header">
        <span className="sw-domain-host">{domain.host}</span>
        <span className={`sw-badge ${state === 'verified' ? 'sw-badge-positive' : state === 'failed' ? 'sw-badge-danger' : 'sw-badge-warning'}`} data-testid="domain-state">
          <Trans message={state === 'verified' ? 'Verified' : state === 'failed' ? 'Not verified' : 'Pending'} />
        </span>
        <span className="sw-domain-actions">
          {!domain.verified && (
            <Button variant="primary" size="sm" onClick={verify} disabled={verifying} data-testid="domain-verify">
              {verifying && <Spinner size="sm" delay={0} label={null} />}
              <Trans message="Verify" />
            </Button>
          )}
          <Button variant="text" size="sm" onClick={onRemove} data-testid="domain-remove" aria-label={trans('Remove :host', { host: domain.host })}>
            <Trans message="Remove" />
          </Button>
        </span>
      </div>
      {domain.verified ? (
        <p className="sw-muted sw-domain-note">
          <Trans message="Verified :time." values={{ time: formatRelativeTime(domain.verified_at, { locale: i18n.language, translate: trans }) }} />{' '}
          <a href={`http://${domain.host}`} target="_blank" rel="noopener noreferrer">
            <Trans message="Open" />
          </a>
        </p>
      ) : (
        <>
          {domain.last_error && (
            <p className="sw-domain-error" data-testid="domain-error">
              {domain.last_error}
            </p>
          )}
          <p className="sw-domain-note">
            <Trans message="Create this DNS record, then select Verify:" />
          </p>
          <dl className="sw-domain-record" data-testid="domain-txt-record">
            <RecordValue label="Type" value="TXT" />
            <RecordValue label="Name" value={domain.records.txt.name} testId="domain-txt-name" />
            <RecordValue label="Value" value={domain.records.txt.value} testId="domain-txt-value" />
          </dl>
          <details className="sw-domain-alternative">
            <summary>
              <Trans message="Or prove it with a file on the domain" />
            </summary>
            <p className="sw-muted sw-domain-note">
              <Trans message="Serve this text at this address (plain HTTP), then select Verify:" />
            </p>
            <dl className="sw-domain-record" data-testid="domain-http-record">
              <RecordValue label="Address" value={domain.records.http.url} testId="domain-http-url" />
              <RecordValue label="Content" value={domain.records.http.body} testId="domain-http-body" />
            </dl>
          </details>
          <p className="sw-muted sw-domain-note">
            <Trans message="Point the domain at this server too (a CNAME or A record), so visitors reach the site." />
          </p>
          <p className="sw-muted sw-domain-note" data-testid="domain-claim-note">
            <Trans message="A domain not verified within :hours hours is released, so that its owner can connect it." values={{ hours: DOMAIN_CLAIM_HOURS }} />
          </p>
        </>
      )}
    </li>
  );
}

function RecordValue({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div className="sw-domain-record-row">
      <dt>
        <Trans message={label} />
      </dt>
      <dd>
        <code data-testid={testId}>{value}</code>
        {testId && <CopyButton text={value} testId={`${testId}-copy`} />}
      </dd>
    </div>
  );
}
