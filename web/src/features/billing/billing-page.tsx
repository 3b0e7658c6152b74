import { useState, type ReactNode } from 'react';
import { BILLING_MESSAGES, displayedAmount, type CurrentPlan, type InvoiceData, type UsageEntry } from '../../../../common/billing.ts';
import { refetchBootstrapData } from '../../app/bootstrap/bootstrap-store.ts';
import { AppLayout, PageHeader } from '../../app/layout/app-layout.tsx';
import { useDocumentTitle } from '../../app/use-document-title.ts';
import { showHttpErrorToast } from '../../lib/http/show-http-error-toast.ts';
import { Trans, useTrans } from '../../lib/i18n.tsx';
import { Button, LinkButton } from '../../ui/button.tsx';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { ProgressBar } from '../../ui/progress-bar.tsx';
import { QueryError, QueryLoading } from '../../ui/query-status.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { toast } from '../../ui/toast/toast-store.ts';
import { cancelPlan, openBillingPortal, refreshBillingQueries, resumePlan, storeCurrentPlan, useAccountUsage, useInvoices } from './billing-api.ts';
import { formatBillingDate, invoiceAmount, labelInSentence, money, planStatusLines, usagePercent, type PlanStatusLine } from './billing-rules.ts';
import { useBillingLocale } from './use-billing-locale.ts';
import './billing.css';

/** "Renews on …", "Ends on …", "5 days left in your trial". */
export function PlanStatusText({ line, locale }: { line: PlanStatusLine; locale: string }) {
  switch (line.kind) {
    case 'trial':
      return <Trans message="{one} :count day left in your trial|{other} :count days left in your trial" count={line.days} />;
    case 'renews':
      return <Trans message="Renews on :date" values={{ date: formatBillingDate(line.date, locale) }} />;
    case 'ends':
      return <Trans message="Ends on :date" values={{ date: formatBillingDate(line.date, locale) }} />;
  }
}

/** The price of the current plan as the cards show it: "$29 / month". */
function planPrice(plan: CurrentPlan, locale: string, trans: (key: string) => string): string {
  return `${money(displayedAmount(plan.price), plan.price.currency, locale)} ${trans(plan.price.interval === 'year' ? '/ year' : '/ month')}`;
}

/** When a cancelled plan stops (or a plan would stop if cancelled now): the end of the period paid for. */
function periodEnd(plan: CurrentPlan): string | null {
  return plan.ends_at ?? (plan.is_trial ? (plan.trial_ends_at ?? plan.renews_at) : plan.renews_at);
}

/**
 * /billing: the current plan (price, status, dates, a downgrade waiting for the period end), what
 * the plan's limits allow and how much is used, cancel / resume, the payment method (the payment
 * provider's portal) and the invoices. Without a plan: a way to /pricing.
 */
export function BillingPage() {
  useDocumentTitle('Billing');
  const usage = useAccountUsage();

  let content: ReactNode;
  if (usage.isPending) content = <QueryLoading size="lg" />;
  else if (usage.isError) {
    content = (
      <QueryError title={<Trans message="Your billing details could not be loaded" />} error={usage.error} onRetry={() => void usage.refetch()} retrying={usage.isFetching} testId="billing-error" />
    );
  } else {
    const plan = usage.data.current_plan;
    content = (
      <div className="sw-billing">
        {plan ? <CurrentPlanCard plan={plan} /> : <NoPlan />}
        {plan && usage.data.usage.length > 0 && <UsageSection entries={usage.data.usage} />}
        {plan && <PaymentMethodSection />}
        <InvoicesSection />
      </div>
    );
  }

  return (
    <AppLayout navbarMenu="billing-page" narrow>
      <div data-testid="billing-page">
        <PageHeader title="Billing" description="Your plan, payment method and invoices." />
        {content}
      </div>
    </AppLayout>
  );
}

function NoPlan() {
  return (
    <section className="sw-card sw-billing-message" data-testid="billing-no-plan" aria-labelledby="billing-no-plan-title">
      <h2 id="billing-no-plan-title">
        <Trans message="You don't have a plan yet" />
      </h2>
      <p className="sw-muted">
        <Trans message="Choose a plan to create, edit and publish your sites." />
      </p>
      <LinkButton to="/pricing" variant="primary" data-testid="billing-choose-plan">
        <Trans message="See plans" />
      </LinkButton>
    </section>
  );
}

