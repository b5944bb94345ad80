import type { IdeaFrame } from '../model';
import { readIdea } from './index';
import { truecase } from './latin';

/**
 * The Latin-script reader's sentence patterns (issue #21): who is a character and what it is, where parents write
 * it in ways a list of phrasings would not foresee.
 */
const cast = (frame: IdeaFrame) =>
  frame.characters.map((c) => ({ name: c.name, kind: c.kind.word, drawAs: c.drawAs }));

beforeAll(() => {
  readIdea('A warm-up idea about a dog.');
}, 30_000);

describe('the Latin-script reader', () => {
  it('reads a subject of two before a plural verb, not a compound ("the fox look")', () => {
    expect(cast(readIdea('Lena and the fox look for a treasure'))).toEqual([
      { name: 'Lena', kind: 'girl', drawAs: 'girl' },
      { name: undefined, kind: 'fox', drawAs: 'fox' },
    ]);
    expect(cast(readIdea('A bear and a mouse look for a treasure')).map((c) => c.kind)).toEqual([
      'bear',
      'mouse',
    ]);
    const finn = readIdea('My son Finn and his dog travel to space with a kite');
    expect(cast(finn)).toEqual([
      { name: 'Finn', kind: 'son', drawAs: 'boy' },
      { name: undefined, kind: 'dog', drawAs: 'dog' },
    ]);
    // "son" is the book's boy: translated as the child, not kept in English.
    expect(finn.characters[0]?.kind.translations?.ru).toBe('мальчик');
  });

  it('takes an apposition for the kind and a weak noun’s dative for a singular', () => {
    const frame = readIdea(
      'Ein kleiner Hase namens Hoppel sucht mit seinem Freund, dem Bären, einen Schatz auf der Burg.',
    );
    expect(cast(frame)).toEqual([
      { name: 'Hoppel', kind: 'Hase', drawAs: 'rabbit' },
      { name: undefined, kind: 'Bär', drawAs: 'bear' },
    ]);
  });

  it('reads a Romance noun of several words as one ("casa sull’albero")', () => {
    const frame = readIdea('Due sorelle, Emma e Lotta, costruiscono una casa sull’albero');
    expect(frame.goal.target?.noun.word ?? frame.things[0]?.noun.word).toBe('casa sull’albero');
  });

  it('reads a capitalised adjective in a team’s name as an adjective: the team is no character', () => {
    const frame = readIdea('Leon spielt im Verein bei den Blauen Adlern und träumt vom großen Pokal');
    expect(cast(frame).map((c) => c.name ?? c.kind)).toEqual(['Leon']);
  });

  it('knows a breed WordNet names only with its animal: "his black labrador Biscuit" is a black dog', () => {
    const frame = readIdea('Theo and his black labrador Biscuit go to the beach');
    expect(cast(frame)).toEqual([
      { name: 'Theo', kind: 'boy', drawAs: 'boy' },
      { name: 'Biscuit', kind: 'labrador', drawAs: 'dog' },
    ]);
    expect(frame.characters[1]?.looks.body?.color).toBeDefined();
  });

  it('gives an idea typed in lower case its names back', () => {
    expect(truecase('mia und ihr hund bello suchen den schatz im wald', 'de')).toBe(
      'Mia und ihr Hund Bello suchen den Schatz im Wald',
    );
    expect(truecase('Mia and her dog Rex', 'en')).toBe('Mia and her dog Rex');
    // A name the tagger takes for an adverb (-ly) and no dictionary knows; a real adverb stays small.
    expect(truecase('emily and her unicorn sparkel fly over the rainbow', 'en')).toBe(
      'Emily and her unicorn Sparkel fly over the rainbow',
    );
    expect(truecase('quickly and quietly the fox runs home', 'en')).toBe(
      'quickly and quietly the fox runs home',
    );
    expect(cast(readIdea('felix hat angst vor dem wasser')).map((c) => c.name)).toEqual(['Felix']);
    expect(cast(readIdea('tom and his dog rex go to the beach'))).toEqual([
      { name: 'Tom', kind: 'boy', drawAs: 'boy' },
      { name: 'Rex', kind: 'dog', drawAs: 'dog' },
    ]);
    // A verb after a kind stays a verb: "the tooth fairy helps him".
    expect(
      readIdea('jake is scared of the dentist but his friend the tooth fairy helps him').characters.map(
        (c) => c.name,
      ),
    ).not.toContain('Helps');
  });

  it('takes the word after a kind for its name, even a noun ("Kater Mitternacht")', () => {
    const frame = readIdea('Lea und ihr schwarzer Kater Mitternacht finden auf dem Dachboden eine Truhe');
    expect(frame.characters.map((c) => c.name)).toEqual(['Lea', 'Mitternacht']);
    expect(frame.characters[1]?.looks.body?.word).toBe('schwarzer');
  });

  it('finds names after prepositions and conjunctions and keeps places and pronouns out of the cast', () => {
    expect(
      readIdea('Was wäre, wenn Marlon einen Tag lang so klein wie eine Ameise wäre?').characters[0]?.name,
    ).toBe('Marlon');
    expect(
      readIdea('Eine Geschichte über Lina und ihr Einhorn Glitzi').characters.map((c) => c.name),
    ).toEqual(['Lina', 'Glitzi']);
    expect(readIdea('Papi Jean apprend à Zoé à faire du vélo').characters.map((c) => c.name)).toContain(
      'Zoé',
    );
    expect(readIdea('Zara flies to London to visit her aunt').characters.map((c) => c.name)).toEqual([
      'Zara',
    ]);
    expect(
      readIdea('Nos gustaría una historia sobre Pablo y su perro').characters.map((c) => c.name),
    ).not.toContain('Nos');
    expect(
      readIdea('Big sister Isla teaches her little brother Rory to whistle').characters.map((c) => c.name),
    ).toEqual(['Isla', 'Rory']);
  });

  it('reads a short idea in the book’s language when its words do not tell', () => {
    expect(readIdea('Mailas Ente', { hint: 'de' }).ideaLanguage).toBe('de');
    expect(readIdea('Something about friendship', { hint: 'ja' }).ideaLanguage).toBe('en');
  });
});

