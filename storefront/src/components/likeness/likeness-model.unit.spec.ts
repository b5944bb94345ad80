import type { BookLikenessDetail } from '@fabelhaft/contracts';
import { joinWords, likenessLines, refineHref, viewerTarget } from './likeness-model';

const likeness: BookLikenessDetail = {
  checker: 'openai-chat:gpt-4o',
  checked_at: '2026-11-27T10:00:00.000Z',
  passed: false,
  pages_checked: 13,
  characters: [
    { character_id: 'c1', name: 'Mia', pages: 13, failing_pages: [] },
    { character_id: 'c2', name: 'Bruno', pages: 11, failing_pages: [3, 7] },
  ],
  problems: [
    {
      page: 7,
      character_id: 'c2',
      name: 'Bruno',
      on_page: true,
      differences: [
        { part: 'accessory', note: 'the collar is missing' },
        { part: 'accessory', note: 'no name tag' },
        { part: 'colours', note: '' },
      ],
    },
    {
      page: 3,
      character_id: 'c2',
      name: 'Bruno',
      on_page: false,
      differences: [{ part: 'missing', note: '' }],
    },
  ],
  remade_pages: [3, 7],
  unchecked_pages: [],
};

describe('the likeness check as the parent reads it (issue #23)', () => {
  it('says who looks the same everywhere and lists what differs page by page', () => {
    expect(likenessLines(likeness)).toEqual({
      same: [{ name: 'Mia', pages: 13 }],
      problems: [
        { page: 3, name: 'Bruno', missing: true, parts: [], notes: [] },
        {
          page: 7,
          name: 'Bruno',
          missing: false,
          parts: ['accessory', 'colours'],
          notes: ['the collar is missing', 'no name tag'],
        },
      ],
      pages: [3, 7],
    });
  });

  it('opens the viewer on the page with the refine dialog, and reads that back', () => {
    expect(refineHref('b 1', 7)).toBe('/books/b%201/viewer?page=7&refine=1');
    expect(viewerTarget({ page: '7', refine: '1' })).toEqual({ page: 7, refine: true });
    expect(viewerTarget({ page: 'x' })).toEqual({ refine: false });
    expect(viewerTarget({ page: '0', refine: 'yes' })).toEqual({ refine: false });
  });

  it('joins words as a sentence does', () => {
    expect(joinWords(['hair colour'], 'and')).toBe('hair colour');
    expect(joinWords(['hair colour', 'glasses', 'clothing'], 'and')).toBe(
      'hair colour, glasses and clothing',
    );
  });
});
