import { STYLE_SPECS } from '../illustration/styles';
import { AA_LARGE, AA_TEXT, contrastRatio, readable, readableOnAll } from './contrast';

describe('WCAG contrast (issue #24)', () => {
  it('measures the contrast ratio as WCAG 2 defines it', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBeCloseTo(1, 5);
    // The usual reference: #767676 on white is just AA (4.54:1).
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
    expect(contrastRatio([255, 255, 255], '#000')).toBeCloseTo(21, 5);
  });

  it('keeps a readable colour and darkens (or lightens) one that is not, just enough', () => {
    expect(readable('#2b2420', '#fffdf8')).toBe('#2b2420');
    const yellow = STYLE_SPECS.cartoon.title.fill;
    expect(contrastRatio(yellow, '#fffdf8')).toBeLessThan(2);
    const fixed = readable(yellow, '#fffdf8', AA_TEXT);
    expect(contrastRatio(fixed, '#fffdf8')).toBeGreaterThanOrEqual(AA_TEXT);
    expect(contrastRatio(fixed, '#fffdf8')).toBeLessThan(AA_TEXT + 0.6);
    const onDark = readable('#5f544c', '#1f2a33', AA_TEXT);
    expect(contrastRatio(onDark, '#1f2a33')).toBeGreaterThanOrEqual(AA_TEXT);
    const both = readableOnAll('#ffde21', ['#fffdf8', '#e8f6fb'], AA_LARGE);
    for (const b of ['#fffdf8', '#e8f6fb']) expect(contrastRatio(both, b)).toBeGreaterThanOrEqual(AA_LARGE);
  });
});
