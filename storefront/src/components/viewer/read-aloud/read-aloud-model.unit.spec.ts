import type { ViewerPage } from '@fabelhaft/contracts';
import { choicesOf, readingsOf, startAt } from './read-aloud-model';

const page = (n: number, languages: string[]): ViewerPage => ({
  page_type: n === 1 ? 'cover' : 'other',
  page_number: n,
  image_url: `/img/${n}`,
  alt_text: '',
  audio: languages.map((language) => ({
    language: language as 'de' | 'en',
    audio_url: `/a/${n}-${language}`,
    duration_ms: 1000,
  })),
});
const pages = [page(1, ['de', 'en']), page(2, ['de', 'en']), page(3, []), page(4, ['de', 'en'])];

describe('what the read-aloud player plays (issue #28)', () => {
  it('reads the chosen language page by page, or both one after the other', () => {
    expect(readingsOf(pages, 'en', ['de', 'en']).map((r) => r.url)).toEqual([
      '/a/1-en',
      '/a/2-en',
      '/a/4-en',
    ]);
    expect(readingsOf(pages, 'both', ['de', 'en']).map((r) => r.url)).toEqual([
      '/a/1-de',
      '/a/1-en',
      '/a/2-de',
      '/a/2-en',
      '/a/4-de',
      '/a/4-en',
    ]);
  });

  it('starts with the pages in view, passing over a page without words', () => {
    const readings = readingsOf(pages, 'de', ['de', 'en']);
    expect(startAt(readings, [1, 2])).toBe(1);
    expect(startAt(readings, [2])).toBe(2);
    expect(startAt(readings, [0])).toBe(0);
    expect(startAt(readings.slice(0, 2), [2, 3])).toBe(-1);
  });

  it('offers both languages only for a bilingual book', () => {
    expect(choicesOf(['de', 'en'])).toEqual(['de', 'en', 'both']);
    expect(choicesOf(['fr'])).toEqual(['fr']);
  });
});
