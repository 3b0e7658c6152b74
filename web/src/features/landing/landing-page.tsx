import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { TRIAL_DAYS } from '../../../../common/constants.ts';
import { useAuth } from '../../app/auth/use-auth.ts';
import { useBootstrapData } from '../../app/bootstrap/bootstrap-store.ts';
import { Navbar } from '../../app/layout/navbar.tsx';
import { MenuItemLink, useMenuItems } from '../../app/menus/menus.tsx';
import { useDocumentTitle } from '../../app/use-document-title.ts';
import { useMediaQuery } from '../../app/use-media-query.ts';
import { Trans, useTrans } from '../../lib/i18n.tsx';
import { Button, LinkButton } from '../../ui/button.tsx';
import { AiGenerationDialog } from '../ai-generation/ai-generation-dialog.tsx';
import { useProducts } from '../billing/billing-api.ts';
import { longestTrialDays } from '../billing/billing-rules.ts';
import { PlanCards } from '../pricing/plan-cards.tsx';
import { savePendingPrompt } from '../ai-generation/pending-prompt.ts';
import './landing.css';

// The marketing home page, light version: hero with prompt, how-it-works, use cases, pricing teaser,
// rotating reviews, FAQ and a footer from the "footer" menus. The full marketing site comes later.

export const HERO_HEADING = 'Build a website in minutes';

const EXAMPLE_PROMPTS = [
  'A portfolio for a wedding photographer in Lisbon',
  'A landing page for a vegan bakery with online orders',
  'A site for a yoga studio with a class schedule',
  'A product page for a smart water bottle launch',
];

const TESTIMONIAL_ROTATION_MS = 5000;

const STEPS = [
  { title: 'Describe your site', text: 'Tell the AI what you need in a sentence or two: your business, style and pages.' },
  { title: 'Edit visually', text: 'Drag in blocks, change text, colours and images in the editor. No code required.' },
  { title: 'Publish', text: 'Put it online on your own domain with one click, or from CI with the command line.' },
];

const SOLUTIONS = [
  { title: 'Landing pages', text: 'Launch a product or campaign page that converts.' },
  { title: 'Small businesses', text: 'Opening hours, services and contact details, done.' },
  { title: 'Portfolios', text: 'Show your work with galleries and case studies.' },
  { title: 'Events', text: 'Schedules, speakers and sign-up forms for your next event.' },
];

const REVIEWS = [
  { quote: 'I had a site for my studio live before my coffee went cold.', name: 'Maya R.', role: 'Yoga instructor' },
  { quote: 'The editor is the first one our whole team could use without training.', name: 'Daniel K.', role: 'Marketing lead' },
  { quote: 'We publish every client preview from CI. It just works.', name: 'Ines P.', role: 'Agency developer' },
];

const FAQ = [
  {
    q: 'Do I need to know how to code?',
    a: 'No. Describe what you want, then adjust everything in the visual editor. Developers can still add custom code.',
  },
  {
    q: 'How many sites can I create?',
    a: 'It depends on your plan: Starter includes 5 sites, Premium 20 and Ultimate 50.',
  },
  {
    q: 'Is there a free trial?',
    a: 'Yes. The Essentials plan comes with a 7 day free trial, and you can cancel any time before it ends.',
  },
  {
    q: 'Can I use my own domain?',
    a: 'Yes. Connect a custom domain to any published site, or export the static files and host them anywhere.',
  },
];

function useTypewriter(prompts: string[], active: boolean): string {
  const [text, setText] = useState(active ? '' : prompts[0]);
  useEffect(() => {
    if (!active) {
      setText(prompts[0]);
      return;
    }
    let index = 0;
    let length = 0;
    let deleting = false;
    let timer: ReturnType<typeof setTimeout>;
    const tick = () => {
      const full = prompts[index];
      if (!deleting) {
        length++;
        setText(full.slice(0, length));
        if (length >= full.length) {
          deleting = true;
          timer = setTimeout(tick, 1800);
          return;
        }
        timer = setTimeout(tick, 45);
      } else {
        length = Math.max(0, length - 3);
        setText(full.slice(0, length));
        if (length === 0) {
          deleting = false;
          index = (index + 1) % prompts.length;
        }
        timer = setTimeout(tick, 20);
      }
    };
    timer = setTimeout(tick, 400);
    return () => clearTimeout(timer);
  }, [prompts, active]);
  return text;
}

