import { useId } from 'react';
import { Trans, transChoice, useTrans } from '../../lib/i18n.tsx';
import { Button } from '../../ui/button.tsx';
import { useEditor } from '../editor/editor-context.tsx';
import { sampleLines, siteSamples } from '../editor/state/sample-content.ts';

/**
 * Before a publish: what the generator made up that is still on the site, page by page ("2 sample
 * testimonials", "Placeholder phone number"), each page a click away in the editor. It warns; the
 * owner may publish anyway.
 */
export function PublishSampleWarnings({ onOpenPage }: { onOpenPage: () => void }) {
  const { store } = useEditor();
  const trans = useTrans();
  const titleId = useId();
  const pages = siteSamples(store.pageDocuments);
  if (pages.length === 0) return null;

  const open = (pageId: string, sampleId: string) => {
    onOpenPage();
    store.switchPage(pageId);
    store.select(sampleId);
  };

  return (
    <section className="sw-publish-samples" role="status" aria-labelledby={titleId} data-testid="publish-sample-warnings">
      <p id={titleId} className="sw-publish-samples-title">
        <Trans message="Some content is still an example. Replace it or keep it as yours before going live:" />
      </p>
      <ul>
        {pages.map((page) => (
          <li key={page.pageId} data-testid="publish-sample-page" data-page={page.pageName}>
            <span className="sw-publish-samples-page">{page.pageName}</span>
            <span className="sw-publish-samples-what">{sampleLines(page.samples).map((line) => (line.count === undefined ? trans(line.message, line.values) : transChoice(line.message, line.count, line.values))).join(' · ')}</span>
            <Button
              variant="text"
              size="sm"
              onClick={() => open(page.pageId, page.samples[0].id)}
              aria-label={trans('Open :page in the editor', { page: page.pageName })}
              data-testid="publish-sample-open"
            >
              <Trans message="Open page" />
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
