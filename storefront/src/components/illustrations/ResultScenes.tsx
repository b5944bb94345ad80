import { FoxHead, sparkle } from './shapes';

const SIZE = { viewBox: '0 0 240 170', width: 240, height: 170 } as const;

/** After payment: the book opens and story-dust rises; a green badge says it worked. */
export function SuccessScene() {
  return (
    <svg className="ill result-scene" {...SIZE} aria-hidden="true" focusable="false">
      <circle className="f-sun-soft" cx="120" cy="84" r="76" />
      <path className="f-sun" d={`${sparkle(70, 40, 9)}${sparkle(176, 30, 7)}${sparkle(196, 84, 5)}`} />
      <path
        className="s-sun"
        d="M120 112c-4-20 14-28 10-48-3-14-20-18-14-36"
        strokeWidth="3"
        strokeDasharray="0 9"
      />
      <path
        className="f-primary"
        d="M120 118c-26-13-66-14-96-5l-5 44c34-8 70-7 101 7 31-14 67-15 101-7l-5-44c-30-9-70-8-96 5z"
      />
      <path
        className="f-paper"
        d="M120 114c-24-13-60-14-90-6l-4 42c32-7 66-6 94 8zM120 114c24-13 60-14 90-6l4 42c-32-7-66-6-94 8z"
      />
      <path
        className="s-line"
        d="M44 126c22-5 46-5 66 1M44 138c22-5 46-5 66 1M132 127c20-6 44-6 66-3"
        strokeWidth="3"
      />
      <FoxHead x={164} y={106} scale={0.55} />
      <circle className="f-sage" cx="196" cy="138" r="18" />
      <path className="s-surface" d="M187 138l6 6 12-12" strokeWidth="4" />
    </svg>
  );
}

/** After a cancelled payment: the book rests closed under the moon, nothing lost. */
export function CancelScene() {
  return (
    <svg className="ill result-scene" {...SIZE} aria-hidden="true" focusable="false">
      <circle className="f-plum-soft" cx="120" cy="84" r="76" />
      <circle className="f-sun" cx="150" cy="48" r="16" />
      <circle className="f-plum-soft" cx="158" cy="42" r="14" />
      <path className="f-sun" d={`${sparkle(70, 44, 7)}${sparkle(196, 92, 5)}`} />
      <ellipse className="f-line" cx="118" cy="150" rx="70" ry="6" />
      <path className="f-paper-deep" d="M52 122h128l6 8v16H52z" />
      <path className="s-line" d="M60 132h120M60 138h120" strokeWidth="2" />
      <rect className="f-plum" x="46" y="106" width="140" height="18" rx="5" />
      <rect className="f-plum" x="46" y="140" width="140" height="8" rx="3" />
      <path className="f-primary" d="M150 106h12v34l-6-6-6 6z" />
      <FoxHead x={94} y={88} scale={0.5} />
    </svg>
  );
}