function HeroNav() {
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
            <Trans message="Solutions" /> <span className="sw-badge">{trans('New')}</span>
          </a>
        </li>
        <li>
          <a href="#reviews">
            <Trans message="Reviews" />
          </a>
        </li>
        <li>
          <a href="#pricing">
            <Trans message="Pricing" />
          </a>
        </li>
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
 * Generate: a signed-in user watches the site being generated right here and lands in its editor;
 * a guest registers first, and the description waits for the dashboard to generate it.
 */
function Hero() {
  const trans = useTrans();
  const navigate = useNavigate();
  const { isLoggedIn } = useAuth();
  const [prompt, setPrompt] = useState('');
  const [generating, setGenerating] = useState(false);
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const typed = useTypewriter(EXAMPLE_PROMPTS, !reducedMotion && prompt === '');

  const generate = () => {
    if (isLoggedIn) {
      setGenerating(true);
      return;
    }
    if (prompt.trim()) savePendingPrompt(prompt.trim());
    navigate('/register');
  };

  return (
    <section id="home" className="sw-hero" aria-labelledby="hero-heading">
      <div className="sw-landing-container">
        <span className="sw-hero-badge" data-testid="trial-badge">
          <Trans message=":days Day Free Trial" values={{ days: TRIAL_DAYS }} />
        </span>
        <h1 id="hero-heading" className="sw-hero-title">
          <Trans message={HERO_HEADING} />
        </h1>
        <p className="sw-hero-text">
          <Trans message="Describe your idea and get a real, editable website. Refine it visually and publish when you are ready." />
        </p>
        <form
          className="sw-prompt"
          onSubmit={(event) => {
            event.preventDefault();
            generate();
          }}
        >
          <label htmlFor="hero-prompt" className="sw-visually-hidden">
            <Trans message="Describe your website" />
          </label>
          <input
            id="hero-prompt"
            name="prompt"
            className="sw-prompt-input"
            value={prompt}
            onChange={(event) => setPrompt(event.target.value)}
            placeholder={typed || trans('Describe your website')}
            autoComplete="off"
            data-testid="hero-prompt"
          />
          <Button type="submit" variant="primary" size="lg" className="sw-prompt-button" data-testid="hero-generate">
            <Trans message="Generate" />
          </Button>
        </form>
      </div>
      {isLoggedIn && <AiGenerationDialog open={generating} onClose={() => setGenerating(false)} initialPrompt={prompt} autoStart={prompt.trim() !== ''} />}
    </section>
  );
}

/**
 * With billing on, the plans themselves ("Purchase Now"); with billing off every feature is free,
 * so the section invites to sign up instead of asking for payment.
 */
function PricingSection() {
  const { settings } = useBootstrapData();
  const { isLoggedIn } = useAuth();
  const billing = settings.billing.enable;
  const products = useProducts(billing);
  const trialDays = products.data ? longestTrialDays(products.data) : null;
  return (
    <section id="pricing" className="sw-landing-section" aria-labelledby="pricing-heading" data-testid="landing-pricing">
      <div className="sw-landing-container sw-center">
        <h2 id="pricing-heading">
          <Trans message="Simple, transparent pricing" />
        </h2>
        {billing ? (
          <>
            <p className="sw-muted">
              {trialDays !== null ? (
                <Trans message="Start with a :days day free trial. Upgrade, downgrade or cancel at any time." values={{ days: trialDays }} />
              ) : (
                <Trans message="Upgrade, downgrade or cancel at any time." />
              )}
            </p>
            <PlanCards variant="landing" />
          </>
        ) : (
          <>
            <p className="sw-muted">
              <Trans message="Every feature is free on this server. Create an account and start building." />
            </p>
            <LinkButton to={isLoggedIn ? '/dashboard' : '/register'} variant="primary" size="lg">
              <Trans message={isLoggedIn ? 'Go to dashboard' : 'Get Started'} />
            </LinkButton>
          </>
        )}
      </div>
    </section>
  );
}

function Reviews() {
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const trans = useTrans();
  useEffect(() => {
    if (paused) return;
    const timer = setInterval(() => setIndex((value) => (value + 1) % REVIEWS.length), TESTIMONIAL_ROTATION_MS);
    return () => clearInterval(timer);
  }, [paused]);
  const review = REVIEWS[index];
  return (
    <section id="reviews" className="sw-landing-section" aria-labelledby="reviews-heading">
      <div className="sw-landing-container sw-center">
        <h2 id="reviews-heading">
          <Trans message="Loved by site builders" />
        </h2>
        <figure className="sw-review" onMouseEnter={() => setPaused(true)} onMouseLeave={() => setPaused(false)}>
          <blockquote>“{trans(review.quote)}”</blockquote>
          <figcaption>
            <strong>{review.name}</strong> · <span className="sw-muted">{trans(review.role)}</span>
          </figcaption>
        </figure>
        <div className="sw-review-dots">
          {REVIEWS.map((item, i) => (
            <button
              key={item.name}
              type="button"
              aria-label={trans('Show review :number', { number: i + 1 })}
              aria-pressed={i === index}
              onClick={() => {
                setIndex(i);
                setPaused(true);
              }}
            />
          ))}
        </div>
      </div>
    </section>
  );
}

function Footer() {
  const { settings } = useBootstrapData();
  const primary = useMenuItems('footer');
  const secondary = useMenuItems('footer-secondary');
  const trans = useTrans();
  return (
    <footer id="contact-us" className="sw-landing-footer">
      <div className="sw-landing-container">
        <div className="sw-footer-cta">
          <div>
            <h2>
              <Trans message="Questions? We're here to help." />
            </h2>
            <p className="sw-muted">
              <Trans message="Send us a message and we will get back to you within one business day." />
            </p>
          </div>
          <LinkButton to="/contact" variant="outline">
            <Trans message="Contact us" />
          </LinkButton>
        </div>
        {primary.length > 0 && (
          <nav aria-label={trans('Footer')} className="sw-footer-links">
            <ul>
              {primary.map((item) => (
                <li key={item.id}>
                  <MenuItemLink item={item} />
                </li>
              ))}
            </ul>
          </nav>
        )}
        <div className="sw-footer-bottom">
          <span>
            © {new Date().getFullYear()} {settings.branding.site_name}
          </span>
          {secondary.length > 0 && (
            <nav aria-label={trans('Legal')} className="sw-footer-links sw-footer-secondary">
              <ul>
                {secondary.map((item) => (
                  <li key={item.id}>
                    <MenuItemLink item={item} />
                  </li>
                ))}
              </ul>
            </nav>
          )}
        </div>
      </div>
    </footer>
  );
}

function ScrollToTop() {
  const [visible, setVisible] = useState(false);
  const trans = useTrans();
  useEffect(() => {
    const onScroll = () => setVisible(window.scrollY > 600);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  if (!visible) return null;
  return (
    <button type="button" className="sw-scroll-top sw-icon-btn" aria-label={trans('Scroll to top')} onClick={() => window.scrollTo({ top: 0 })}>
      ↑
    </button>
  );
}

export function LandingPage() {
  useDocumentTitle(null);
  return (
    <div className="sw-landing">
      <a href="#main-content" className="sw-skip-link">
        <Trans message="Skip to content" />
      </a>
      <Navbar className="sw-landing-navbar">
        <HeroNav />
      </Navbar>
      <main id="main-content" tabIndex={-1}>
        <Hero />
        <section id="features" className="sw-landing-section" aria-labelledby="features-heading">
          <div className="sw-landing-container">
            <h2 id="features-heading" className="sw-center">
              <Trans message="From idea to website in three steps" />
            </h2>
            <ol className="sw-steps">
              {STEPS.map((step, i) => (
                <li key={step.title} className="sw-card">
                  <span className="sw-step-number">{i + 1}</span>
                  <h3>
                    <Trans message={step.title} />
                  </h3>
                  <p className="sw-muted">
                    <Trans message={step.text} />
                  </p>
                </li>
              ))}
            </ol>
          </div>
        </section>
        <section id="solutions" className="sw-landing-section sw-alt" aria-labelledby="solutions-heading">
          <div className="sw-landing-container">
            <h2 id="solutions-heading" className="sw-center">
              <Trans message="Made for every kind of site" />
            </h2>
            <ul className="sw-solutions">
              {SOLUTIONS.map((item) => (
                <li key={item.title} className="sw-card">
                  <h3>
                    <Trans message={item.title} />
                  </h3>
                  <p className="sw-muted">
                    <Trans message={item.text} />
                  </p>
                </li>
              ))}
            </ul>
          </div>
        </section>
        <PricingSection />
        <Reviews />
        <section id="faq" className="sw-landing-section sw-alt" aria-labelledby="faq-heading">
          <div id="faq-section" className="sw-landing-container sw-narrow">
            <h2 id="faq-heading" className="sw-center">
              <Trans message="Frequently asked questions" />
            </h2>
            <div className="sw-accordion" data-testid="faq">
              {FAQ.map((item) => (
                <details key={item.q} className="sw-accordion-item">
                  <summary>
                    <Trans message={item.q} />
                  </summary>
                  <div className="sw-accordion-panel">
                    <Trans message={item.a} />
                  </div>
                </details>
              ))}
            </div>
            <p className="sw-center sw-muted sw-faq-more">
              <Trans message="Still have questions?" /> <Link to="/contact">
                <Trans message="Contact us" />
              </Link>
            </p>
          </div>
        </section>
      </main>
      <Footer />
      <ScrollToTop />
    </div>
  );
}
