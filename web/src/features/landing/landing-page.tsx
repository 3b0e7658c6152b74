import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useSettings } from '../../app/bootstrap/bootstrap-store.ts';
import { Navbar } from '../../app/layout/navbar.tsx';
import { useDocumentTitle } from '../../app/use-document-title.ts';
import { Trans, useTrans } from '../../lib/i18n.tsx';
import { FaqSection } from './faq.tsx';
import { GallerySection } from './gallery.tsx';
import { Hero } from './hero.tsx';
import { LandingFooter } from './landing-footer.tsx';
import { PricingSection, useTrialDays } from './pricing-section.tsx';
import { ReviewsSection } from './reviews.tsx';
import { ScrollToTop } from './scroll-to-top.tsx';
import { FeaturesSection, SolutionsSection } from './sections.tsx';
import './landing.css';

/** The hero navbar's links to the sections of this page; Pricing only while billing is on. */
function HeroNav({ billing }: { billing: boolean }) {
  const trans = useTrans();
  return (
    <nav aria-label={trans('Home page sections')}>
      <ul>
        <li>
          <a href="#home">
            <Trans message="Home" />
          </a>
        </li>
        <li>
          <a href="#features">
            <Trans message="Features" />
          </a>
        </li>
        <li>
          <a href="#solutions">
            <Trans message="Solutions" /> <span className="sw-badge sw-badge-new">{trans('New')}</span>
          </a>
        </li>
        <li>
          <a href="#reviews">
            <Trans message="Reviews" />
          </a>
        </li>
        {billing && (
          <li>
            <a href="#pricing">
              <Trans message="Pricing" />
            </a>
          </li>
        )}
        <li>
          <a href="#contact-us">
            <Trans message="Contact Us" />
          </a>
        </li>
      </ul>
    </nav>
  );
}

/**
 * A link from another screen to a section (the footer's /#faq-section) arrives before the lazily
 * loaded page has drawn it, so the browser's own jump finds nothing: scroll there once it exists.
 */
function useScrollToHash() {
  const { hash } = useLocation();
  useEffect(() => {
    if (!hash) return;
    document.getElementById(hash.slice(1))?.scrollIntoView();
  }, [hash]);
}

/**
 * The marketing home page: hero with the prompt, how it works, use cases, plans, reviews, FAQ,
 * the gallery of sites made here, and the footer with the partner logos.
 */
export function LandingPage() {
  useDocumentTitle(null);
  useScrollToHash();
  const { billing } = useSettings();
  const trialDays = useTrialDays();
  return (
    <div className="sw-landing">
      <a href="#main-content" className="sw-skip-link">
        <Trans message="Skip to content" />
      </a>
      <Navbar className="sw-landing-navbar">
        <HeroNav billing={billing.enable} />
      </Navbar>
      <main id="main-content" tabIndex={-1}>
        <Hero trialDays={trialDays} />
        <FeaturesSection />
        <SolutionsSection />
        {billing.enable && <PricingSection trialDays={trialDays} />}
        <ReviewsSection />
        <FaqSection />
        <GallerySection />
      </main>
      <LandingFooter />
      <ScrollToTop />
    </div>
  );
}
