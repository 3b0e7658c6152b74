import type { ReactNode } from 'react';
import { Trans, useTrans } from '../../lib/i18n.tsx';
import { Icon, type IconName } from './icons.tsx';

// The how-to and the use cases. Each text is a literal line so the localization editor offers it.

interface Card {
  icon: IconName;
  title: ReactNode;
  text: ReactNode;
}

const STEPS: Card[] = [
  {
    icon: 'sparkles',
    title: <Trans message="Describe your site" />,
    text: <Trans message="Tell the AI what you need in a sentence or two: your business, style and pages." />,
  },
  {
    icon: 'cursor',
    title: <Trans message="Edit visually" />,
    text: <Trans message="Drag in blocks, change text, colours and images in the editor. No code required." />,
  },
  {
    icon: 'rocket',
    title: <Trans message="Publish" />,
    text: <Trans message="Put it online on your own domain with one click, or from CI with the command line." />,
  },
];

const SOLUTIONS: Card[] = [
  {
    icon: 'layout',
    title: <Trans message="Landing pages" />,
    text: <Trans message="Launch a product or campaign page that converts, with sections written for your offer." />,
  },
  {
    icon: 'cup',
    title: <Trans message="Restaurants and cafés" />,
    text: <Trans message="Menus, opening hours and a way to order or book, ready before the lunch rush." />,
  },
  {
    icon: 'image',
    title: <Trans message="Portfolios" />,
    text: <Trans message="Show your work with galleries and case studies that load fast on every phone." />,
  },
  {
    icon: 'calendar',
    title: <Trans message="Events" />,
    text: <Trans message="Schedules, speakers and sign-up forms for your next conference or meetup." />,
  },
  {
    icon: 'briefcase',
    title: <Trans message="Agencies" />,
    text: <Trans message="Build client sites in a shared workspace and publish previews from the command line." />,
  },
  {
    icon: 'chart',
    title: <Trans message="Software products" />,
    text: <Trans message="Feature tours, pricing tables and docs links for your app's marketing site." />,
  },
];

export function FeaturesSection() {
  return (
    <section id="features" className="sw-landing-section" aria-labelledby="features-heading">
      <div className="sw-landing-container">
        <header className="sw-section-header">
          <p className="sw-eyebrow">
            <Trans message="How it works" />
          </p>
          <h2 id="features-heading">
            <Trans message="From idea to website in three steps" />
          </h2>
          <p className="sw-section-lead">
            <Trans message="No templates to wrestle with and no code to write. Start from a sentence and finish with a site you own." />
          </p>
        </header>
        <ol className="sw-steps">
          {STEPS.map((step) => (
            <li key={step.icon} className="sw-step">
              <div className="sw-step-top">
                <span className="sw-feature-icon">
                  <Icon name={step.icon} />
                </span>
              </div>
              <h3>{step.title}</h3>
              <p>{step.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}

export function SolutionsSection() {
  const trans = useTrans();
  return (
    <section id="solutions" className="sw-landing-section sw-alt" aria-labelledby="solutions-heading">
      <div className="sw-landing-container">
        <header className="sw-section-header">
          <p className="sw-eyebrow">
            <Trans message="Solutions" /> <span className="sw-badge sw-badge-new">{trans('New')}</span>
          </p>
          <h2 id="solutions-heading">
            <Trans message="Made for every kind of site" />
          </h2>
          <p className="sw-section-lead">
            <Trans message="Whatever you are launching, the AI writes pages that fit it, and the editor lets you make them yours." />
          </p>
        </header>
        <ul className="sw-solutions">
          {SOLUTIONS.map((item) => (
            <li key={item.icon} className="sw-solution">
              <span className="sw-feature-icon">
                <Icon name={item.icon} />
              </span>
              <h3>{item.title}</h3>
              <p>{item.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
