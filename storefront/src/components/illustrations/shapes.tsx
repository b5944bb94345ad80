import './illustrations.css';
/** Building blocks shared by the hand-drawn scenes (colours by class, see styles/illustrations.css). */

/** A four-pointed twinkle centred on (x, y) with radius r, as path data. */
export function sparkle(x: number, y: number, r: number): string {
  return `M${x} ${y - r}q0 ${r} ${r} ${r}${-r} 0${-r} ${r} 0${-r}${-r}${-r} ${r} 0 ${r}${-r}z`;
}

/**
 * The fox who appears in every scene, drawn around (0, 0) about 44 units wide: the same face everywhere is
 * the visual promise of "consistent characters across pages" (spec §1).
 */
export function FoxHead({ x, y, scale = 1 }: { x: number; y: number; scale?: number }) {
  return (
    <g transform={`translate(${x} ${y}) scale(${scale})`}>
      <path className="f-fox" d="M-18-4l-4-26 18 14zM18-4l4-26-18 14z" />
      <path className="f-ink" d="M-16-12l-2-12 8 7zM16-12l2-12-8 7z" />
      <path className="f-fox" d="M-22 0c0-14 10-22 22-22s22 8 22 22c0 10-10 20-22 24-12-4-22-14-22-24z" />
      <path
        className="f-paper"
        d="M-18 4c6 2 12 6 18 18 6-12 12-16 18-18-2 10-8 18-18 22-10-4-16-12-18-22z"
      />
      <circle className="f-ink" cx="0" cy="21" r="3" />
      <circle className="f-ink" cx="-8" cy="-3" r="2.4" />
      <circle className="f-ink" cx="8" cy="-3" r="2.4" />
    </g>
  );
}
