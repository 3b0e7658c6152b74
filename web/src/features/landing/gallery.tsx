import { useQuery } from '@tanstack/react-query';
import { formatCount } from '../../../../common/number-format.ts';
import type { ShowcaseData, ShowcaseSite } from '../../../../common/showcase.ts';
import { useAuth } from '../../app/auth/use-auth.ts';
import { useBootstrapData } from '../../app/bootstrap/bootstrap-store.ts';
import { apiClient } from '../../lib/http/api-client.ts';
import { Trans, useTrans } from '../../lib/i18n.tsx';
import { LinkButton } from '../../ui/button.tsx';
import { displayUrl } from '../publishing/deploy-format.ts';
import { shownPagesCount } from './gallery-count.ts';
import { Icon } from './icons.tsx';

const SHOWCASE_QUERY_KEY = ['showcase'] as const;

function useShowcase() {
  return useQuery({ queryKey: SHOWCASE_QUERY_KEY, queryFn: ({ signal }) => apiClient.get<ShowcaseData>('showcase', undefined, { signal }) });
}

/**
 * A picture of a live site: its stored thumbnail, or else its home page itself, framed at a
 * desktop width and scaled down. The frame runs no script and is inert (no focus, no clicks); the
 * card's link is what opens the site.
 */
function SiteThumbnail({ site }: { site: ShowcaseSite }) {
  return (
    <div className="sw-gallery-thumb" aria-hidden="true" inert>
      {site.thumbnail ? (
        <img src={site.thumbnail} alt="" loading="lazy" decoding="async" />
      ) : (
        <iframe src={site.url} sandbox="" loading="lazy" tabIndex={-1} title={site.name} referrerPolicy="no-referrer" />
      )}
    </div>
  );
}

/** The gallery: the real number of pages made here, and the live sites whose owners chose to show them. */
export function GallerySection() {
  const trans = useTrans();
  const { i18n, settings } = useBootstrapData();
  const { isLoggedIn } = useAuth();
  const showcase = useShowcase();
  const site = settings.branding.site_name || 'Sitewright';
  const count = showcase.data?.pages_count;
  const shownCount = shownPagesCount(count);
  const sites = showcase.data?.sites ?? [];

  let heading;
  if (shownCount === null) heading = <Trans message="Made with :site" values={{ site }} />;
  else heading = <Trans message="{one} :count page created with :site|{other} :count pages created with :site" count={shownCount} values={{ count: formatCount(shownCount, i18n.language), site }} />;

  return (
    <section id="gallery" className="sw-landing-section" aria-labelledby="gallery-heading" data-testid="gallery">
      <div className="sw-landing-container">
        <header className="sw-section-header">
          <p className="sw-eyebrow">
            <Trans message="Gallery" />
          </p>
          <h2 id="gallery-heading" data-testid="gallery-heading" data-count={count ?? ''}>
            {heading}
          </h2>
          <p className="sw-section-lead">
            <Trans message="Real sites, built and published by people using this service." />
          </p>
        </header>
        <ul className="sw-gallery">
          {sites.map((item) => (
            <li key={item.url} className="sw-gallery-card" data-testid="gallery-site">
              <SiteThumbnail site={item} />
              <div className="sw-gallery-caption">
                <a href={item.url} target="_blank" rel="noopener" className="sw-gallery-link">
                  {item.name}
                  <span className="sw-visually-hidden"> {trans('(opens in a new tab)')}</span>
                </a>
                <span className="sw-gallery-url">{displayUrl(item.url)}</span>
              </div>
            </li>
          ))}
          {showcase.isSuccess && (
            <li className="sw-gallery-card sw-gallery-invite">
              <span className="sw-feature-icon">
                <Icon name="globe" />
              </span>
              <p className="sw-gallery-invite-title">
                <Trans message="Your site could be here" />
              </p>
              <p>
                <Trans message="Publish a site and allow it in the gallery from its publishing settings." />
              </p>
              <LinkButton to={isLoggedIn ? '/dashboard' : '/register'} variant="outline" size="sm">
                <Trans message="Start building" />
              </LinkButton>
            </li>
          )}
        </ul>
      </div>
    </section>
  );
}
