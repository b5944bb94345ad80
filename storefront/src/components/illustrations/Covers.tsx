import './Covers.css';
import type { ReactNode } from 'react';
import { FoxHead, sparkle } from './shapes';

/** Wide scenes (320 × 200 units) that head the showcase cards. */
function Cover({ children }: { children: ReactNode }) {
  return (
    <svg
      className="ill cover-scene"
      viewBox="0 0 320 200"
      width="320"
      height="200"
      preserveAspectRatio="xMidYMid slice"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

/** A chunky board book with a teddy on the cover, building blocks and a ball. */
export function BoardBookCover() {
  return (
    <Cover>
      <rect className="f-sun-soft" width="320" height="200" />
      <circle className="f-surface" cx="262" cy="46" r="60" opacity=".6" />
      <ellipse className="f-line" cx="166" cy="182" rx="92" ry="8" />
      <rect className="f-paper-deep" x="118" y="32" width="112" height="146" rx="16" />
      <path className="s-line" d="M224 44v126M218 40v134" strokeWidth="2" />
      <rect className="f-sage" x="104" y="26" width="112" height="146" rx="16" />
      <rect className="f-ink" x="104" y="26" width="12" height="146" rx="6" opacity=".15" />
      <circle className="f-hair" cx="140" cy="66" r="12" />
      <circle className="f-hair" cx="184" cy="66" r="12" />
      <circle className="f-paper-deep" cx="140" cy="66" r="6" />
      <circle className="f-paper-deep" cx="184" cy="66" r="6" />
      <circle className="f-hair" cx="162" cy="92" r="30" />
      <ellipse className="f-paper-deep" cx="162" cy="104" rx="14" ry="11" />
      <ellipse className="f-ink" cx="162" cy="99" rx="5" ry="3.5" />
      <circle className="f-ink" cx="151" cy="86" r="3" />
      <circle className="f-ink" cx="173" cy="86" r="3" />
      <path className="s-ink" d="M157 108q5 4 10 0" strokeWidth="2" />
      <rect className="f-surface" x="124" y="134" width="76" height="22" rx="11" />
      <path className="s-line" d="M136 145h52" strokeWidth="5" />
      <g transform="rotate(-8 60 150)">
        <rect className="f-primary" x="36" y="130" width="38" height="38" rx="6" />
        <path className="s-surface" d="M47 158l8-18 8 18M50 152h10" strokeWidth="3.5" />
      </g>
      <rect className="f-plum" x="58" y="98" width="30" height="30" rx="5" transform="rotate(10 73 113)" />
      <circle className="f-sun-soft" cx="73" cy="113" r="6" />
      <circle className="f-primary" cx="266" cy="154" r="24" />
      <path className="s-surface" d="M244 148c14 6 30 6 44 0M258 132c-6 14-6 30 0 44" strokeWidth="4" />
      <path className="f-sun" d={`${sparkle(250, 76, 9)}${sparkle(40, 54, 7)}`} />
    </Cover>
  );
}

/** A bedtime book open at a spread with a German and an English page under the moon. */
export function BedtimeCover() {
  return (
    <Cover>
      <rect className="f-night" width="320" height="200" />
      <circle className="f-sun-soft" cx="242" cy="52" r="28" />
      <circle className="f-night" cx="256" cy="42" r="25" />
      <g className="f-sun-soft">
        <circle cx="40" cy="30" r="2" />
        <circle cx="92" cy="58" r="2.5" />
        <circle cx="150" cy="24" r="2" />
        <circle cx="196" cy="70" r="1.8" />
        <circle cx="292" cy="104" r="2" />
        <circle cx="26" cy="96" r="1.8" />
      </g>
      <path className="f-sun" d={`${sparkle(120, 44, 8)}${sparkle(286, 28, 6)}${sparkle(58, 80, 5)}`} />
      <path
        className="f-primary"
        d="M160 128c-34-16-84-18-124-6l-6 56c42-10 90-8 130 10 40-18 88-20 130-10l-6-56c-40-12-90-10-124 6z"
      />
      <path
        className="f-paper"
        d="M160 122c-32-16-78-18-116-8l-5 54c40-9 84-7 121 9zM160 122c32-16 78-18 116-8l5 54c-40-9-84-7-121 9z"
      />
      <path className="s-ink-soft" d="M160 122v55" strokeWidth="1.2" opacity=".35" />
      <path
        className="s-line"
        d="M62 142c28-6 58-6 84 2M60 154c28-6 60-6 86 2M178 144c26-8 56-8 82-4M178 156c26-8 58-8 84-4"
        strokeWidth="3"
      />
      <rect className="f-sage" x="76" y="112" width="34" height="20" rx="10" />
      <rect className="f-plum" x="210" y="112" width="34" height="20" rx="10" />
      <text className="f-surface cover-label" x="93" y="126.5" textAnchor="middle">
        DE
      </text>
      <text className="f-surface cover-label" x="227" y="126.5" textAnchor="middle">
        EN
      </text>
      <path className="s-sun-soft" d="M160 112c0-20 14-30 8-50" strokeWidth="2.5" strokeDasharray="0 8" />
    </Cover>
  );
}

/** A saddle-stitched adventure booklet beside a treasure map, with the fox on the cover. */
export function AdventureCover() {
  return (
    <Cover>
      <rect className="f-sage-soft" width="320" height="200" />
      <g transform="rotate(-9 96 110)">
        <rect className="f-paper" x="34" y="56" width="124" height="100" rx="6" />
        <path
          className="s-primary"
          d="M52 136c18-4 22-28 44-30s26 16 40-8"
          strokeWidth="3"
          strokeDasharray="0 8"
        />
        <path className="s-primary" d="M132 86l10 10M142 86l-10 10" strokeWidth="4" />
        <path className="f-sage" d="M50 92l12-18 12 18z" opacity=".7" />
        <circle className="f-sage" cx="108" cy="138" r="8" opacity=".5" />
      </g>
      <ellipse className="f-sage" cx="208" cy="186" rx="76" ry="6" opacity=".25" />
      <rect className="f-primary" x="146" y="24" width="122" height="158" rx="6" />
      <rect className="f-ink" x="146" y="24" width="8" height="158" opacity=".18" />
      <rect className="f-sun-soft" x="146" y="52" width="3" height="12" rx="1.5" />
      <rect className="f-sun-soft" x="146" y="140" width="3" height="12" rx="1.5" />
      <rect className="f-night" x="164" y="38" width="90" height="92" rx="6" />
      <circle className="f-sun" cx="232" cy="60" r="9" />
      <path className="f-sage" d="M164 118l26-38 18 24 12-14 34 40v-2H164z" />
      <path className="f-surface" d="M190 80l-8 12 8-3 8 5z" opacity=".85" />
      <path className="s-sun-soft" d="M190 80v-18" strokeWidth="2" />
      <path className="f-sun" d="M190 62l12 4-12 4z" />
      <path className="f-ink" d="M164 116h90v8a6 6 0 0 1-6 6h-78a6 6 0 0 1-6-6z" opacity=".25" />
      <FoxHead x={209} y={152} scale={0.5} />
      <path className="s-surface" d="M172 172h74" strokeWidth="4" opacity=".6" />
      <path className="f-primary" d={sparkle(288, 40, 8)} />
    </Cover>
  );
}
