import { AGE_RANGES, MAX_AGE, suggestedFormat } from '@fabelhaft/contracts/constants';
import { ageBand, formatFor, parseAge } from './age';

describe('parseAge', () => {
  it('reads the wire forms the builder sends', () => {
    expect(parseAge('5 years')).toBe(5);
    expect(parseAge('3-6 years')).toBe('3-6');
    expect(parseAge('0-3')).toBe('0-3');
    expect(parseAge('15–17 years')).toBe('15-17');
    expect(parseAge('12 - 15 years')).toBe('12-15');
    expect(parseAge(7)).toBe(7);
    expect(parseAge('9')).toBe(9);
  });

  it('clamps a specific age to 0–17 and turns non-numbers into 0 (spec §5)', () => {
    expect(parseAge('25 years')).toBe(17);
    expect(parseAge(-3)).toBe(0);
    expect(parseAge('five')).toBe(0);
    expect(parseAge('')).toBe(0);
    expect(parseAge(undefined)).toBe(0);
    expect(parseAge(4.7)).toBe(4);
  });

  it('reads an unknown range by its lower bound', () => {
    expect(parseAge('4-8 years')).toBe(4);
  });
});

describe('age bands and formats', () => {
  it('maps ages and ranges to bands', () => {
    expect(ageBand(2)).toBe('toddler');
    expect(ageBand('0-3')).toBe('toddler');
    expect(ageBand('3-6')).toBe('preschool');
    expect(ageBand(7)).toBe('early-reader');
    expect(ageBand('9-12')).toBe('middle-grade');
    expect(ageBand(13)).toBe('teen');
    expect(ageBand('15-17')).toBe('young-adult');
  });

  it('makes board books for the youngest readers only', () => {
    expect(formatFor('0-3')).toBe('board');
    expect(formatFor(1)).toBe('board');
    expect(formatFor(3)).toBe('booklet');
    expect(formatFor('12-15')).toBe('booklet');
  });
});

describe('the format the storefront suggests before paying (issue #24)', () => {
  it('is the format the engine makes for every age and range', () => {
    const wire = [...Array.from({ length: MAX_AGE + 1 }, (_, n) => `${n} years`), ...AGE_RANGES];
    for (const age of wire)
      expect({ age, format: suggestedFormat(age) }).toEqual({ age, format: formatFor(parseAge(age)) });
  });
});
