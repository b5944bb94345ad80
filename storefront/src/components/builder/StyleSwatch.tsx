import './StyleSwatch.css';
import type { BookStyle } from '@fabelhaft/contracts';

interface Look {
  sky: [string, string];
  ground: string;
  sun: string;
  body: string;
  face: string;
  line: string;
  stroke: number;
  /** Soft, bleeding shapes (watercolour) rather than crisp ones. */
  soft?: boolean;
  /** Big anime eyes. */
  eyes?: 'dot' | 'big' | 'none';
}

// A tiny scene (sky, sun, hill, a child) in each style's palette, so the picker shows what a style looks like.
const LOOKS: Record<BookStyle, Look> = {
  pixar: {
    sky: ['#8fd3ff', '#e6f6ff'],
    ground: '#6cc06a',
    sun: '#ffcf4a',
    body: '#ff7a59',
    face: '#ffd6b8',
    line: 'none',
    stroke: 0,
    eyes: 'dot',
  },
  watercolor: {
    sky: ['#cfe3f2', '#fbefe3'],
    ground: '#a9cfa4',
    sun: '#f6c79a',
    body: '#e59aa8',
    face: '#f7dccb',
    line: 'none',
    stroke: 0,
    soft: true,
    eyes: 'dot',
  },
  cartoon: {
    sky: ['#4fc3f7', '#4fc3f7'],
    ground: '#7ed957',
    sun: '#ffe03a',
    body: '#ff4d6d',
    face: '#ffd1a4',
    line: '#1d1d1d',
    stroke: 2.2,
    eyes: 'dot',
  },
  realistic: {
    sky: ['#5b86b0', '#d9c8ae'],
    ground: '#55703f',
    sun: '#f4dca4',
    body: '#3f5a7a',
    face: '#d8a886',
    line: 'none',
    stroke: 0,
    eyes: 'dot',
  },
  anime: {
    sky: ['#ffb6d5', '#fff0f7'],
    ground: '#8ee0c1',
    sun: '#fff5b8',
    body: '#6b7bff',
    face: '#ffe4d6',
    line: '#3a2d5c',
    stroke: 1.2,
    eyes: 'big',
  },
  minimalist: {
    sky: ['#f4f1ea', '#f4f1ea'],
    ground: '#d9d3c4',
    sun: '#e07a5f',
    body: '#3d405b',
    face: '#3d405b',
    line: 'none',
    stroke: 0,
    eyes: 'none',
  },
  vintage: {
    sky: ['#e8d6b0', '#f3e7cc'],
    ground: '#a58f5e',
    sun: '#c9783b',
    body: '#7a4b3a',
    face: '#e9c9a3',
    line: '#5a3e2b',
    stroke: 1.2,
    eyes: 'dot',
  },
  'digital art': {
    sky: ['#2b1b5a', '#e0468a'],
    ground: '#2bd4c6',
    sun: '#ffd166',
    body: '#9b5de5',
    face: '#ffc8a8',
    line: 'none',
    stroke: 0,
    eyes: 'dot',
  },
};

/** A decorative thumbnail of a style (the picker's label carries the name). */
export function StyleSwatch({ style }: { style: BookStyle }) {
  const look = LOOKS[style];
  const id = `swatch-${style.replace(' ', '-')}`;
  const shape = { stroke: look.line, strokeWidth: look.stroke, opacity: look.soft ? 0.82 : 1 };
  return (
    <svg className="style-swatch" viewBox="0 0 96 64" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id={`${id}-sky`} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor={look.sky[0]} />
          <stop offset="1" stopColor={look.sky[1]} />
        </linearGradient>
        {look.soft && (
          <filter id={`${id}-soft`}>
            <feGaussianBlur stdDeviation="1.1" />
          </filter>
        )}
      </defs>
      <rect width="96" height="64" fill={`url(#${id}-sky)`} />
      <g filter={look.soft ? `url(#${id}-soft)` : undefined}>
        <circle cx="76" cy="16" r={style === 'minimalist' ? 7 : 9} fill={look.sun} {...shape} />
        {style === 'minimalist' ? (
          <rect x="0" y="48" width="96" height="16" fill={look.ground} />
        ) : (
          <path d="M-4 50 Q 30 34 60 46 T 100 44 V 68 H -4 Z" fill={look.ground} {...shape} />
        )}
        {/* the child: body and head */}
        <path d="M30 56 Q 30 40 40 40 Q 50 40 50 56 Z" fill={look.body} {...shape} />
        <circle
          cx="40"
          cy={style === 'anime' ? 31 : 32}
          r={style === 'anime' ? 9 : 8}
          fill={look.face}
          {...shape}
        />
      </g>
      {look.eyes === 'dot' && (
        <g fill={look.line === 'none' ? '#2b2733' : look.line}>
          <circle cx="37" cy="32" r="1.1" />
          <circle cx="43" cy="32" r="1.1" />
        </g>
      )}
      {look.eyes === 'big' && (
        <g>
          <ellipse cx="36.5" cy="32" rx="2" ry="2.8" fill={look.line} />
          <ellipse cx="43.5" cy="32" rx="2" ry="2.8" fill={look.line} />
          <circle cx="37.1" cy="31" r="0.8" fill="#fff" />
          <circle cx="44.1" cy="31" r="0.8" fill="#fff" />
        </g>
      )}
      {style === 'pixar' && <ellipse cx="37" cy="28" rx="3" ry="1.6" fill="#fff" opacity="0.45" />}
      {style === 'vintage' && <rect width="96" height="64" fill="#c8a46a" opacity="0.18" />}
      {style === 'digital art' && (
        <g fill="#fff">
          <circle cx="14" cy="10" r="0.9" />
          <circle cx="26" cy="18" r="0.7" />
          <circle cx="56" cy="8" r="0.8" />
        </g>
      )}
    </svg>
  );
}