function CurrentPlanCard({ plan }: { plan: CurrentPlan }) {
  const trans = useTrans();
  const locale = useBillingLocale();
  const [dialog, setDialog] = useState<'cancel' | 'resume' | null>(null);
  const cancelled = plan.status === 'cancelled';
  const end = periodEnd(plan);

  return (
    <section className="sw-card sw-billing-section" data-testid="billing-current-plan" aria-labelledby="billing-plan-title">
      <div className="sw-billing-plan-head">
        <div>
          <p className="sw-billing-eyebrow">
            <Trans message="Current plan" />
          </p>
          <h2 id="billing-plan-title" className="sw-billing-plan-name" data-testid="billing-plan-name">
            {plan.name}
          </h2>
          <p className="sw-billing-plan-price" data-testid="billing-plan-price">
            {planPrice(plan, locale, trans)}
          </p>
        </div>
        <span className="sw-billing-status" data-status={plan.is_trial && !cancelled ? 'trial' : plan.status} data-testid="billing-plan-status">
          <Trans message={cancelled ? 'Cancelled' : plan.is_trial ? 'Trial' : 'Active'} />
        </span>
      </div>

      <ul className="sw-billing-plan-lines" data-testid="billing-plan-dates">
        {planStatusLines(plan).map((line) => (
          <li key={line.kind} data-kind={line.kind}>
            <PlanStatusText line={line} locale={locale} />
          </li>
        ))}
      </ul>

      {plan.scheduled_changes.map((change) => (
        <p key={`${change.product_id}:${change.price_id}`} className="sw-billing-notice" role="note" data-testid="billing-scheduled-change">
          <Trans message="Changes to :plan on :date" values={{ plan: change.product_name, date: formatBillingDate(change.starts_at, locale) }} />
        </p>
      ))}

      <div className="sw-billing-actions">
        <LinkButton to="/pricing" variant="primary" data-testid="billing-change-plan">
          <Trans message="Change plan" />
        </LinkButton>
        {cancelled ? (
          <Button variant="outline" onClick={() => setDialog('resume')} data-testid="billing-resume">
            <Trans message="Resume plan" />
          </Button>
        ) : (
          <Button variant="outline" onClick={() => setDialog('cancel')} data-testid="billing-cancel">
            <Trans message="Cancel plan" />
          </Button>
        )}
      </div>

      <CancelPlanDialog open={dialog === 'cancel'} plan={plan} endDate={end} locale={locale} onClose={() => setDialog(null)} />
      <ResumePlanDialog open={dialog === 'resume'} plan={plan} locale={locale} onClose={() => setDialog(null)} />
    </section>
  );
}

/** After cancel or resume: the card shows the answer, and the user's subscriptions (menu, guards) follow. */
async function afterPlanChange(plan: CurrentPlan | null): Promise<void> {
  storeCurrentPlan(plan);
  await Promise.all([refreshBillingQueries(), refetchBootstrapData().catch(() => undefined)]);
}

function CancelPlanDialog({ open, plan, endDate, locale, onClose }: { open: boolean; plan: CurrentPlan; endDate: string | null; locale: string; onClose: () => void }) {
  const trans = useTrans();
  const date = formatBillingDate(endDate, locale);
  return (
    <ConfirmDialog
      open={open}
      title={<Trans message="Cancel your plan?" />}
      confirmLabel={<Trans message="Cancel plan" />}
      cancelLabel={<Trans message="Keep plan" />}
      danger
      errorMessage={BILLING_MESSAGES.requestFailed}
      testId="cancel-plan-dialog"
      confirmTestId="cancel-plan-confirm"
      onClose={onClose}
      onConfirm={async () => {
        const next = await cancelPlan();
        const ends = formatBillingDate(next?.ends_at ?? endDate, locale);
        toast(ends ? trans('Your plan was cancelled. It stays active until :date.', { date: ends }) : trans('Your plan was cancelled.'));
        await afterPlanChange(next);
      }}
    >
      <p>
        {date ? (
          <Trans message="Your :plan plan stays active until :date. You will not be charged again." values={{ plan: plan.name, date }} />
        ) : (
          <Trans message="Your :plan plan stays active until the end of the period you paid for. You will not be charged again." values={{ plan: plan.name }} />
        )}
      </p>
      <p className="sw-muted">
        <Trans message="Your sites stay. Once the plan ends you can still open them, but editing and publishing need a plan." />
      </p>
    </ConfirmDialog>
  );
}

function ResumePlanDialog({ open, plan, locale, onClose }: { open: boolean; plan: CurrentPlan; locale: string; onClose: () => void }) {
  const trans = useTrans();
  const date = formatBillingDate(plan.ends_at, locale);
  return (
    <ConfirmDialog
      open={open}
      title={<Trans message="Resume your plan?" />}
      confirmLabel={<Trans message="Resume plan" />}
      cancelLabel={<Trans message="Not now" />}
      errorMessage={BILLING_MESSAGES.requestFailed}
      testId="resume-plan-dialog"
      confirmTestId="resume-plan-confirm"
      onClose={onClose}
      onConfirm={async () => {
        const next = await resumePlan();
        toast(trans('Your plan was resumed.'));
        await afterPlanChange(next);
      }}
    >
      <p>
        {date ? (
          <Trans message="Your :plan plan renews on :date instead of ending, and you keep editing and publishing your sites." values={{ plan: plan.name, date }} />
        ) : (
          <Trans message="Your :plan plan renews instead of ending, and you keep editing and publishing your sites." values={{ plan: plan.name }} />
        )}
      </p>
    </ConfirmDialog>
  );
}

