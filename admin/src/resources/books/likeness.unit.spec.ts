import { likenessRows, type LikenessRecord } from './likeness';

const likeness: LikenessRecord = {
  checker: 'openai-chat:gpt-4o',
  checkedAt: '2026-11-27T10:00:00.000Z',
  passed: false,
  pagesChecked: 13,
  characters: [
    { characterId: 'c1', name: 'Mia', pages: 13, failing: [] },
    { characterId: 'c2', name: 'Bruno', pages: 11, failing: [3, 7] },
  ],
  problems: [
    {
      page: 7,
      characterId: 'c2',
      name: 'Bruno',
      onPage: true,
      differences: [
        { part: 'accessory', note: 'the collar is missing' },
        { part: 'colours', note: 'the coat is grey, not brown' },
      ],
    },
    {
      page: 3,
      characterId: 'c2',
      name: 'Bruno',
      onPage: false,
      differences: [{ part: 'missing', note: '' }],
    },
  ],
  remade: [3, 7, 9],
  unchecked: [],
};

describe('the likeness list support sees per book (issue #23)', () => {
  it('lists each still differing character per page, in page order, with the checker’s notes', () => {
    expect(likenessRows(likeness)).toEqual([
      { page: 3, name: 'Bruno', parts: 'missing', notes: '', remade: true },
      {
        page: 7,
        name: 'Bruno',
        parts: 'accessory, colours',
        notes: 'the collar is missing; the coat is grey, not brown',
        remade: true,
      },
    ]);
    expect(likenessRows(null)).toEqual([]);
    expect(likenessRows({ ...likeness, problems: [], passed: true })).toEqual([]);
  });
});
