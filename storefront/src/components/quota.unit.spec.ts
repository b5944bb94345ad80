import { editQuotaLevel, previewQuotaLevel } from './quota';

describe('quota levels (spec §4, §9)', () => {
  it('warns about previews when 1 or 2 remain and calls them exhausted at 0 or below', () => {
    expect([5, 3, 2, 1, 0, -1].map(previewQuotaLevel)).toEqual([
      'ok',
      'ok',
      'warning',
      'warning',
      'exhausted',
      'exhausted',
    ]);
  });

  it('warns about edits only when exactly 1 remains and calls them exhausted at 0 or below', () => {
    expect([3, 2, 1, 0, -2].map(editQuotaLevel)).toEqual(['ok', 'ok', 'warning', 'exhausted', 'exhausted']);
  });
});
