import { useEffect, useState, type CSSProperties } from 'react';
import { Trans, useTrans } from '../../lib/i18n.tsx';
import brightline from './assets/brightline.svg';
import lumora from './assets/lumora.svg';
import orbitly from './assets/orbitly.svg';
import pinecrest from './assets/pinecrest.svg';
import quillstack from './assets/quillstack.svg';
import tidewater from './assets/tidewater.svg';
import { Icon } from './icons.tsx';
import { useRotation } from './use-rotation.ts';

/** The partner logos move one step every 3 seconds. */
const PARTNER_SLIDE_MS = 3000;

const PARTNERS = [
  { name: 'Lumora', logo: lumora },
  { name: 'Quillstack', logo: quillstack },
  { name: 'Pinecrest', logo: pinecrest },
  { name: 'Orbitly', logo: orbitly },
  { name: 'Brightline', logo: brightline },
  { name: 'Tidewater', logo: tidewater },
];

/**
 * The logos in a row that slides left one logo at a time. Each step shows the list rotated by
 * one, drawn with the logo that leaves in front of it and slid by one slot, so the row never
 * jumps back. It holds while pointed at or focused, has its own pause button, and stands still
 * for visitors who prefer reduced motion.
 */
export function PartnerSlider() {
  const trans = useTrans();
  const rotation = useRotation(PARTNERS.length, PARTNER_SLIDE_MS);
  const { index } = rotation;
  const leaving = PARTNERS[(index - 1 + PARTNERS.length) % PARTNERS.length];
  const row = [leaving, ...PARTNERS.slice(index), ...PARTNERS.slice(0, index)];
  // Before the first step there is nothing to slide in from.
  const [moved, setMoved] = useState(false);
  useEffect(() => {
    if (index > 0) setMoved(true);
  }, [index]);

  return (
    <div className="sw-partners" role="region" aria-label={trans('Our partners')} data-testid="partner-slider" data-index={index} data-paused={rotation.paused} {...rotation.holdProps}>
      <p className="sw-partners-title">
        <Trans message="Trusted by teams at growing companies" />
      </p>
      <div className="sw-partners-body">
        <div className="sw-partners-viewport">
          <ul key={index} className="sw-partners-track" data-moved={moved || undefined} style={{ '--sw-partners-count': row.length } as CSSProperties}>
            {row.map((partner, i) => (
              <li key={`${partner.name}-${i}`} className="sw-partner" aria-hidden={i === 0 || undefined}>
                <img src={partner.logo} alt={partner.name} width={160} height={48} loading="lazy" decoding="async" />
              </li>
            ))}
          </ul>
        </div>
        <button
          type="button"
          className="sw-icon-btn sw-carousel-pause"
          aria-label={rotation.userPaused ? trans('Play the partner logos') : trans('Pause the partner logos')}
          onClick={() => rotation.setUserPaused(!rotation.userPaused)}
          data-testid="partners-pause"
        >
          <Icon name={rotation.userPaused ? 'play' : 'pause'} size={18} />
        </button>
      </div>
    </div>
  );
}
