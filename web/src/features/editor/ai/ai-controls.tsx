import { useId, useState } from 'react';
import type { RewriteMode } from '../../../../../common/ai/assist.ts';
import { PLAN_LANGUAGES, type PlanLanguage } from '../../../../../common/ai/site-plan.ts';
import { useTrans } from '../../../lib/i18n.tsx';
import { useEditor } from '../editor-context.tsx';
import type { ElementNode } from '../model.ts';
import { SettingsSection } from '../panels/settings/fields.tsx';
import './ai-controls.css';
import { regenerateSection, rewritableText, rewriteElementText, sectionAround, suggestImageAlt } from './ai-edits.ts';

// The AI tools' controls: an entry in the canvas context menu, a section of the Settings panel,
// a button beside the alt text. While a request runs its control is disabled, so one click is
// one request.

const REWRITES: { mode: Exclude<RewriteMode, 'translate'>; label: string }[] = [
  { mode: 'shorter', label: 'Shorter' },
  { mode: 'longer', label: 'Longer' },
  { mode: 'friendlier', label: 'Friendlier' },
  { mode: 'formal', label: 'More formal' },
];

const LANGUAGE_LABELS: Record<PlanLanguage, string> = { en: 'English', de: 'German', fr: 'French', es: 'Spanish', nl: 'Dutch', pt: 'Portuguese' };

/** Runs one request at a time; `busy` while it runs. */
function useRequest(): [boolean, (work: () => Promise<unknown>) => void] {
  const [busy, setBusy] = useState(false);
  const run = (work: () => Promise<unknown>) => {
    if (busy) return;
    setBusy(true);
    void work().finally(() => setBusy(false));
  };
  return [busy, run];
}

export function RegenerateSectionMenuItem({ selectedId, onClose }: { selectedId: string | null; onClose: () => void }) {
  const { store } = useEditor();
  const trans = useTrans();
  const section = sectionAround(store.document, selectedId);
  if (!section || store.readOnly) return null;
  return (
    <button
      type="button"
      role="menuitem"
      className="sw-menu-item"
      data-testid="context-menu-regenerateSection"
      onClick={() => {
        onClose();
        void regenerateSection(store, section.id);
      }}
    >
      {trans('Regenerate section')}
    </button>
  );
}

/** The Settings panel's AI section: regenerate the section around the selection, rewrite its text. */
export function AiSettings({ node }: { node: ElementNode }) {
  const { store } = useEditor();
  const trans = useTrans();
  const [busy, run] = useRequest();
  const [language, setLanguage] = useState<PlanLanguage>('en');
  const languageId = useId();
  const section = sectionAround(store.document, node.id);
  const text = rewritableText(store.document, node.id);
  if ((!section && !text) || store.readOnly) return null;
  return (
    <SettingsSection title="AI" testId="settings-ai">
      {section && (
        <button type="button" className="sw-btn sw-btn-outline" disabled={busy} data-testid="ai-regenerate-section" onClick={() => run(() => regenerateSection(store, section.id))}>
          {trans('Regenerate section')}
        </button>
      )}
      {text && (
        <div className="sw-editor-field" role="group" aria-label={trans('Rewrite')} data-testid="ai-rewrite">
          <span className="sw-label">{trans('Rewrite')}</span>
          <div className="sw-settings-ai-actions">
            {REWRITES.map(({ mode, label }) => (
              <button key={mode} type="button" className="sw-btn sw-btn-outline sw-btn-sm" disabled={busy} data-testid={`ai-rewrite-${mode}`} onClick={() => run(() => rewriteElementText(store, text.id, mode))}>
                {trans(label)}
              </button>
            ))}
          </div>
          <div className="sw-settings-ai-actions">
            <label htmlFor={languageId} className="sw-visually-hidden">
              {trans('Language')}
            </label>
            <select id={languageId} className="sw-input" value={language} data-testid="ai-translate-language" onChange={(event) => setLanguage(event.currentTarget.value as PlanLanguage)}>
              {PLAN_LANGUAGES.map((code) => (
                <option key={code} value={code}>
                  {trans(LANGUAGE_LABELS[code])}
                </option>
              ))}
            </select>
            <button type="button" className="sw-btn sw-btn-outline sw-btn-sm" disabled={busy} data-testid="ai-rewrite-translate" onClick={() => run(() => rewriteElementText(store, text.id, 'translate', language))}>
              {trans('Translate')}
            </button>
          </div>
        </div>
      )}
    </SettingsSection>
  );
}

export function SuggestAltButton({ id }: { id: string }) {
  const { store } = useEditor();
  const trans = useTrans();
  const [busy, run] = useRequest();
  if (store.readOnly) return null;
  return (
    <button type="button" className="sw-btn sw-btn-outline sw-btn-sm" disabled={busy} data-testid="image-alt-suggest" onClick={() => run(() => suggestImageAlt(store, id))}>
      {trans('Suggest')}
    </button>
  );
}
