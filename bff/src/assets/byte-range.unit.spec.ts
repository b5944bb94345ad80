import { byteRange } from './assets.controller';

describe('byte ranges of stored files (issue #28: phones play audio by ranges)', () => {
  it('answers the ranges a media player asks for', () => {
    expect(byteRange('bytes=0-', 1000)).toEqual({ start: 0, end: 999 });
    expect(byteRange('bytes=0-1', 1000)).toEqual({ start: 0, end: 1 });
    expect(byteRange('bytes=500-2000', 1000)).toEqual({ start: 500, end: 999 });
    expect(byteRange('bytes=-100', 1000)).toEqual({ start: 900, end: 999 });
  });

  it('sends the whole file without a range or for several, and refuses one past the end', () => {
    expect(byteRange(undefined, 1000)).toBeUndefined();
    expect(byteRange('bytes=0-1,5-9', 1000)).toBeUndefined();
    expect(byteRange('bytes=1000-', 1000)).toBe('unsatisfiable');
    expect(byteRange('bytes=9-3', 1000)).toBe('unsatisfiable');
  });
});
