/** A small outline icon for a session's device type (mobile, tablet, anything else as a desktop). */
export function DeviceIcon({ type }: { type: string }) {
  const common = { viewBox: '0 0 24 24', width: 24, height: 24, fill: 'none', stroke: 'currentColor', strokeWidth: 1.8, strokeLinecap: 'round', strokeLinejoin: 'round', 'aria-hidden': true } as const;
  if (type === 'mobile') {
    return (
      <svg {...common} data-device="mobile">
        <rect x="7" y="2" width="10" height="20" rx="2" />
        <path d="M11 18h2" />
      </svg>
    );
  }
  if (type === 'tablet') {
    return (
      <svg {...common} data-device="tablet">
        <rect x="4" y="2" width="16" height="20" rx="2" />
        <path d="M11 18h2" />
      </svg>
    );
  }
  return (
    <svg {...common} data-device="desktop">
      <rect x="2" y="4" width="20" height="13" rx="2" />
      <path d="M8 21h8M12 17v4" />
    </svg>
  );
}
