import { artefactKey, canonicalJson, MemoryArtefactCache } from './cache';

describe('artefactKey', () => {
  it('names the kind and hashes the inputs, whatever order their keys were written in', () => {
    const key = artefactKey('picture', 1, { style: 'pixar', size: { w: 2, h: 3 } });
    expect(key).toMatch(/^picture\/[0-9a-f]{64}$/);
    expect(artefactKey('picture', 1, { size: { h: 3, w: 2 }, style: 'pixar' })).toBe(key);
    expect(artefactKey('picture', 1, { style: 'watercolor', size: { w: 2, h: 3 } })).not.toBe(key);
    expect(artefactKey('page-layout', 1, { style: 'pixar', size: { w: 2, h: 3 } })).not.toBe(
      key.replace('picture', 'page-layout'),
    );
  });

  it('keeps the inputs apart: ("ab", "c") is not ("a", "bc"), an array order matters', () => {
    expect(artefactKey('k', 'ab', 'c')).not.toBe(artefactKey('k', 'a', 'bc'));
    expect(artefactKey('k', [1, 2])).not.toBe(artefactKey('k', [2, 1]));
    expect(canonicalJson({ b: [{ d: 1, c: 2 }], a: null })).toBe('{"a":null,"b":[{"c":2,"d":1}]}');
  });
});

describe('MemoryArtefactCache', () => {
  it('answers what was put under a key and nothing for other keys', async () => {
    const cache = new MemoryArtefactCache();
    await cache.put('picture/1', Buffer.from('jpeg'));
    await cache.put('picture/1', Buffer.from('jpeg'));
    expect((await cache.get('picture/1'))?.toString()).toBe('jpeg');
    expect(await cache.get('picture/2')).toBeUndefined();
    expect(cache.keys()).toEqual(['picture/1']);
    expect(cache.size).toBe(1);
  });
});
