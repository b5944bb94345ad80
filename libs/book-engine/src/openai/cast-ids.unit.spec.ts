import { linkPhotos, photoCharacters } from '../photos/link';
import { castIds } from './story-writer';

/** A character as the model drafts it (only what the ids are matched by). */
const drafted = (name: string, kind: string, kindEn: string) => ({
  name: { main: name },
  kind: { main: kind },
  kind_en: kindEn,
});

describe("the OpenAI writer's cast ids follow the idea's, which the photos are linked to (issue #23)", () => {
  const idea = 'Mia, ihr Bruder Tom und ihr Hund Bruno suchen eine Laterne';

  it('gives each character the id of the idea character of its name, whatever order the model lists them in', () => {
    const characters = photoCharacters(idea, 'de');
    expect(characters.map((c) => [c.id, c.name])).toEqual([
      ['c1', 'Mia'],
      ['c2', 'Tom'],
      ['c3', 'Bruno'],
    ]);
    const ids = castIds(
      [drafted('Mia', 'Mädchen', 'girl'), drafted('Bruno', 'Hund', 'dog'), drafted('Tom', 'Bruder', 'boy')],
      characters,
    );
    expect(ids).toEqual(['c1', 'c3', 'c2']);
    // The photo described as "Tom, 7" is linked to c2, which is Tom (third in the model's list) too.
    const [link] = linkPhotos(idea, 'de', [{ description: 'Tom, 7' }], characters);
    expect(ids[2]).toBe(link);
  });

  it('matches an unnamed character by its kind, and gives the model’s additions the ids left over', () => {
    const characters = photoCharacters('Lena und ihr Hund suchen im Wald eine Laterne', 'de');
    expect(characters.map((c) => c.name)).toEqual(['Lena', null]);
    expect(
      castIds(
        [
          drafted('Lena', 'Mädchen', 'girl'),
          drafted('Eule Ole', 'Eule', 'owl'),
          drafted('Fiete', 'Hund', 'dog'),
        ],
        characters,
      ),
    ).toEqual(['c1', 'c3', 'c2']);
  });

  it('numbers the cast in order when the idea names no one, and never gives one id twice', () => {
    const characters = photoCharacters('Eine Geschichte über Mut', 'de');
    expect(castIds([drafted('Ida', 'Mädchen', 'girl'), drafted('Pip', 'Maus', 'mouse')], characters)).toEqual(
      ['c1', 'c2'],
    );
    // Two of one kind and no names: no guess, the order decides.
    const twoDogs = [
      { id: 'c1', name: null, kind: 'Hund', category: 'animal', drawAs: 'dog' },
      { id: 'c2', name: null, kind: 'Hund', category: 'animal', drawAs: 'dog' },
    ];
    const ids = castIds([drafted('Rex', 'Hund', 'dog'), drafted('Fifi', 'Hund', 'dog')], twoDogs);
    expect(ids).toEqual(['c1', 'c2']);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
