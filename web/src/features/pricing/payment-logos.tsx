import { useTrans } from '../../lib/i18n.tsx';

// Hand-drawn card-network and Stripe marks (simplified, inline: nothing is downloaded). Each is an
// image with its name as the accessible label.

const LOGO_PROPS = { width: 60, height: 38, viewBox: '0 0 60 38', role: 'img', focusable: 'false' } as const;

function VisaLogo() {
  return (
    <svg {...LOGO_PROPS} aria-label="Visa">
      <rect x="0.5" y="0.5" width="59" height="37" rx="5" fill="#ffffff" stroke="#d9dce3" />
      <text x="30" y="25" textAnchor="middle" fontFamily="Arial, Helvetica, sans-serif" fontSize="15" fontStyle="italic" fontWeight="800" fill="#1a1f71" letterSpacing="0.5">
        VISA
      </text>
      <rect x="10" y="29" width="40" height="2" rx="1" fill="#f7b600" />
    </svg>
  );
}

function MastercardLogo() {
  return (
    <svg {...LOGO_PROPS} aria-label="Mastercard">
      <rect x="0.5" y="0.5" width="59" height="37" rx="5" fill="#ffffff" stroke="#d9dce3" />
      <circle cx="24" cy="19" r="10" fill="#eb001b" />
      <circle cx="36" cy="19" r="10" fill="#f79e1b" />
      <path d="M30 11a10 10 0 0 1 0 16a10 10 0 0 1 0-16z" fill="#ff5f00" />
    </svg>
  );
}

function AmexLogo() {
  return (
    <svg {...LOGO_PROPS} aria-label="American Express">
      <rect x="0.5" y="0.5" width="59" height="37" rx="5" fill="#1f72cd" stroke="#1f72cd" />
      <text x="30" y="17" textAnchor="middle" fontFamily="Arial, Helvetica, sans-serif" fontSize="8.5" fontWeight="800" fill="#ffffff" letterSpacing="0.3">
        AMERICAN
      </text>
      <text x="30" y="28" textAnchor="middle" fontFamily="Arial, Helvetica, sans-serif" fontSize="8.5" fontWeight="800" fill="#ffffff" letterSpacing="0.3">
        EXPRESS
      </text>
    </svg>
  );
}

function StripeLogo() {
  return (
    <svg {...LOGO_PROPS} aria-label="Stripe">
      <rect x="0.5" y="0.5" width="59" height="37" rx="5" fill="#635bff" stroke="#635bff" />
      <text x="30" y="24.5" textAnchor="middle" fontFamily="Arial, Helvetica, sans-serif" fontSize="14" fontWeight="700" fill="#ffffff" letterSpacing="-0.3">
        stripe
      </text>
    </svg>
  );
}

/** The payment logos under the plans: card networks and the payment provider. */
export function PaymentLogos() {
  const trans = useTrans();
  return (
    <div className="sw-payment-logos" data-testid="payment-logos">
      <p className="sw-muted">{trans('Secure payments by Stripe')}</p>
      <ul aria-label={trans('Accepted payment methods')}>
        <li>
          <VisaLogo />
        </li>
        <li>
          <MastercardLogo />
        </li>
        <li>
          <AmexLogo />
        </li>
        <li>
          <StripeLogo />
        </li>
      </ul>
    </div>
  );
}
