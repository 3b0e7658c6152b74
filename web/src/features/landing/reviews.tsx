import type { ReactNode } from 'react';
import { Trans, useTrans } from '../../lib/i18n.tsx';
import { Icon, Stars } from './icons.tsx';
import { useRotation } from './use-rotation.ts';

/** Testimonials turn every 5 seconds. */
const TESTIMONIAL_ROTATION_MS = 5000;

interface Review {
  name: string;
  hue: number;
  quote: ReactNode;
  role: ReactNode;
}

const REVIEWS: Review[] = [
  {
    name: 'Maya Rossi',
    hue: 262,
    quote: <Trans message="I had a site for my studio live before my coffee went cold. My students book classes from it every day." />,
    role: <Trans message="Yoga instructor" />,
  },
  {
    name: 'Daniel Kim',
    hue: 200,
    quote: <Trans message="The editor is the first one our whole team could use without training. We ship campaign pages in an afternoon now." />,
    role: <Trans message="Marketing lead" />,
  },
  {
    name: 'Inês Pereira',
    hue: 330,
    quote: <Trans message="We publish every client preview from CI with the command line. It just works, and clients love the live links." />,
    role: <Trans message="Agency developer" />,
  },
  {
    name: 'Tomás Almeida',
    hue: 28,
    quote: <Trans message="The online orders page paid for the plan in its first week. I changed the menu myself from my phone." />,
    role: <Trans message="Bakery owner" />,
  },
  {
    name: 'Priya Nair',
    hue: 150,
    quote: <Trans message="I described our conference in two sentences and got the schedule, the speakers and a sign-up form." />,
    role: <Trans message="Event organiser" />,
  },
];

function initials(name: string): string {
  return name
    .split(/\s+/)
    .map((part) => part.charAt(0))
    .join('')
    .slice(0, 2);
}

/**
 * One testimonial at a time in a carousel that turns by itself, holds while pointed at or focused,
 * has its own pause button, and never moves for visitors who prefer reduced motion.
 */
export function ReviewsSection() {
  const trans = useTrans();
  const rotation = useRotation(REVIEWS.length, TESTIMONIAL_ROTATION_MS);
  const review = REVIEWS[rotation.index];

  return (
    <section id="reviews" className="sw-landing-section sw-reviews-section" aria-labelledby="reviews-heading">
      <div className="sw-landing-container">
        <header className="sw-section-header">
          <p className="sw-eyebrow">
            <Trans message="Reviews" />
          </p>
          <h2 id="reviews-heading">
            <Trans message="Loved by site builders" />
          </h2>
        </header>
        <div
          className="sw-carousel"
          role="region"
          aria-roledescription={trans('carousel')}
          aria-label={trans('Customer reviews')}
          data-testid="reviews"
          data-paused={rotation.paused}
          {...rotation.holdProps}
        >
          {/* Announced only when the visitor moves it: a rotation that talks every 5 s would be noise. */}
          <div aria-live={rotation.paused ? 'polite' : 'off'}>
            <div
              key={rotation.index}
              className="sw-review"
              role="group"
              aria-roledescription={trans('slide')}
              aria-label={trans(':number of :total', { number: rotation.index + 1, total: REVIEWS.length })}
              data-testid="review"
              data-index={rotation.index}
            >
              <figure>
                <Stars />
                <span className="sw-visually-hidden">
                  <Trans message="Rated 5 out of 5" />
                </span>
                <blockquote>
                  <p>{review.quote}</p>
                </blockquote>
                <figcaption>
                  <span className="sw-review-avatar" style={{ background: `hsl(${review.hue} 70% 42%)` }} aria-hidden="true">
                    {initials(review.name)}
                  </span>
                  <span>
                    <strong>{review.name}</strong>
                    <span className="sw-review-role">{review.role}</span>
                  </span>
                </figcaption>
              </figure>
            </div>
          </div>
          <div className="sw-carousel-controls">
            <button
              type="button"
              className="sw-icon-btn sw-carousel-pause"
              aria-label={rotation.userPaused ? trans('Play the reviews') : trans('Pause the reviews')}
              onClick={() => rotation.setUserPaused(!rotation.userPaused)}
              data-testid="reviews-pause"
            >
              <Icon name={rotation.userPaused ? 'play' : 'pause'} size={18} />
            </button>
            <div className="sw-carousel-dots">
              {REVIEWS.map((item, i) => (
                <button
                  key={item.name}
                  type="button"
                  className="sw-carousel-dot"
                  aria-label={trans('Show review :number', { number: i + 1 })}
                  aria-current={i === rotation.index ? 'true' : undefined}
                  onClick={() => rotation.show(i)}
                  data-testid="review-dot"
                />
              ))}
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}
