type FlagProps = { countryCode: string | null; width: number; height: number };

/**
 * A country's flag as an image from public/flags (flag-icons, MIT), or a globe when the country
 * is unknown. Images rather than emoji: Windows and many Linux desktops have no emoji flags and
 * would show two letters or empty boxes. Decorative: the name or code is always beside it.
 */
export function Flag({ countryCode, width, height }: FlagProps) {
  const code = countryCode && /^[a-z]{2}$/i.test(countryCode) ? countryCode.toLowerCase() : null;
  if (!code) {
    return (
      <svg viewBox="0 0 24 24" width={width} height={height} fill="none" stroke="currentColor" strokeWidth="1.6" aria-hidden="true">
        <circle cx="12" cy="12" r="9" />
        <path d="M3 12h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3z" />
      </svg>
    );
  }
  return (
    // eslint-disable-next-line @next/next/no-img-element -- a tiny static SVG: the image optimizer would only add a round trip.
    <img src={`/flags/${code}.svg`} alt="" width={width} height={height} loading="lazy" className="flag-icon" />
  );
}