describe('names and looks the session-9 ideas taught (issue #21)', () => {
  const cast = (idea: string) =>
    readIdea(idea).characters.map((c) => [c.name, c.kind.word, c.looks.body?.word ?? null]);

  it('a name after "named" is a name, whatever else the word is ("a dragon named Fuego")', () => {
    expect(cast('A dragon named Fuego who is afraid of the dark')).toEqual([['Fuego', 'dragon', null]]);
  });

  it('a capitalised word right after a kind is its name, even a colour ("a avó Rosa", "la gatta Bianca")', () => {
    expect(cast('A avó Rosa e o neto Pedro fazem um bolo').map((c) => c[0])).toEqual(['Rosa', 'Pedro']);
    expect(cast('La gatta Bianca e il cane Nero giocano nel prato').map((c) => c[0])).toEqual([
      'Bianca',
      'Nero',
    ]);
  });

  it('"Herr Bauer" is one name, though "Bauer" is a noun', () => {
    expect(cast('Herr Bauer ist Bäcker und backt das größte Brot der Welt')[0]?.[0]).toBe('Herr Bauer');
  });

  it('the colour of an apposition or a predicate after the name is the pet’s', () => {
    expect(cast('Tomás y su perro Toby, un beagle marrón, buscan el tesoro')[1]).toEqual([
      'Toby',
      'perro',
      'marrón',
    ]);
    expect(cast('Ruby has short black hair, and her dog Pepper is white with brown spots')[1]).toEqual([
      'Pepper',
      'dog',
      'white',
    ]);
    expect(cast('Chiara ha i capelli biondi; il suo cane Pepe è tutto nero')[1]).toEqual([
      'Pepe',
      'cane',
      'nero',
    ]);
  });

  it('a Japanese name in hiragana before ちゃん stays whole', () => {
    expect(readIdea('ゆいちゃんは雨の音を数えながら眠ります').characters.map((c) => c.name)).toEqual([
      'ゆい',
    ]);
    expect(readIdea('おばあちゃんとゆいちゃんがクッキーをやきます').characters.map((c) => c.name)).toContain(
      'ゆい',
    );
  });
});

