import { linkPhotos, photoCharacters } from './link';

/** issue #23: which character each reference photo shows. */
describe('photo links', () => {
  const idea = 'Mia, 5, and her dog Bruno find a lost kite in the forest';

  it('offers the idea characters with their names and kinds, the hero first', () => {
    expect(photoCharacters(idea, 'en')).toEqual([
      { id: 'c1', name: 'Mia', kind: 'girl', category: 'person', drawAs: 'girl' },
      { id: 'c2', name: 'Bruno', kind: 'dog', category: 'animal', drawAs: 'dog' },
    ]);
  });

  it('offers the unnamed hero when the idea names nobody', () => {
    expect(photoCharacters('A story about finding a lost kite in the forest', 'en')).toEqual([
      { id: 'c1', name: null, kind: '', category: 'person', drawAs: '' },
    ]);
  });

  it('links a photo to the character its description names, by name or by kind', () => {
    expect(
      linkPhotos(idea, 'en', [
        { description: 'Mia, 5' },
        { description: 'our dog Bruno' },
        { description: 'the dog in the garden' },
        { description: 'mia at the beach' },
      ]),
    ).toEqual(['c1', 'c2', 'c2', 'c1']);
  });

  it('reads German descriptions against a German idea', () => {
    const de = 'Lena und ihr kleiner Bruder Tom suchen mit dem Hund Bello den Schatz im Garten';
    expect(
      linkPhotos(de, 'de', [
        { description: 'Tom, 3' },
        { description: 'unser Hund' },
        { description: 'Lena' },
      ]),
    ).toEqual(['c2', 'c3', 'c1']);
  });

  it('links a photo naming no character of the idea to no one', () => {
    expect(linkPhotos(idea, 'en', [{ description: 'Grandpa Jo on his boat' }])).toEqual([null]);
  });

  it('gives an undescribed photo to the only person of the idea, and to no one when there are several', () => {
    expect(linkPhotos(idea, 'en', [{}])).toEqual(['c1']);
    expect(linkPhotos('Mia and her brother Ben build a kite', 'en', [{}])).toEqual([null]);
  });

  it("follows the parent's pick over the description, and drops a pick of no character of the idea", () => {
    expect(
      linkPhotos(idea, 'en', [
        { description: 'Mia, 5', characterId: 'c2' },
        { description: 'Mia, 5', characterId: null },
        { description: 'Mia, 5', characterId: 'c9' },
      ]),
    ).toEqual(['c2', null, null]);
  });
});
