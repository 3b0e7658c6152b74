import { useId } from 'react';
import { SEO_ROUTES, type SeoEntry } from '../../../../../../common/appearance/types.ts';
import { Trans, useTrans } from '../../../../lib/i18n.tsx';
import { useAppearanceState, useAppearanceStore } from '../editor-store.ts';
import { ImageField } from '../image-field.tsx';
import { SectionHeader } from '../section-header.tsx';

/** A title and description for each public route, and the Open Graph image shared links show. */
export function SeoSection() {
  const store = useAppearanceStore();
  const seo = useAppearanceState((state) => state.draft.settings.seo);
  const ogImage = useAppearanceState((state) => state.draft.settings['seo.og_image']);
  const trans = useTrans();
  // Routes the server already holds entries for stay editable even when not in the usual list.
  const routes = [...new Set<string>([...SEO_ROUTES, ...Object.keys(seo)])];

  const setEntry = (route: string, patch: Partial<SeoEntry>) => {
    const entry: SeoEntry = { ...(seo[route] ?? { title: '', description: '' }), ...patch };
    store.updateSettings({ seo: { ...seo, [route]: entry } });
  };

  return (
    <div data-testid="appearance-seo">
      <SectionHeader title="SEO Settings" back="/admin/appearance" />
      <ImageField label={trans('Open Graph image')} value={ogImage} onChange={(url) => store.updateSettings({ 'seo.og_image': url })} testId="appearance-og-image" />
      {routes.map((route) => (
        <SeoRouteFields key={route} route={route} entry={seo[route]} onChange={(patch) => setEntry(route, patch)} />
      ))}
    </div>
  );
}

function SeoRouteFields({ route, entry, onChange }: { route: string; entry: SeoEntry | undefined; onChange(patch: Partial<SeoEntry>): void }) {
  const titleId = useId();
  const descriptionId = useId();
  return (
    <fieldset className="sw-appearance-seo-route" data-testid="appearance-seo-route" data-route={route}>
      <legend>
        <code>{route}</code>
      </legend>
      <div className="sw-field">
        <label className="sw-label" htmlFor={titleId}>
          <Trans message="Title" />
        </label>
        <input id={titleId} className="sw-input" value={entry?.title ?? ''} maxLength={200} onChange={(event) => onChange({ title: event.target.value })} data-testid="appearance-seo-title" />
      </div>
      <div className="sw-field">
        <label className="sw-label" htmlFor={descriptionId}>
          <Trans message="Description" />
        </label>
        <textarea
          id={descriptionId}
          className="sw-input sw-appearance-textarea"
          value={entry?.description ?? ''}
          maxLength={500}
          onChange={(event) => onChange({ description: event.target.value })}
          data-testid="appearance-seo-description"
        />
      </div>
    </fieldset>
  );
}
