import { useDeferredValue, useId, useMemo, useState } from 'react';
import { useParams } from 'react-router';
import { PageHeader } from '../../../app/layout/app-layout.tsx';
import { useDocumentTitle } from '../../../app/use-document-title.ts';
import { showHttpErrorToast } from '../../../lib/http/show-http-error-toast.ts';
import { Trans, useTrans } from '../../../lib/i18n.tsx';
import { Button, LinkButton } from '../../../ui/button.tsx';
import { QueryError, QueryLoading } from '../../../ui/query-status.tsx';
import { toast } from '../../../ui/toast/toast-store.ts';
import { CheckboxField } from '../../auth/form-fields.tsx';
import { formatNumber } from '../shell/format.ts';
import { UnsavedChangesPrompt } from '../settings/unsaved-changes-prompt.tsx';
import { updateLocalization, useEnglishId, useLocalization, type LocalizationDetail } from './localizations-api.ts';
import { changedLines, missingCount, visibleLines, type LineRow } from './translation-lines.ts';
import '../settings/settings.css';
import './localizations.css';

export const LINES_SAVED_MESSAGE = 'Translations saved';
/** Lines drawn at once; "Show more" adds as many again (a language has a line per text of the app). */
const PAGE_SIZE = 100;

/** /admin/localizations/:localizationId: every line with its English source and the translation. */
export function LineEditorPage() {
  const id = Number(useParams().localizationId);
  const localization = useLocalization(Number.isInteger(id) && id > 0 ? id : null);
  const englishId = useEnglishId();
  const english = useLocalization(englishId.data ?? null);
  useDocumentTitle(localization.data?.name ?? null);

  const failed = [localization, englishId, english].find((query) => query.isError);
  if (failed) {
    return (
      <QueryError title={<Trans message="There was an issue loading this page" />} error={failed.error} onRetry={() => void failed.refetch()} retrying={failed.isFetching} testId="line-editor-error">
        <LinkButton to="/admin/localizations" variant="text">
          <Trans message="Back to localizations" />
        </LinkButton>
      </QueryError>
    );
  }
  // English may be missing altogether: then the keys themselves are the source.
  const englishReady = englishId.isSuccess && (englishId.data === null || english.isSuccess);
  if (!localization.data || !englishReady) return <QueryLoading size="lg" />;
  return <LineEditor key={localization.data.id} localization={localization.data} english={english.data?.lines ?? {}} />;
}

function LineEditor({ localization, english }: { localization: LocalizationDetail; english: Record<string, string> }) {
  const trans = useTrans();
  const [saved, setSaved] = useState(localization.lines);
  const [edits, setEdits] = useState<Record<string, string>>({});
  const [search, setSearch] = useState('');
  const [missingOnly, setMissingOnly] = useState(false);
  const [shown, setShown] = useState(PAGE_SIZE);
  const [saving, setSaving] = useState(false);
  const deferredSearch = useDeferredValue(search);

  const rows = useMemo(() => visibleLines({ english, saved, edits }, deferredSearch, missingOnly), [english, saved, edits, deferredSearch, missingOnly]);
  const changed = changedLines(saved, edits);
  const dirty = Object.keys(changed).length > 0;
  const missing = missingCount(saved, edits);
  const total = Object.keys(saved).length;

  const edit = (key: string, value: string) => setEdits((current) => ({ ...current, [key]: value }));
  const save = async () => {
    if (!dirty || saving) return;
    setSaving(true);
    try {
      const next = await updateLocalization(localization.id, { lines: changed });
      setSaved(next.lines);
      setEdits({});
      toast(LINES_SAVED_MESSAGE);
    } catch (error) {
      showHttpErrorToast(error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <div data-testid="line-editor">
      <PageHeader
        title={localization.name}
        description={<Trans message=":missing of :total lines missing (:language)" values={{ missing: formatNumber(missing), total: formatNumber(total), language: localization.language }} />}
        actions={
          <LinkButton to="/admin/localizations" variant="outline">
            <Trans message="Back to localizations" />
          </LinkButton>
        }
      />
      <form
        className="sw-lines-form"
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <div className="sw-lines-toolbar">
          <input
            type="search"
            className="sw-input sw-lines-search"
            value={search}
            onChange={(event) => {
              setSearch(event.target.value);
              setShown(PAGE_SIZE);
            }}
            placeholder={trans('Search lines...')}
            aria-label={trans('Search lines')}
            data-testid="lines-search"
          />
          <CheckboxField
            name="missing_only"
            label="Missing only"
            checked={missingOnly}
            onChange={(event) => {
              setMissingOnly(event.target.checked);
              setShown(PAGE_SIZE);
            }}
            data-testid="lines-missing-only"
          />
          <span className="sw-muted" role="status" data-testid="lines-count">
            <Trans message="{one} :count line|{other} :count lines" count={rows.length} values={{ count: formatNumber(rows.length) }} />
          </span>
        </div>
        {rows.length === 0 ? (
          <p className="sw-muted sw-lines-empty" data-testid="lines-empty">
            <Trans message="No line matches." />
          </p>
        ) : (
          <ol className="sw-lines" data-testid="lines">
            {rows.slice(0, shown).map((row) => (
              <Line key={row.key} row={row} onChange={edit} />
            ))}
          </ol>
        )}
        {rows.length > shown && (
          <Button variant="outline" onClick={() => setShown((count) => count + PAGE_SIZE)} data-testid="lines-more">
            <Trans message="Show more" />
          </Button>
        )}
        <div className="sw-settings-actions">
          <Button type="submit" variant="primary" disabled={!dirty || saving} data-testid="lines-save">
            <Trans message="Save" />
          </Button>
          {dirty && (
            <span className="sw-muted sw-lines-pending">
              <Trans message=":count unsaved" values={{ count: Object.keys(changed).length }} />
            </span>
          )}
        </div>
      </form>
      <UnsavedChangesPrompt dirty={dirty && !saving} />
    </div>
  );
}

function Line({ row, onChange }: { row: LineRow; onChange: (key: string, value: string) => void }) {
  const sourceId = useId();
  const long = row.english.length > 80;
  return (
    <li className="sw-line" data-missing={row.missing || undefined} data-edited={row.edited || undefined} data-testid="line">
      <p id={sourceId} className="sw-line-source" lang="en">
        {row.english}
      </p>
      <textarea
        className="sw-input sw-line-input"
        rows={long ? 3 : 1}
        value={row.value}
        onChange={(event) => onChange(row.key, event.target.value)}
        aria-labelledby={sourceId}
        data-key={row.key}
        data-testid="line-input"
      />
    </li>
  );
}
