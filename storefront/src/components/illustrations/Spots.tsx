import type { ReactNode } from 'react';
import { FoxHead, sparkle } from './shapes';

/** Small decorative pictures (64 × 64 units) for the landing's feature cards and steps. */
function Spot({ children, size = 56 }: { children: ReactNode; size?: number }) {
  return (
    <svg
      className="ill spot"
      viewBox="0 0 64 64"
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

export function StorySpot() {
  return (
    <Spot>
      <rect className="f-surface s-ink" x="12" y="8" width="32" height="44" rx="4" strokeWidth="2.5" />
      <path className="s-ink-soft" d="M19 20h18M19 27h18M19 34h11" strokeWidth="2.5" />
      <path className="f-primary" d={sparkle(46, 44, 11)} />
      <path className="f-sun" d={sparkle(53, 16, 6)} />
    </Spot>
  );
}

export function BilingualSpot() {
  return (
    <Spot>
      <path
        className="f-sage"
        d="M6 14a6 6 0 0 1 6-6h24a6 6 0 0 1 6 6v14a6 6 0 0 1-6 6H20l-8 7v-7.4A6 6 0 0 1 6 28z"
      />
      <path className="s-surface" d="M13 17h20M13 24h13" strokeWidth="3" />
      <path
        className="f-primary s-surface"
        strokeWidth="2"
        d="M58 30a6 6 0 0 0-6-6H28a6 6 0 0 0-6 6v14a6 6 0 0 0 6 6h16l8 7v-7.4a6 6 0 0 0 6-5.6z"
      />
      <path className="s-surface" d="M29 33h22M29 40h13" strokeWidth="3" />
    </Spot>
  );
}

export function StylesSpot() {
  return (
    <Spot>
      <path
        className="f-sun-soft s-ink"
        strokeWidth="2.5"
        d="M32 8C17 8 7 18 7 31c0 12 9 22 21 22 5 0 6-3 5-6-1-4 1-7 5-7h6c7 0 13-5 13-13C57 16 46 8 32 8z"
      />
      <circle className="f-primary" cx="19" cy="29" r="4.5" />
      <circle className="f-sage" cx="27" cy="18" r="4.5" />
      <circle className="f-plum" cx="40" cy="18" r="4.5" />
      <circle className="f-fox" cx="19" cy="42" r="4" />
      <path className="s-hair" d="M60 12L44 36" strokeWidth="4" />
      <path className="f-primary" d="M44 36c-4 0-7 3-8 8 4 1 8-1 10-5z" />
    </Spot>
  );
}

export function PrintSpot() {
  return (
    <Spot>
      <rect className="f-sage" x="9" y="44" width="44" height="11" rx="2.5" />
      <rect className="f-primary" x="14" y="32" width="38" height="12" rx="2.5" />
      <rect className="f-plum" x="7" y="20" width="40" height="12" rx="2.5" />
      <path className="s-surface" d="M14 50h34M19 38h29M11 26h31" strokeWidth="1.6" opacity=".8" />
      <circle className="f-sun" cx="49" cy="16" r="10" />
      <path className="s-ink" d="M44.5 16l3 3 6-6.5" strokeWidth="2.5" />
    </Spot>
  );
}

export function CharactersSpot() {
  return (
    <Spot>
      <rect className="f-surface s-ink" x="4" y="10" width="27" height="38" rx="3" strokeWidth="2.2" />
      <rect className="f-surface s-ink" x="33" y="10" width="27" height="38" rx="3" strokeWidth="2.2" />
      <FoxHead x={17.5} y={31} scale={0.42} />
      <FoxHead x={46.5} y={31} scale={0.42} />
      <path className="s-primary" d="M16 55c10 6 22 6 32 0" strokeWidth="2.5" strokeDasharray="0 5" />
    </Spot>
  );
}

export function PreviewSpot() {
  return (
    <Spot>
      <rect className="f-primary" x="10" y="6" width="32" height="44" rx="4" />
      <rect className="f-ink" x="10" y="6" width="5" height="44" rx="2" opacity=".2" />
      <circle className="f-sun-soft" cx="28" cy="22" r="7" />
      <path className="s-surface" d="M20 38h16" strokeWidth="3" />
      <circle className="f-surface s-ink" cx="43" cy="41" r="10" strokeWidth="3.5" />
      <path className="s-ink" d="M50.5 48.5l7 7" strokeWidth="5" />
      <path className="f-sun" d={sparkle(43, 41, 5)} />
    </Spot>
  );
}

export function CheckoutSpot() {
  return (
    <Spot>
      <rect className="f-sage" x="4" y="14" width="46" height="31" rx="5" />
      <rect className="f-ink" x="4" y="21" width="46" height="6" opacity=".55" />
      <path className="s-surface" d="M10 37h12" strokeWidth="3" />
      <path className="s-ink" d="M41 38v-5a6 6 0 0 1 12 0v5" strokeWidth="3" />
      <rect className="f-sun" x="36" y="37" width="22" height="17" rx="3.5" />
      <circle className="f-ink" cx="47" cy="44.5" r="2.3" />
    </Spot>
  );
}

export function ApproveSpot() {
  return (
    <Spot>
      <rect className="f-surface s-ink" x="10" y="6" width="32" height="44" rx="4" strokeWidth="2.5" />
      <path className="s-ink-soft" d="M17 17h18M17 24h18M17 31h10" strokeWidth="2.5" />
      <circle className="f-sage" cx="44" cy="44" r="13" />
      <path className="s-surface" d="M38 44l4.5 4.5L51 40" strokeWidth="3.5" />
    </Spot>
  );
}

export function ShipSpot() {
  return (
    <Spot>
      <path className="f-sun" d="M8 24l24 10v26L8 50zM56 24L32 34v26l24-10z" />
      <path className="f-ink" d="M56 24L32 34v26l24-10z" opacity=".14" />
      <path className="f-sun-soft" d="M8 24l24-10 24 10-24 10z" />
      <path className="s-primary" d="M20 19l24 10v8" strokeWidth="4" />
      <path className="f-surface" d={sparkle(19, 41, 5)} />
      <path className="s-ink-soft" d="M1 40h3M0 46h4" strokeWidth="2" />
    </Spot>
  );
}
