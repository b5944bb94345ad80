import './HeroScene.css';
import { FoxHead, sparkle } from './shapes';

const STARS: [number, number, number][] = [
  [150, 214, 2.5],
  [186, 150, 2],
  [238, 112, 3],
  [300, 64, 2],
  [354, 130, 2.5],
  [470, 214, 2],
  [498, 290, 2.5],
  [118, 296, 2],
  [250, 200, 2],
  [392, 206, 3],
  [206, 258, 2],
  [460, 260, 1.8],
  [140, 360, 1.8],
];

/**
 * The landing hero: a child and a fox sitting on an open book under a starry arch, a trail of story-dust
 * rising from the spine. Drawn by hand (about 4 kB) so the first paint needs no image request; width and
 * height give the browser its aspect ratio before CSS arrives, so nothing shifts.
 */
export function HeroScene() {
  return (
    <svg
      className="ill hero-scene"
      viewBox="0 0 600 500"
      width="600"
      height="500"
      aria-hidden="true"
      focusable="false"
    >
      <path className="f-night" d="M70 470V250a230 230 0 0 1 460 0v220z" />
      <path
        className="s-sun-soft"
        d="M94 466V252a206 206 0 0 1 412 0v214"
        strokeWidth="2"
        strokeDasharray="0 12"
        opacity=".45"
      />
      <circle className="f-sun-soft" cx="420" cy="128" r="36" />
      <circle className="f-night" cx="437" cy="115" r="31" />
      <g className="f-sun-soft">
        {STARS.map(([cx, cy, r]) => (
          <circle key={`${cx}-${cy}`} cx={cx} cy={cy} r={r} />
        ))}
      </g>
      <path className="f-sun" d={`${sparkle(232, 168, 10)}${sparkle(330, 112, 7)}${sparkle(462, 330, 8)}`} />
      <path className="f-sun" d={`${sparkle(36, 196, 12)}${sparkle(566, 112, 10)}${sparkle(574, 356, 7)}`} />
      <circle className="f-plum" cx="30" cy="300" r="5" />
      <circle className="f-sage" cx="556" cy="240" r="4" />

      {/* Hills, with a small house whose window is still lit. */}
      <path className="f-plum" d="M70 392c60-34 120-40 180-22 40 12 70 8 110-8 60-24 120-20 170 6v102H70z" />
      <path className="f-paper-deep" d="M452 362h30v22h-30z" />
      <path className="f-primary" d="M448 364l19-16 19 16z" />
      <path className="f-sun" d="M461 370h8v8h-8z" />
      <path className="f-sage" d="M70 420c70-28 150-30 230-10 80 20 160 10 230-14v74H70z" />

      {/* The open book. */}
      <ellipse className="f-paper-deep" cx="300" cy="492" rx="236" ry="8" />
      <path
        className="f-primary"
        d="M300 420c-52-26-136-28-206-10l-10 70c70-16 150-14 216 12 66-26 146-28 216-12l-10-70c-70-18-154-16-206 10z"
      />
      <path
        className="f-paper-deep"
        d="M300 418c-50-26-128-28-196-12l-8 66c68-14 142-12 204 14zM300 418c50-26 128-28 196-12l8 66c-68-14-142-12-204 14z"
      />
      <path
        className="f-paper"
        d="M300 412c-50-26-128-28-196-12l-8 66c68-14 142-12 204 14zM300 412c50-26 128-28 196-12l8 66c-68-14-142-12-204 14z"
      />
      <path className="s-ink-soft" d="M300 412v68" strokeWidth="1.5" opacity=".35" />
      <path
        className="s-line"
        d="M126 430c50-10 100-10 150 2M122 446c50-10 104-10 154 4M330 432c46-12 100-12 146-2M330 448c48-12 102-12 150-2"
        strokeWidth="3"
      />

      {/* Story-dust rising from the spine. */}
      <path
        className="s-sun"
        d="M300 404c-6-40 30-60 22-100-6-30-50-40-40-80 8-30 50-40 60-70"
        strokeWidth="3"
        strokeDasharray="0 11"
      />
      <path className="f-sun" d={sparkle(344, 148, 12)} />

      {/* The child, pointing at the stars. */}
      <ellipse className="f-plum" cx="205" cy="414" rx="34" ry="9" />
      <ellipse className="f-ink" cx="172" cy="417" rx="7" ry="4" />
      <ellipse className="f-ink" cx="238" cy="417" rx="7" ry="4" />
      <path className="f-sun" d="M180 414c0-38 10-60 25-62 15 2 25 24 25 62z" />
      <path className="s-sun" d="M222 372l24-34M188 374l-8 24" strokeWidth="9" />
      <circle className="f-skin" cx="248" cy="332" r="6" />
      <circle className="f-skin" cx="179" cy="401" r="5" />
      <path className="f-primary" d="M190 356c10 6 20 6 30 0l2 8c-11 7-23 7-34 0zM212 362l9 22-8 3-7-21z" />
      <circle className="f-skin" cx="205" cy="330" r="22" />
      <path
        className="f-hair"
        d="M183 330c-2-18 10-30 24-30 15 0 25 10 24 26-8-10-20-12-30-8-6 3-12 8-18 12zM205 301c-2-8 4-12 10-10-6 2-7 6-6 10z"
      />
      <circle className="f-ink" cx="198" cy="330" r="2.3" />
      <circle className="f-ink" cx="213" cy="330" r="2.3" />
      <circle className="f-primary-soft" cx="194" cy="339" r="4" />
      <circle className="f-primary-soft" cx="218" cy="339" r="4" />
      <path className="s-ink" d="M201 341q4.5 4 9 0" strokeWidth="2" />

      {/* The fox, tail curled around. */}
      <path
        className="f-fox"
        d="M410 416c40 4 62-20 52-48-4-12-14-18-22-16 10 10 12 26 0 38-8 8-20 10-30 10z"
      />
      <path className="f-paper" d="M462 368c-4-12-14-18-22-16 6 6 9 12 10 18 4-2 8-2 12-2z" />
      <path className="f-fox" d="M372 418c-4-34 6-58 24-60 18 2 28 26 24 60z" />
      <path className="f-paper" d="M386 418c-2-22 3-38 10-40 7 2 12 18 10 40z" />
      <ellipse className="f-ink" cx="389" cy="418" rx="6" ry="3.5" />
      <ellipse className="f-ink" cx="404" cy="418" rx="6" ry="3.5" />
      <FoxHead x={396} y={330} />
    </svg>
  );
}