describe('a verb after the kind is no name (issue #21)', () => {
  it('"Finn the fox sails to the island" has one character, the fox Finn', () => {
    expect(
      readIdea('Finn the fox sails to the island to find a treasure').characters.map((c) => [
        c.name,
        c.kind.word,
      ]),
    ).toEqual([['Finn', 'fox']]);
    // A lower-case idea still names its pet after the kind.
    expect(readIdea('mia and her dog rex go to the park').characters.map((c) => c.name)).toEqual([
      'Mia',
      'Rex',
    ]);
  });
});

describe('every named character keeps its name (issue #21)', () => {
  const named = (idea: string, language?: 'en' | 'de' | 'fr' | 'es' | 'it' | 'pt') =>
    cast(readIdea(idea, language ? { language } : {}))
      .filter((c) => c.name)
      .map((c) => [c.name, c.kind]);

  it('a hyphenated first name is one name', () => {
    expect(named('Anna-Lena and her hamster Pip build a rocket', 'en')).toEqual([
      ['Anna-Lena', 'girl'],
      ['Pip', 'hamster'],
    ]);
    expect(named('Ida-Marie und ihr Hund Bello suchen einen Schatz', 'de')[0]).toEqual([
      'Ida-Marie',
      'Mädchen',
    ]);
  });

  it('a lower-case name in a capitalised idea, after "my son" or before an age', () => {
    expect(
      named('my son theo (7) is scared of thunderstorms, his grandma Ruth tells him a secret', 'en'),
    ).toEqual([
      ['Theo', 'son'],
      ['Ruth', 'grandma'],
    ]);
    expect(named('Ma fille léa, 5, adore les Chevaux', 'fr')[0]?.[0]).toBe('Léa');
    // A kin noun only a translation table knows ("hijo", "filho" → son), and no verb taken for a name.
    expect(truecase('mi hijo pablo tiene miedo y su amiga Elena', 'es')).toBe(
      'mi hijo Pablo tiene miedo y su amiga Elena',
    );
    expect(truecase('meu filho joão e a irmã Maria', 'pt')).toBe('meu filho João e a irmã Maria');
    expect(truecase('mi hijo tiene miedo y su amiga Elena', 'es')).toBe(
      'mi hijo tiene miedo y su amiga Elena',
    );
    expect(truecase('ma fille adore les chats et Minou', 'fr')).toBe('ma fille adore les chats et Minou');
  });

  it('a name given after the noun names that noun ("un renard qu’elle appelle Roux")', () => {
    expect(named('Sarah soigne un renard blessé qu’elle appelle Roux', 'fr')).toEqual([
      ['Sarah', 'fille'],
      ['Roux', 'renard'],
    ]);
    expect(named('Lotta findet einen Fuchs, den sie Rotfell nennt', 'de')[1]).toEqual(['Rotfell', 'Fuchs']);
    expect(named('Lucía cuida un zorro al que llama Canelo', 'es')[1]).toEqual(['Canelo', 'zorro']);
    expect(named('Giulia trova una volpe che chiama Rossa', 'it')[1]).toEqual(['Rossa', 'volpe']);
    expect(named('Ana tem um gato a quem chama Tico', 'pt')[1]).toEqual(['Tico', 'gato']);
    expect(named('Amara builds a robot that she calls Bolt', 'en')[1]).toEqual(['Bolt', 'robot']);
  });
});
