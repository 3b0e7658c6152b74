import { useId, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Trans } from '../../lib/i18n.tsx';
import { Icon } from './icons.tsx';

interface Question {
  question: ReactNode;
  answer: ReactNode;
}

// Four questions; the site counts per plan match the seeded plans (server/modules/billing/seed.ts).
const QUESTIONS: Question[] = [
  {
    question: <Trans message="How many sites can I create?" />,
    answer: <Trans message="It depends on your plan: Starter includes 5 sites, Premium 20 and Ultimate 50. You can upgrade at any time when you need more." />,
  },
  {
    question: <Trans message="Do I need to know how to code?" />,
    answer: <Trans message="No. Describe what you want, then adjust everything in the visual editor. Developers can still add their own HTML, CSS and scripts." />,
  },
  {
    question: <Trans message="Can I use my own domain?" />,
    answer: <Trans message="Yes. Connect a custom domain to any published site, or export the static files and host them anywhere you like." />,
  },
  {
    question: <Trans message="Do I own the sites I build?" />,
    answer: <Trans message="Yes. Your text, images and pages are yours. Download a site as plain files whenever you want, even after you cancel." />,
  },
];

/**
 * A disclosure accordion: each question is a button (Enter and Space work natively) that says
 * whether its answer is shown and controls the region holding it.
 */
function FaqItem({ item, open, onToggle }: { item: Question; open: boolean; onToggle: () => void }) {
  const id = useId();
  return (
    <div className="sw-accordion-item" data-open={open}>
      <h3>
        <button type="button" id={`${id}-button`} aria-expanded={open} aria-controls={`${id}-panel`} onClick={onToggle} data-testid="faq-question">
          <span>{item.question}</span>
          <Icon name="chevronDown" size={20} className="sw-accordion-chevron" />
        </button>
      </h3>
      <div id={`${id}-panel`} role="region" aria-labelledby={`${id}-button`} className="sw-accordion-panel" hidden={!open} data-testid="faq-answer">
        <p>{item.answer}</p>
      </div>
    </div>
  );
}

export function FaqSection() {
  const [open, setOpen] = useState<number | null>(0);
  return (
    <section id="faq-section" className="sw-landing-section sw-alt" aria-labelledby="faq-heading">
      <div className="sw-landing-container sw-faq-layout">
        <header className="sw-section-header sw-faq-header">
          <p className="sw-eyebrow">
            <Trans message="FAQ" />
          </p>
          <h2 id="faq-heading">
            <Trans message="Frequently asked questions" />
          </h2>
          <p className="sw-section-lead">
            <Trans message="Still have questions?" />{' '}
            <Link to="/contact">
              <Trans message="Contact us" />
            </Link>
          </p>
        </header>
        <div className="sw-accordion" data-testid="faq">
          {QUESTIONS.map((item, i) => (
            <FaqItem key={i} item={item} open={open === i} onToggle={() => setOpen(open === i ? null : i)} />
          ))}
        </div>
      </div>
    </section>
  );
}