function UsageSection({ entries }: { entries: UsageEntry[] }) {
  const trans = useTrans();
  return (
    <section className="sw-card sw-billing-section" data-testid="billing-usage" aria-labelledby="billing-usage-title">
      <h2 id="billing-usage-title">
        <Trans message="Usage" />
      </h2>
      <ul className="sw-billing-usage">
        {entries.map((entry) => {
          const percent = usagePercent(entry);
          const label = trans(entry.label);
          return (
            <li key={`${entry.permission}:${entry.restriction}`} data-testid={`usage-${entry.permission}`} data-full={percent === 100 || undefined}>
              <div className="sw-billing-usage-line">
                <span className="sw-billing-usage-label">{label}</span>
                <span className="sw-billing-usage-count" data-testid="usage-count">
                  {entry.allowed === null ? (
                    <Trans message="Unlimited" />
                  ) : (
                    <Trans message=":used of :allowed :label" values={{ used: entry.used, allowed: entry.allowed, label: labelInSentence(label) }} />
                  )}
                </span>
              </div>
              {percent !== null && <ProgressBar percent={percent} label={trans(':label used', { label })} />}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function PaymentMethodSection() {
  const [busy, setBusy] = useState(false);

  async function open() {
    setBusy(true);
    try {
      const url = await openBillingPortal('/billing');
      if (!url) throw new Error('No portal address');
      window.location.assign(url);
    } catch (error) {
      showHttpErrorToast(error, BILLING_MESSAGES.requestFailed);
      setBusy(false);
    }
  }

  return (
    <section className="sw-card sw-billing-section sw-billing-payment" data-testid="billing-payment-method" aria-labelledby="billing-payment-title">
      <div>
        <h2 id="billing-payment-title">
          <Trans message="Payment method" />
        </h2>
        <p className="sw-muted">
          <Trans message="Change the card you pay with on our payment provider's secure page." />
        </p>
      </div>
      <Button variant="outline" onClick={() => void open()} disabled={busy} aria-busy={busy || undefined} data-testid="billing-update-payment">
        {busy && <Spinner size="sm" delay={0} label={null} />}
        <Trans message={busy ? 'Redirecting...' : 'Update payment method'} />
      </Button>
    </section>
  );
}

const INVOICE_STATUS_LABELS: Record<string, string> = { paid: 'Paid', open: 'Open', draft: 'Draft', void: 'Void', uncollectible: 'Uncollectible' };

function InvoicesSection() {
  const invoices = useInvoices();
  const locale = useBillingLocale();

  let body: ReactNode;
  if (invoices.isPending) body = <QueryLoading size="sm" label="Loading invoices" />;
  else if (invoices.isError) {
    body = (
      <QueryError inline title={<Trans message="Your invoices could not be loaded." />} error={invoices.error} onRetry={() => void invoices.refetch()} retrying={invoices.isFetching} testId="invoices-error" />
    );
  } else if (invoices.data.length === 0) {
    body = (
      <p className="sw-muted" data-testid="invoices-empty">
        <Trans message="No invoices yet" />
      </p>
    );
  } else {
    body = (
      <div className="sw-billing-table-wrap">
        <table className="sw-billing-table" data-testid="invoices-table">
          <thead>
            <tr>
              <th scope="col">
                <Trans message="Date" />
              </th>
              <th scope="col">
                <Trans message="Number" />
              </th>
              <th scope="col">
                <Trans message="Amount" />
              </th>
              <th scope="col">
                <Trans message="Status" />
              </th>
              <th scope="col">
                <span className="sw-visually-hidden">
                  <Trans message="Links" />
                </span>
              </th>
            </tr>
          </thead>
          <tbody>
            {invoices.data.map((invoice) => (
              <InvoiceRow key={invoice.id} invoice={invoice} locale={locale} />
            ))}
          </tbody>
        </table>
      </div>
    );
  }

  return (
    <section className="sw-card sw-billing-section" data-testid="billing-invoices" aria-labelledby="billing-invoices-title">
      <h2 id="billing-invoices-title">
        <Trans message="Invoices" />
      </h2>
      {body}
    </section>
  );
}

function InvoiceRow({ invoice, locale }: { invoice: InvoiceData; locale: string }) {
  const status = invoice.status ?? '';
  return (
    <tr data-testid="invoice-row">
      <td>{formatBillingDate(invoice.created_at, locale)}</td>
      <td>{invoice.number ?? '—'}</td>
      <td>{money(invoiceAmount(invoice), invoice.currency, locale)}</td>
      <td>
        {status && (
          <span className="sw-billing-invoice-status" data-status={status}>
            <Trans message={INVOICE_STATUS_LABELS[status] ?? status} />
          </span>
        )}
      </td>
      <td className="sw-billing-invoice-links">
        {invoice.hosted_invoice_url && (
          <a href={invoice.hosted_invoice_url} target="_blank" rel="noopener noreferrer" data-testid="invoice-view">
            <Trans message="View" />
          </a>
        )}
        {invoice.invoice_pdf && (
          <a href={invoice.invoice_pdf} target="_blank" rel="noopener noreferrer" data-testid="invoice-pdf">
            <Trans message="PDF" />
          </a>
        )}
      </td>
    </tr>
  );
}
