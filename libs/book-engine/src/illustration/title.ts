import type { Language } from '../types';
import { el } from './painter';

const CJK_FONT: Partial<Record<Language, string>> = { zh: 'Noto Sans CJK SC', ko: 'Noto Sans CJK KR' };
const CJK_SERIF: Partial<Record<Language, string>> = { zh: 'Noto Serif CJK SC', ko: 'Noto Serif CJK KR' };

/** A font stack that covers Latin, Cyrillic, CJK and Arabic, the book's own script first. */
export function fontStack(language: Language, serif: boolean): string {
  const cjk = serif
    ? (CJK_SERIF[language] ?? 'Noto Serif CJK JP')
    : (CJK_FONT[language] ?? 'Noto Sans CJK JP');
  const latin = serif ? 'Noto Serif' : 'Noto Sans';
  const arabic = serif ? 'Noto Naskh Arabic' : 'Noto Sans Arabic';
  const fonts =
    language === 'ar'
      ? [arabic, latin, cjk]
      : language === 'zh' || language === 'ja' || language === 'ko'
        ? [cjk, latin, arabic]
        : [latin, cjk, arabic];
  return `${fonts.map((f) => `'${f}'`).join(', ')}, ${serif ? 'serif' : 'sans-serif'}`;
}

export const escapeXml = (text: string): string =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

/** Rough advance width in em, enough to wrap a title without measuring glyphs. */
function charWidth(ch: string): number {
  if (/[\u3000-\u9fff\uac00-\ud7af\uff00-\uffef]/.test(ch)) return 1;
  if (/[\u0600-\u06ff]/.test(ch)) return 0.5;
  if (/\s/.test(ch)) return 0.3;
  if (/[A-ZА-ЯЁ]/.test(ch)) return 0.7;
  if (/[а-яё]/.test(ch)) return 0.62;
  return 0.56;
}
const textWidth = (text: string): number => [...text].reduce((sum, ch) => sum + charWidth(ch), 0);

/** Splits into units that may not be broken: words, or single characters in Chinese and Japanese. */
function tokens(text: string, language: Language): string[] {
  if (language === 'zh' || language === 'ja') return text.match(/[\p{L}\p{N}]?[、。！？，：]|./gu) ?? [text];
  return text.split(/(?<=\s)/u);
}

export function wrapTitle(
  text: string,
  language: Language,
  maxWidthEm: number,
  maxLines: number,
): string[] | null {
  const lines: string[] = [];
  let current = '';
  for (const token of tokens(text, language)) {
    if (current && textWidth((current + token).trim()) > maxWidthEm) {
      lines.push(current.trim());
      current = token;
    } else {
      current += token;
    }
  }
  if (current.trim()) lines.push(current.trim());
  if (lines.length > maxLines || lines.some((line) => textWidth(line) > maxWidthEm)) return null;
  return lines;
}

export interface TitleStyle {
  fill: string;
  outline: string | null;
  weight: number;
  panel: string | null;
  panelOpacity: number;
  serif: boolean;
}

/** The title block at the top of the cover, sized to fit in at most three lines. */
export function drawTitle(text: string, language: Language, style: TitleStyle, width: number): string {
  const boxWidth = width - 120;
  // Serif and heavy faces run wider than the estimate.
  const latinLike = !['ar', 'zh', 'ja', 'ko'].includes(language);
  const widthFactor = latinLike ? (style.serif ? 1.2 : 1) * (style.weight >= 700 ? 1.06 : 1) : 1;
  let size = 84;
  let lines: string[] | null = null;
  let maxEm = 0;
  while (size > 30) {
    maxEm = boxWidth / (size * widthFactor);
    lines = wrapTitle(text, language, maxEm, 3);
    if (lines) break;
    size -= 4;
  }
  // Balance the lines (no single orphaned word or character on the last line).
  for (let narrower = maxEm - 0.25; lines && lines.length > 1 && narrower > 1; narrower -= 0.25) {
    const candidate = wrapTitle(text, language, narrower, lines.length);
    if (!candidate || candidate.length !== lines.length) break;
    lines = candidate;
  }
  const finalLines = lines ?? [text];
  const lineHeight = size * 1.18;
  const top = 70;
  const height = finalLines.length * lineHeight + 50;
  const rtl = language === 'ar';
  const parts: string[] = [];
  if (style.panel) {
    parts.push(
      el('rect', {
        x: 40,
        y: top - 10,
        width: width - 80,
        height,
        rx: 34,
        fill: style.panel,
        'fill-opacity': style.panelOpacity,
      }),
    );
  }
  const textAttrs = {
    x: width / 2,
    'text-anchor': 'middle',
    'font-family': fontStack(language, style.serif),
    'font-size': size,
    'font-weight': style.weight,
    fill: style.fill,
    ...(rtl ? { direction: 'rtl', 'unicode-bidi': 'embed' } : {}),
    ...(style.outline
      ? {
          stroke: style.outline,
          'stroke-width': Math.max(4, size / 9),
          'paint-order': 'stroke',
          'stroke-linejoin': 'round',
        }
      : {}),
  };
  finalLines.forEach((line, index) => {
    parts.push(el('text', { ...textAttrs, y: top + 20 + size * 0.92 + index * lineHeight }, escapeXml(line)));
  });
  return parts.join('');
}
