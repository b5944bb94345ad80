import type { Language, StoryPlan } from '../../types';
import type { IdeaCharacter, IdeaFrame } from '../model';
import { planStory } from '../plan-story';
import { characterDrawable, settingDrawable, thingDrawable } from './drawable';
import { detectIdeaLanguage, readIdea } from './index';

/**
 * The reader keeps what the parent wrote (issue #21): the failure cases first, then ideas in all
 * eleven book languages. Names must be kept exactly, kinds in the parent's words, and words that are not
 * characters ("Nachts", "Gemeinsam", "Locken") never become characters.
 */

const byName = (frame: IdeaFrame, name: string): IdeaCharacter => {
  const c = frame.characters.find((x) => x.name === name);
  if (!c) throw new Error(`no character ${name} in ${JSON.stringify(frame.characters.map((x) => x.name))}`);
  return c;
};

beforeAll(() => {
  // The English model and WordNet's index load once (about a second).
  readIdea('A warm-up idea about a dog.');
}, 30_000);

describe('readIdea — the issue #21 failure cases', () => {
  it('Priya the pangolin: a shy pangolin, a jungle library, a book about the stars', () => {
    const frame = readIdea(
      'Priya the pangolin is too shy to go to the jungle library until she finds a book about the stars',
    );
    expect(frame.ideaLanguage).toBe('en');
    expect(frame.characters).toHaveLength(1);
    const priya = byName(frame, 'Priya');
    expect(priya).toMatchObject({ id: 'c1', role: 'protagonist', category: 'animal', sex: 'f' });
    expect(priya.kind).toMatchObject({ word: 'pangolin', en: 'pangolin' });
    expect(['pangolin', 'hedgehog']).toContain(priya.drawAs);
    expect(priya.traits.map((t) => t.en)).toContain('shy');
    expect(frame.places.map((p) => p.noun.word)).toEqual(['jungle library']);
    expect(frame.places[0]!.drawAs).toBe('library');
    expect(frame.goal).toMatchObject({
      shape: 'fear',
      action: 'go to the jungle library',
      verb: 'go',
      feeling: { word: 'shy', en: 'shy' },
      obstacle: { kind: 'feeling' },
    });
    expect(frame.goal.resolution?.action).toBe('finds a book about the stars');
    expect(frame.goal.resolution?.thing?.noun.word).toBe('book');
    expect(frame.things.map((t) => t.noun.word)).toEqual(['book', 'star']);
    expect(frame.sentence).toBe(
      'Priya the pangolin is too shy to go to the jungle library until she finds a book about the stars',
    );
  });

  it('Léon le petit renard a peur de l’eau: Léon stays Léon, a little fox afraid of the water', () => {
    const frame = readIdea("Léon le petit renard a peur de l'eau.");
    expect(frame.ideaLanguage).toBe('fr');
    expect(frame.characters.map((c) => c.name)).toEqual(['Léon']);
    const leon = byName(frame, 'Léon');
    expect(leon.kind).toMatchObject({ word: 'renard', en: 'fox', language: 'fr', gender: 'm' });
    expect(leon).toMatchObject({ category: 'animal', drawAs: 'fox', role: 'protagonist' });
    expect(leon.traits).toEqual([{ word: 'petit', en: 'little' }]);
    expect(frame.goal).toMatchObject({ shape: 'fear', feeling: { en: 'afraid' } });
    expect(frame.goal.obstacle?.word).toBe("a peur de l'eau");
  });

  it('Der Biber Bruno baut einen Damm: a beaver named Bruno who builds a dam', () => {
    const frame = readIdea('Der Biber Bruno baut einen Damm.');
    expect(frame.ideaLanguage).toBe('de');
    expect(frame.characters).toHaveLength(1);
    const bruno = byName(frame, 'Bruno');
    expect(bruno.kind).toMatchObject({ word: 'Biber', en: 'beaver', gender: 'm' });
    expect(bruno.kind.translations).toMatchObject({ en: 'beaver', fr: 'castor' });
    expect(bruno.category).toBe('animal');
    expect(frame.goal).toMatchObject({ shape: 'build', verb: 'build', action: 'einen Damm bauen' });
    expect(frame.goal.target?.noun.word).toBe('Damm');
    expect(frame.things.map((t) => t.noun.word)).toEqual(['Damm']);
  });

  it('a name that looks like a noun right after the kind is the name ("ihr Meerschweinchen Pünktchen")', () => {
    const frame = readIdea('Lina und ihr Meerschweinchen Pünktchen ziehen in eine neue Stadt');
    expect(frame.characters.map((c) => c.name)).toEqual(['Lina', 'Pünktchen']);
    expect(byName(frame, 'Pünktchen')).toMatchObject({ category: 'animal', drawAs: 'guinea-pig' });
    // The book says the action as the infinitive its sentences need.
    expect(frame.goal.action).toBe('in eine neue Stadt ziehen');
  });

  it('a noun phrase after a named pet without a comma is the verb’s object, not the pet ("ihrem Fuchs Ferdinand eine Laterne")', () => {
    const frame = readIdea(
      'Mia und ihr Bruder Jonathan finden mit Oma Wilhelmina und ihrem Fuchs Ferdinand eine Laterne im Zauberwald',
    );
    expect(byName(frame, 'Ferdinand')).toMatchObject({ category: 'animal', drawAs: 'fox' });
    expect(frame.goal.target?.noun.word).toBe('Laterne');
    // With a comma it is an apposition: "su perro Toby, un beagle marrón" is a brown beagle.
    const toby = readIdea('Lucas y su perro Toby, un beagle marrón, buscan un tesoro en la playa');
    expect(byName(toby, 'Toby')?.looks.body?.color).toBeDefined();
  });

  it.each([
    ['Ruby has short black hair and a green raincoat, and her dog Pepper is white with brown spots', []],
    ['Max wears glasses, and his glasses help him spot a tiny dragon in the park', ['park']],
  ])('a place word is a place only where the sentence puts someone there: %s', (idea, places) => {
    expect(readIdea(idea, { language: 'en' }).places.map((p) => p.noun.word)).toEqual(places);
  });

  it('the action is an infinitive in English too ("says goodnight" → "say goodnight")', () => {
    const frame = readIdea('Baby Noah says goodnight to the stars and his teddy Mr Buttons');
    expect(frame.goal.action).toMatch(/^say goodnight to the stars/);
  });

  it('the wish is the verb after a modal ("can\'t sleep" → "sleep", "kann nicht schlafen" → "schlafen")', () => {
    expect(readIdea("Sam can't sleep because the moon is missing").goal.action).toBe('sleep');
    expect(readIdea('Ben kann nicht schlafen, weil der Mond fehlt').goal.action).toBe('schlafen');
    expect(readIdea('Jakob räumt mit seinem Roboter das Kinderzimmer auf').goal.action).toBe(
      'mit seinem Roboter das Kinderzimmer aufräumen',
    );
  });

  it('a female kinship form gives the sex ("seiner Freundin Aylin", "su amiga Lucía", "Herr Klein, sein Lehrer")', () => {
    expect(byName(readIdea('Emil baut mit seiner Freundin Aylin ein Baumhaus'), 'Aylin')).toMatchObject({
      sex: 'f',
      drawAs: 'girl',
    });
    expect(byName(readIdea('Pablo y su amiga Lucía buscan un tesoro'), 'Lucía')).toMatchObject({ sex: 'f' });
    expect(byName(readIdea('Paul und sein Lehrer Herr Klein fahren zum Zoo'), 'Herr Klein')).toMatchObject({
      sex: 'm',
    });
  });

  it('an Italian article is no pronoun: "Giulia e il suo cagnolino" keeps Giulia a girl', () => {
    const frame = readIdea('Giulia e il suo cagnolino Biscotto vanno al mare con la nonna');
    expect(byName(frame, 'Giulia')).toMatchObject({ sex: 'f', drawAs: 'girl' });
  });

  it("an animal hero's family named by kinship is its kind: a hedgehog's mum is a hedgehog", () => {
    const frame = readIdea("A little hedgehog called Prickles can't find his mum before winter");
    const mum = frame.characters.find((c) => c.kind.en === 'mum')!;
    expect(mum).toMatchObject({ category: 'animal', drawAs: 'hedgehog', relation: { as: 'parent' } });
  });

  it('Jonas, 5, und sein brauner Dackel Krümel: no "Nachts", "Gemeinsam" or "Locken" among the characters', () => {
    const frame = readIdea(
      'Jonas, 5, und sein brauner Dackel Krümel schlafen im Zelt. Nachts hören sie ein Geräusch. ' +
        'Gemeinsam suchen sie den Dieb. Jonas hat braune Locken.',
    );
    const names = frame.characters.map((c) => c.name).filter(Boolean);
    expect(names).toEqual(['Jonas', 'Krümel']);
    for (const word of ['Nachts', 'Gemeinsam', 'Locken'])
      expect(frame.characters.some((c) => c.name === word || c.kind.word === word)).toBe(false);
    const jonas = byName(frame, 'Jonas');
    expect(jonas).toMatchObject({ age: 5, role: 'protagonist', category: 'person', sex: 'm', drawAs: 'boy' });
    expect(jonas.looks.hair).toMatchObject({ curly: true, color: '#8b5a2b' });
    const kruemel = byName(frame, 'Krümel');
    expect(kruemel.kind).toMatchObject({ word: 'Dackel', en: 'dachshund' });
    expect(kruemel).toMatchObject({
      category: 'animal',
      drawAs: 'dog',
      relation: { to: jonas.id, as: 'pet' },
    });
    expect(kruemel.looks.body).toEqual({ color: '#8b5a2b', word: 'brauner' });
    expect(frame.time?.of).toBe('night');
    expect(frame.goal.shape).toBe('mystery');
  });

  it('an orange cat asked for by name is orange', () => {
    const frame = readIdea('Mia and her orange cat Tiger want to climb the tallest tree in the garden.');
    const tiger = byName(frame, 'Tiger');
    expect(tiger.kind.word).toBe('cat');
    expect(tiger.looks.body).toEqual({ color: '#f28c28', word: 'orange' });
    expect(tiger.relation).toEqual({ to: byName(frame, 'Mia').id, as: 'pet' });
  });

  it('"short brown hair" is short brown hair, without glasses nobody asked for', () => {
    const frame = readIdea('Lily has short brown hair and her dog Rex wears a red scarf.');
    const lily = byName(frame, 'Lily');
    expect(lily.looks.hair).toEqual({ color: '#8b5a2b', word: 'brown', length: 'short' });
    expect(lily.looks.glasses).toBeUndefined();
    expect(byName(frame, 'Rex').looks.clothing).toMatchObject({ item: { en: 'scarf' }, color: '#d0312d' });
  });

  it('"mit Brille" gives glasses, and lange rote Haare and a green scarf', () => {
    const frame = readIdea('Clara mit Brille hat lange rote Haare und trägt einen grünen Schal.');
    const clara = byName(frame, 'Clara');
    expect(clara.looks).toMatchObject({
      glasses: true,
      hair: { color: '#d0312d', length: 'long' },
      clothing: { item: { word: 'Schal', en: 'scarf' }, color: '#3a9a4a' },
    });
  });

  it('a lighthouse, a submarine, a violin, a snail race and a treasure map in the attic are kept as written', () => {
    const a = readIdea('Finn and his grandpa sail a submarine to the lighthouse before winter.');
    expect(a.places.map((p) => p.noun.word)).toContain('lighthouse');
    expect(a.things.map((t) => t.noun.word)).toContain('submarine');
    expect(byName(a, 'Finn').role).toBe('protagonist');
    expect(a.characters.find((c) => c.kind.word === 'grandpa')?.relation).toEqual({
      to: 'c1',
      as: 'grandparent',
    });
    expect(a.goal.shape).toBe('deadline');
    expect(a.time?.season).toBe('winter');

    const b = readIdea('Noah, 7, learns to play the violin for his grandma’s birthday.');
    expect(byName(b, 'Noah').age).toBe(7);
    expect(b.things.map((t) => t.noun.word)).toContain('violin');
    expect(b.goal.shape).toBe('learn');

    const c = readIdea('Sam the snail wants to win the snail race.');
    expect(byName(c, 'Sam').kind.word).toBe('snail');
    expect(byName(c, 'Sam').drawAs).toBe('snail');
    expect(c.things.map((t) => t.noun.word)).toEqual(['snail race']);
    expect(c.goal.action).toBe('win the snail race');

    const d = readIdea('Emma finds a treasure map in the attic.');
    expect(d.things).toEqual([
      expect.objectContaining({ noun: expect.objectContaining({ word: 'treasure map' }), drawAs: 'map' }),
    ]);
    expect(d.places).toEqual([
      expect.objectContaining({ noun: expect.objectContaining({ word: 'attic' }), drawAs: 'home' }),
    ]);
    expect(d.goal).toMatchObject({ shape: 'quest', verb: 'find' });
  });
});

interface Case {
  idea: string;
  language: string;
  names: string[];
  /** Name (or `#n` for the n-th unnamed character) → kind as written. */
  kinds?: Record<string, string>;
  hero?: string;
  places?: string[];
  things?: string[];
  shape?: string;
  fallback?: boolean;
  age?: Record<string, number>;
  pet?: string;
}

const CASES: Case[] = [
  // English
  {
    idea: 'An axolotl named Pip is lonely in his aquarium until a girl called Ruby visits him.',
    language: 'en',
    names: ['Pip', 'Ruby'],
    kinds: { Pip: 'axolotl' },
    hero: 'Pip',
    shape: 'friendship',
  },
  {
    idea: 'Leo the tractor helps the farmer bring in the harvest before the storm.',
    language: 'en',
    names: ['Leo'],
    kinds: { Leo: 'tractor' },
    things: ['harvest'],
    shape: 'deadline',
  },
  {
    idea: 'Twins Ben and Tom build a rocket to fly to the moon.',
    language: 'en',
    names: ['Ben', 'Tom'],
    kinds: { Ben: 'twin', Tom: 'twin' },
    places: ['moon'],
    things: ['rocket'],
    shape: 'build',
  },
  {
    idea: 'A dragon called Smoky is afraid of the dark.',
    language: 'en',
    names: ['Smoky'],
    kinds: { Smoky: 'dragon' },
    shape: 'fear',
  },
  {
    idea: 'Sofia and her baby brother Luca visit the museum with their mum.',
    language: 'en',
    names: ['Sofia', 'Luca'],
    hero: 'Sofia',
    places: ['museum'],
  },
  {
    idea: 'Max the dachshund digs for bones on the beach.',
    language: 'en',
    names: ['Max'],
    kinds: { Max: 'dachshund' },
    places: ['beach'],
    things: ['bone'],
  },
  {
    idea: 'The little owl Hoot cannot sleep at night.',
    language: 'en',
    names: ['Hoot'],
    kinds: { Hoot: 'owl' },
  },
  {
    idea: 'Captain Zoe dives in a yellow submarine to find a lost pearl.',
    language: 'en',
    names: ['Captain Zoe'],
    things: ['submarine', 'pearl'],
    shape: 'quest',
  },
  {
    idea: 'Two sisters, Emma and Lotta, build a tree house with Grandma Rose.',
    language: 'en',
    names: ['Emma', 'Lotta', 'Rose'],
    kinds: { Emma: 'sister', Lotta: 'sister', Rose: 'grandma' },
    things: ['tree house'],
    shape: 'build',
  },
  {
    idea: 'Three snails, Schneck, Flitz and Trudi, race across the garden.',
    language: 'en',
    names: ['Schneck', 'Flitz', 'Trudi'],
    kinds: { Schneck: 'snail', Trudi: 'snail' },
    places: ['garden'],
  },
  {
    idea: 'Ella, 6, learns to swim in the lake with her friend Omar.',
    language: 'en',
    names: ['Ella', 'Omar'],
    age: { Ella: 6 },
    places: ['lake'],
    shape: 'learn',
  },
  {
    idea: 'A brave knight named Arthur rescues a baby dragon from a cave.',
    language: 'en',
    names: ['Arthur'],
    kinds: { Arthur: 'knight' },
    places: ['cave'],
    shape: 'rescue',
  },
  {
    idea: 'Nora and her grey elephant Pebble travel across the desert.',
    language: 'en',
    names: ['Nora', 'Pebble'],
    kinds: { Pebble: 'elephant' },
    places: ['desert'],
    pet: 'Pebble',
  },
  {
    idea: 'Oliver is scared of the thunderstorm until his cat Whiskers curls up beside him.',
    language: 'en',
    names: ['Oliver', 'Whiskers'],
    kinds: { Whiskers: 'cat' },
    shape: 'fear',
    pet: 'Whiskers',
  },
  {
    idea: 'Maya wants to bake a birthday cake for her grandpa.',
    language: 'en',
    names: ['Maya'],
    things: ['birthday cake'],
    shape: 'build',
  },
  {
    idea: 'Kenji and his robot Bolt explore a volcano island.',
    language: 'en',
    names: ['Kenji', 'Bolt'],
    kinds: { Bolt: 'robot' },
  },
  {
    idea: 'A lonely whale named Blue sings to the stars every night.',
    language: 'en',
    names: ['Blue'],
    kinds: { Blue: 'whale' },
  },
  {
    idea: 'Grace, 4, and her teddy Mr Button go to the hospital.',
    language: 'en',
    names: ['Grace', 'Mr Button'],
    kinds: { 'Mr Button': 'teddy' },
    age: { Grace: 4 },
    places: ['hospital'],
    pet: 'Mr Button',
  },
  // German
  {
    idea: 'Lena und ihre Katze Minka fahren mit dem Zug zur Oma.',
    language: 'de',
    names: ['Lena', 'Minka'],
    kinds: { Minka: 'Katze', '#1': 'Oma' },
    things: ['Zug'],
    pet: 'Minka',
  },
  {
    idea: 'Die kleine Hexe Wanda verliert ihren Zauberstab im Wald.',
    language: 'de',
    names: ['Wanda'],
    kinds: { Wanda: 'Hexe' },
    places: ['Wald'],
    things: ['Zauberstab'],
  },
  {
    idea: 'Paul hat Angst vor dem Gewitter, aber sein Teddy Brummi hilft ihm.',
    language: 'de',
    names: ['Paul', 'Brummi'],
    kinds: { Brummi: 'Teddy' },
    shape: 'fear',
  },
  {
    idea: 'Mila (4) mit Brille und ihr Hund Rudi suchen den verlorenen Ball.',
    language: 'de',
    names: ['Mila', 'Rudi'],
    kinds: { Rudi: 'Hund' },
    things: ['Ball'],
    shape: 'quest',
    age: { Mila: 4 },
    pet: 'Rudi',
  },
  {
    idea: 'Im Winter baut Lotta mit ihrem Bruder Ole einen Schneemann.',
    language: 'de',
    names: ['Lotta', 'Ole'],
    kinds: { Ole: 'Bruder' },
    hero: 'Lotta',
    things: ['Schneemann'],
    shape: 'build',
  },
  {
    idea: 'Ein Igel namens Stachel sucht ein Zuhause für den Winter.',
    language: 'de',
    names: ['Stachel'],
    kinds: { Stachel: 'Igel' },
    shape: 'quest',
  },
  {
    idea: 'Emil möchte Astronaut werden und fliegt mit seiner Rakete zum Mond.',
    language: 'de',
    names: ['Emil'],
    places: ['Mond'],
    things: ['Rakete'],
  },
  {
    idea: 'Die Schwestern Anna und Marie entdecken eine geheime Höhle am See.',
    language: 'de',
    names: ['Anna', 'Marie'],
    kinds: { Anna: 'Schwester', Marie: 'Schwester' },
    places: ['Höhle', 'See'],
    shape: 'mystery',
  },
  {
    idea: 'Der Leuchtturmwärter Hinnerk und seine Möwe Kalle retten ein Boot im Sturm.',
    language: 'de',
    names: ['Hinnerk', 'Kalle'],
    kinds: { Hinnerk: 'Leuchtturmwärter', Kalle: 'Möwe' },
    shape: 'rescue',
  },
  {
    idea: 'Gemeinsam mit ihrem Pony Flocke reitet Sophie zum Bauernhof.',
    language: 'de',
    names: ['Flocke', 'Sophie'],
    kinds: { Flocke: 'Pony' },
    places: ['Bauernhof'],
  },
  { idea: 'Nachts träumt Ben von einem Drachen, der nicht fliegen kann.', language: 'de', names: ['Ben'] },
  {
    idea: 'Tom und Lisa backen einen Kuchen für Opas Geburtstag.',
    language: 'de',
    names: ['Tom', 'Lisa'],
    things: ['Kuchen'],
    shape: 'build',
  },
  // French
  {
    idea: 'La petite Chloé et son chat Moustache cherchent un trésor dans le grenier.',
    language: 'fr',
    names: ['Chloé', 'Moustache'],
    kinds: { Moustache: 'chat' },
    places: ['grenier'],
    things: ['trésor'],
    shape: 'quest',
    pet: 'Moustache',
  },
  {
    idea: "Hugo le hérisson veut traverser la forêt avant l'hiver.",
    language: 'fr',
    names: ['Hugo'],
    kinds: { Hugo: 'hérisson' },
    places: ['forêt'],
    shape: 'deadline',
  },
  {
    idea: 'Camille, 6 ans, apprend à nager avec son papa.',
    language: 'fr',
    names: ['Camille'],
    age: { Camille: 6 },
    kinds: { '#1': 'papa' },
    shape: 'learn',
  },
  {
    idea: 'Le dragon Flamme est trop timide pour parler aux autres dragons.',
    language: 'fr',
    names: ['Flamme'],
    kinds: { Flamme: 'dragon' },
    shape: 'fear',
  },
  {
    idea: "Jules construit une cabane dans l'arbre avec son frère Arthur.",
    language: 'fr',
    names: ['Jules', 'Arthur'],
    kinds: { Arthur: 'frère' },
    shape: 'build',
  },
  {
    idea: 'Marie et son chien noir Filou vont à la plage.',
    language: 'fr',
    names: ['Marie', 'Filou'],
    kinds: { Filou: 'chien' },
    places: ['plage'],
    pet: 'Filou',
  },
  // Spanish
  {
    idea: 'La tortuga Lola quiere cruzar el río antes de la tormenta.',
    language: 'es',
    names: ['Lola'],
    kinds: { Lola: 'tortuga' },
    places: ['río'],
    shape: 'deadline',
  },
  {
    idea: 'Lucía y su perro Toby buscan un tesoro en la playa.',
    language: 'es',
    names: ['Lucía', 'Toby'],
    kinds: { Toby: 'perro' },
    places: ['playa'],
    things: ['tesoro'],
    shape: 'quest',
    pet: 'Toby',
  },
  {
    idea: 'El pequeño zorro Nico tiene miedo de la oscuridad.',
    language: 'es',
    names: ['Nico'],
    kinds: { Nico: 'zorro' },
    shape: 'fear',
  },
  {
    idea: 'Mateo, 5, aprende a montar en bicicleta con su abuelo.',
    language: 'es',
    names: ['Mateo'],
    age: { Mateo: 5 },
    things: ['bicicleta'],
    shape: 'learn',
  },
  {
    idea: 'La niña Valentina tiene el pelo largo y rizado y lleva gafas.',
    language: 'es',
    names: ['Valentina'],
    kinds: { Valentina: 'niña' },
  },
  // Italian
  {
    idea: 'Il gatto Micio e la sua amica Giulia cercano un tesoro nella soffitta.',
    language: 'it',
    names: ['Micio', 'Giulia'],
    kinds: { Micio: 'gatto', Giulia: 'amica' },
    places: ['soffitta'],
    things: ['tesoro'],
    shape: 'quest',
  },
  {
    idea: 'Il piccolo drago Fumo ha paura del buio.',
    language: 'it',
    names: ['Fumo'],
    kinds: { Fumo: 'drago' },
    shape: 'fear',
  },
  {
    idea: "Sofia e suo fratello Marco costruiscono una casetta sull'albero.",
    language: 'it',
    names: ['Sofia', 'Marco'],
    kinds: { Marco: 'fratello' },
    shape: 'build',
  },
  {
    idea: 'La coniglietta Lilla vuole imparare a nuotare nel lago.',
    language: 'it',
    names: ['Lilla'],
    kinds: { Lilla: 'coniglietta' },
    places: ['lago'],
    shape: 'learn',
  },
  {
    idea: 'Pietro, 6 anni, va al mare con il nonno.',
    language: 'it',
    names: ['Pietro'],
    age: { Pietro: 6 },
    places: ['mare'],
  },
  // Portuguese
  {
    idea: 'A menina Ana tem medo do escuro e o seu cão Bolinha ajuda-a.',
    language: 'pt',
    names: ['Ana', 'Bolinha'],
    kinds: { Ana: 'menina', Bolinha: 'cão' },
    shape: 'fear',
    pet: 'Bolinha',
  },
  {
    idea: 'O pequeno urso Bento quer encontrar mel na floresta.',
    language: 'pt',
    names: ['Bento'],
    kinds: { Bento: 'urso' },
    places: ['floresta'],
    shape: 'quest',
  },
  {
    idea: 'Beatriz e a sua gata Mimi vão à praia no verão.',
    language: 'pt',
    names: ['Beatriz', 'Mimi'],
    kinds: { Mimi: 'gata' },
    places: ['praia'],
    pet: 'Mimi',
  },
  {
    idea: 'O dragão Faísca aprende a voar com a avó.',
    language: 'pt',
    names: ['Faísca'],
    kinds: { Faísca: 'dragão' },
    shape: 'learn',
  },
  // The way parents write: "my son", "our twins", no capitals, a book "for" someone
  {
    idea: 'A story for my son Max, 4, who loves dinosaurs and is afraid of the dark.',
    language: 'en',
    names: ['Max'],
    kinds: { Max: 'son' },
    age: { Max: 4 },
    shape: 'fear',
  },
  {
    idea: 'My daughter Emma (5) and her best friend Sophie go on a picnic in the park with our puppy Bruno.',
    language: 'en',
    names: ['Emma', 'Sophie', 'Bruno'],
    kinds: { Emma: 'daughter', Sophie: 'friend', Bruno: 'puppy' },
    age: { Emma: 5 },
    places: ['park'],
  },
  {
    idea: 'Our twins Liam and Noah want to find the dragon that lives behind the waterfall.',
    language: 'en',
    names: ['Liam', 'Noah'],
    kinds: { Liam: 'twin', Noah: 'twin', '#1': 'dragon' },
    shape: 'quest',
  },
  {
    // An idea typed in lower case: the names get their capitals (the book prints them as names).
    idea: 'mia and her dog rex go camping in the mountains',
    language: 'en',
    names: ['Mia', 'Rex'],
    kinds: { Rex: 'dog' },
    places: ['mountain'],
    pet: 'Rex',
  },
  {
    idea: 'A kangaroo named Kira hops to school for the first time.',
    language: 'en',
    names: ['Kira'],
    kinds: { Kira: 'kangaroo' },
    places: ['school'],
  },
  {
    idea: 'Luca and the sleepy sloth Momo climb the tallest tree in the rainforest.',
    language: 'en',
    names: ['Luca', 'Momo'],
    kinds: { Momo: 'sloth' },
    places: ['rainforest'],
  },
  {
    idea: 'The fire engine Flash races through the city to put out a fire.',
    language: 'en',
    names: ['Flash'],
    kinds: { Flash: 'fire engine' },
    places: ['city'],
  },
  {
    idea: 'Ein Buch für meinen Sohn Felix (3), der Bagger liebt.',
    language: 'de',
    names: ['Felix'],
    kinds: { Felix: 'Sohn' },
    age: { Felix: 3 },
    things: ['Bagger'],
  },
  {
    idea: 'Meine Tochter Ida hat Angst vor dem ersten Schultag.',
    language: 'de',
    names: ['Ida'],
    kinds: { Ida: 'Tochter' },
    shape: 'fear',
  },
  {
    idea: 'Oma Gerda und ihre Enkelin Frieda backen Plätzchen für Weihnachten.',
    language: 'de',
    names: ['Gerda', 'Frieda'],
    kinds: { Gerda: 'Oma', Frieda: 'Enkelin' },
    hero: 'Frieda',
    things: ['Plätzchen'],
  },
  {
    idea: 'Der kleine Pinguin Pingo sucht seine Mama am Südpol.',
    language: 'de',
    names: ['Pingo'],
    kinds: { Pingo: 'Pinguin', '#1': 'Mama' },
    shape: 'quest',
  },
  {
    idea: 'Bella, die braune Kuh, will fliegen lernen.',
    language: 'de',
    names: ['Bella'],
    kinds: { Bella: 'Kuh' },
    shape: 'learn',
  },
  {
    idea: "Tom, un garçon de 7 ans, rêve de voler dans l'espace avec sa fusée.",
    language: 'fr',
    names: ['Tom'],
    kinds: { Tom: 'garçon' },
    places: ['espace'],
    things: ['fusée'],
  },
  {
    idea: 'Mi hijo Pablo quiere ser bombero como su papá.',
    language: 'es',
    names: ['Pablo'],
    kinds: { Pablo: 'hijo', '#1': 'papá' },
  },
  {
    idea: 'O Pedro e a irmã Clara constroem um castelo de areia na praia.',
    language: 'pt',
    names: ['Pedro', 'Clara'],
    kinds: { Clara: 'irmã' },
    places: ['praia'],
    shape: 'build',
  },
  // Russian, Chinese, Japanese, Korean, Arabic: read by their structure (particles, clitics, cases, cues)
  {
    idea: 'Маша и её кот Барсик ищут клад в лесу.',
    language: 'ru',
    names: ['Маша', 'Барсик'],
    kinds: { Барсик: 'кот' },
    places: ['лес'],
    things: ['клад'],
    shape: 'quest',
    pet: 'Барсик',
  },
  {
    idea: 'Мальчик Петя и его собака Шарик строят шалаш.',
    language: 'ru',
    names: ['Петя', 'Шарик'],
    kinds: { Петя: 'мальчик', Шарик: 'собака' },
    shape: 'build',
    pet: 'Шарик',
  },
  {
    idea: 'Лиса Алиса боится темноты.',
    language: 'ru',
    names: ['Алиса'],
    kinds: { Алиса: 'лиса' },
    shape: 'fear',
  },
  {
    idea: 'Сёстры Оля и Вера и их рыжая кошка Мурка идут в парк.',
    language: 'ru',
    names: ['Оля', 'Вера', 'Мурка'],
    kinds: { Оля: 'сестра', Вера: 'сестра', Мурка: 'кошка' },
    places: ['парк'],
  },
  {
    idea: 'Панголин Тимоша живёт в джунглях и боится муравьёв.',
    language: 'ru',
    names: ['Тимоша'],
    kinds: { Тимоша: 'панголин' },
    shape: 'fear',
  },
  {
    idea: '小兔子莉莉想去海边。',
    language: 'zh',
    names: ['莉莉'],
    kinds: { 莉莉: '小兔子' },
    places: ['海边'],
  },
  {
    idea: '哥哥天天和妹妹朵拉在花园里找他们的乌龟慢慢。',
    language: 'zh',
    names: ['天天', '朵拉', '慢慢'],
    kinds: { 天天: '哥哥', 朵拉: '妹妹', 慢慢: '乌龟' },
    places: ['花园'],
    shape: 'quest',
  },
  {
    idea: '一只叫阿福的水豚住在河边，它很害羞。',
    language: 'zh',
    names: ['阿福'],
    kinds: { 阿福: '水豚' },
    places: ['河边'],
    shape: 'fear',
  },
  {
    idea: 'レオという男の子は猫のミミと海へ行きます。',
    language: 'ja',
    names: ['レオ', 'ミミ'],
    kinds: { レオ: '男の子', ミミ: '猫' },
    places: ['海'],
    shape: 'journey',
  },
  {
    idea: 'ハナちゃんと犬のポチは森で宝物を探します。',
    language: 'ja',
    names: ['ハナ', 'ポチ'],
    kinds: { ポチ: '犬' },
    places: ['森'],
    things: ['宝物'],
    shape: 'quest',
  },
  {
    idea: 'カピバラのモコは公園でともだちをさがします。',
    language: 'ja',
    names: ['モコ'],
    kinds: { モコ: 'カピバラ' },
    places: ['公園'],
  },
  {
    idea: '하나와 강아지 초코는 바다에 가요.',
    language: 'ko',
    names: ['하나', '초코'],
    kinds: { 초코: '강아지' },
    places: ['바다'],
  },
  {
    idea: '쌍둥이 하준과 하린이는 고양이 나비와 함께 놀이터에 가요.',
    language: 'ko',
    names: ['하준', '하린', '나비'],
    kinds: { 하준: '쌍둥이', 하린: '쌍둥이', 나비: '고양이' },
    places: ['놀이터'],
  },
  {
    idea: '수줍은 판다 몽이는 동물원에서 친구를 찾아요.',
    language: 'ko',
    names: ['몽이'],
    kinds: { 몽이: '판다' },
    places: ['동물원'],
    shape: 'fear',
  },
  {
    idea: 'سارة وقطتها لولو تبحثان عن كنز في الغابة.',
    language: 'ar',
    names: ['سارة', 'لولو'],
    kinds: { لولو: 'قطة' },
    places: ['غابة'],
    things: ['كنز'],
    shape: 'quest',
    pet: 'لولو',
  },
  {
    idea: 'الأرنب فلفل يريد أن يتعلم السباحة.',
    language: 'ar',
    names: ['فلفل'],
    kinds: { فلفل: 'أرنب' },
    shape: 'learn',
  },
  {
    idea: 'التوأمان سلمى وسليم يلعبان مع قطتهما البيضاء نجمة في الحديقة.',
    language: 'ar',
    names: ['سلمى', 'سليم', 'نجمة'],
    kinds: { سلمى: 'توأمان', نجمة: 'قطة' },
    places: ['حديقة'],
  },
  {
    idea: 'الكابيبارا الصغيرة كوكو تحب السباحة في النهر.',
    language: 'ar',
    names: ['كوكو'],
    kinds: { كوكو: 'كابيبارا' },
    places: ['نهر'],
  },
];

describe('readIdea — ideas in the eleven book languages', () => {
  it.each(CASES)('$language: $idea', (c) => {
    const frame = readIdea(c.idea);
    expect(frame.version).toBe(2);
    expect(frame.ideaLanguage).toBe(c.language);
    expect(frame.sentence).toBe(c.idea.trim());
    expect(frame.characters.map((x) => x.name).filter(Boolean)).toEqual(c.names);
    // Every name is the parent's own, written as in the idea (a name typed in lower case gets its capital).
    for (const x of frame.characters)
      if (x.name) expect(c.idea.toLowerCase()).toContain(x.name.toLowerCase());
    expect(frame.characters.filter((x) => x.role === 'protagonist')).toHaveLength(1);
    expect(frame.characters.map((x) => x.id)).toEqual(frame.characters.map((_, i) => `c${i + 1}`));
    const unnamed = frame.characters.filter((x) => !x.name);
    for (const [who, kind] of Object.entries(c.kinds ?? {})) {
      const character = who.startsWith('#') ? unnamed[Number(who.slice(1)) - 1] : byName(frame, who);
      expect(character?.kind.word).toBe(kind);
    }
    if (c.hero) expect(byName(frame, c.hero).role).toBe('protagonist');
    for (const place of c.places ?? []) expect(frame.places.map((p) => p.noun.word)).toContain(place);
    for (const thing of c.things ?? []) expect(frame.things.map((t) => t.noun.word)).toContain(thing);
    if (c.shape) expect(frame.goal.shape).toBe(c.shape);
    expect(!!frame.fallback).toBe(!!c.fallback);
    for (const [who, age] of Object.entries(c.age ?? {})) expect(byName(frame, who).age).toBe(age);
    if (c.pet) expect(byName(frame, c.pet).relation).toEqual({ to: 'c1', as: 'pet' });
    // Every drawable is one the illustrator has.
    for (const x of frame.characters) expect(x.drawAs).toMatch(/^[a-z-]+$/);
  });

  it('reads the same idea the same way every time', () => {
    for (const c of CASES.slice(0, 12)) expect(readIdea(c.idea)).toEqual(readIdea(c.idea));
  });

  it('never invents a name: an idea without names has unnamed characters only', () => {
    for (const idea of [
      'A shy girl and her dog find a shell on the beach.',
      'Ein Junge und seine Katze bauen ein Floß.',
    ])
      expect(readIdea(idea).characters.every((c) => !c.name)).toBe(true);
  });

  it('says so when it could read nothing of an idea, and keeps what it read otherwise', () => {
    const frame = readIdea('小明和他的狗旺财在森林里找宝藏。');
    expect(frame.fallback).toBeUndefined();
    expect(frame.characters.map((c) => c.name)).toEqual(['小明', '旺财']);
    expect(frame.places.map((p) => p.noun.word)).toEqual(['森林']);
    expect(readIdea('ありがとうございます。')).toMatchObject({
      ideaLanguage: 'ja',
      fallback: true,
      characters: [],
    });
  });

  it('takes the language it is given and reads an empty idea as an honest fallback', () => {
    expect(readIdea('Mia und Ben', { language: 'de' }).ideaLanguage).toBe('de');
    expect(readIdea('   ')).toMatchObject({ fallback: true, characters: [], sentence: '' });
  });

  it('is fast once warm (issue #21: under 20 ms per idea on an idle machine)', () => {
    for (const c of CASES) readIdea(c.idea);
    const started = process.hrtime.bigint();
    for (const c of CASES) readIdea(c.idea);
    const perIdea = Number(process.hrtime.bigint() - started) / 1e6 / CASES.length;
    // Generous bound for a busy CI machine; measured ≈ 6–9 ms.
    expect(perIdea).toBeLessThan(40);
  });
});

const names = (frame: IdeaFrame) => frame.characters.map((c) => c.name ?? null);
const who = (frame: IdeaFrame) => frame.characters.map((c) => [c.name ?? null, c.kind.en ?? c.kind.word]);
const BLACK = '#262626';
const WHITE = '#f5f5f5';
const ORANGE = '#f28c28';

describe('readIdea — Russian, Chinese, Japanese, Korean and Arabic by their structure', () => {
  it('Korean: names by their particles, the affectionate -이 off a child’s name, a pet keeps it', () => {
    const a = readIdea('준호와 하얀 토끼 솜이가 숲에서 당근을 찾아요.');
    expect(who(a)).toEqual([
      ['준호', 'girl'],
      ['솜이', 'rabbit'],
    ]);
    expect(byName(a, '솜이').looks.body).toEqual({ color: WHITE, word: '하얀' });
    expect(a.places.map((p) => p.noun.word)).toEqual(['숲']);
    expect(a.goal).toMatchObject({ shape: 'quest', target: { noun: { word: '당근', en: 'carrot' } } });
    // "하얀" (white), "처럼" (like) are never characters; "서윤이는" is 서윤.
    const b = readIdea('서윤이는 경찰관 엄마처럼 용감해지고 싶어요.');
    expect(names(b)).toEqual(['서윤', null]);
    expect(b.characters[1]).toMatchObject({ kind: { word: '엄마' }, relation: { to: 'c1', as: 'parent' } });
    expect(b.characters[1]!.traits.map((t) => t.word)).toEqual(['경찰관']);
    const c = readIdea('잘 자, 도현아');
    expect(names(c)).toEqual(['도현']);
  });

  it('Korean: a name after a description, a group, a named pet, glasses and hair', () => {
    const a = readIdea('안경을 쓴 민서와 갈색 강아지 보리가 할머니 집에 가요.');
    expect(who(a)).toEqual([
      ['민서', 'girl'],
      ['보리', 'dog'],
      [null, 'grandma'],
    ]);
    expect(byName(a, '민서').looks.glasses).toBe(true);
    expect(byName(a, '보리').looks.body?.word).toBe('갈색');
    expect(a.characters[2]!.relation).toEqual({ to: 'c1', as: 'grandparent' });
    const b = readIdea('빨간 머리 지아와 검은 강아지 까망이');
    expect(byName(b, '지아').looks.hair).toEqual({ color: '#d0312d', word: '빨간' });
    expect(byName(b, '까망이').looks.body?.color).toBe(BLACK);
  });

  it('Japanese: katakana names with their particles, ちゃん and くん, a kind and の before a name', () => {
    const a = readIdea('めがねをかけたハルくんと、しろいうさぎのユキがこうえんでボールをさがす。');
    expect(who(a)).toEqual([
      ['ハル', 'girl'],
      ['ユキ', 'rabbit'],
    ]);
    expect(byName(a, 'ハル').looks.glasses).toBe(true);
    expect(byName(a, 'ユキ').looks.body?.color).toBe(WHITE);
    expect(a.places.map((p) => p.noun.word)).toEqual(['こうえん']);
    expect(a.goal.shape).toBe('quest');
    // "朝早く" (early in the morning) is no one; what the hero wants to become is no character.
    const b = readIdea('リンちゃんはお医者さんになりたくて、朝早くおじいちゃんと病院へ行く。');
    expect(names(b)).toEqual(['リン', null]);
    expect(b.characters[1]!.kind.word).toBe('おじいちゃん');
    expect(b.places.map((p) => p.noun.word)).toContain('病院');
    expect(b.things.map((t) => t.noun.word)).toContain('お医者さん');
    expect(names(readIdea('おやすみ、タクミ'))).toEqual(['タクミ']);
  });

  it('Japanese: two sisters named before their group word, an unknown animal kept as written', () => {
    const a = readIdea('サナとメイのふたりの姉妹が、森でしゃべるフクロウを見つける。');
    expect(who(a)).toEqual([
      ['サナ', 'sister'],
      ['メイ', 'sister'],
      [null, 'owl'],
    ]);
    expect(a.characters[1]!.relation).toEqual({ to: 'c1', as: 'sibling' });
    expect(a.characters[2]).toMatchObject({ arrives: true, traits: [{ word: 'しゃべる', en: 'talking' }] });
    const b = readIdea('ウーパールーパーのプクは、むすめのアンと川であそぶ。');
    expect(byName(b, 'プク')).toMatchObject({
      kind: { word: 'ウーパールーパー', en: 'axolotl' },
      category: 'animal',
    });
    expect(byName(b, 'アン').kind.en).toBe('daughter');
  });

  it('Chinese: reduplicated names, 小 + a character, a name after 叫, after a kind, and 和', () => {
    const a = readIdea('奶奶带乐乐和小杰去公园放风筝。');
    expect(names(a)).toEqual(['乐乐', '小杰', null]);
    expect(a.characters[2]).toMatchObject({
      kind: { word: '奶奶' },
      relation: { to: 'c1', as: 'grandparent' },
    });
    expect(a.places.map((p) => p.noun.word)).toEqual(['公园']);
    const b = readIdea('一只叫豆包的小狗迷路了，要找回家。');
    expect(who(b)).toEqual([['豆包', 'dog']]);
    expect(b.goal.shape).toBe('quest');
    // "迷路" (got lost) follows the kind but is a verb, not a name.
    expect(names(b)).not.toContain('迷路');
  });

  it('Chinese: looks before the name, a pet with its owner, an unknown animal', () => {
    const a = readIdea('戴眼镜的长发女孩可可和她的黑色小猫煤球在屋顶上看星星。');
    expect(who(a)).toEqual([
      ['可可', 'girl'],
      ['煤球', 'cat'],
    ]);
    expect(byName(a, '可可').looks).toMatchObject({ glasses: true, hair: { length: 'long' } });
    expect(byName(a, '煤球')).toMatchObject({
      looks: { body: { color: BLACK } },
      relation: { to: 'c1', as: 'pet' },
    });
    const b = readIdea('小熊猫圆圆和骆驼阿布一起穿过沙漠。');
    expect(who(b)).toEqual([
      ['圆圆', 'panda'],
      ['阿布', 'camel'],
    ]);
    expect(b.places.map((p) => p.drawAs)).toEqual(['desert']);
  });

  it('Arabic: names after their kind, a cue, a verb; clitics off; adjectives are no characters', () => {
    const a = readIdea('يحب خالد وأخته ريم قطتهما الرمادية سمسم.');
    expect(who(a)).toEqual([
      ['خالد', 'boy'],
      ['ريم', 'sister'],
      ['سمسم', 'cat'],
    ]);
    expect(byName(a, 'سمسم')).toMatchObject({
      looks: { body: { color: '#9e9e9e' } },
      relation: { as: 'pet' },
    });
    // "مريضة" (sick) and "يحب" (loves) are no characters; the sick cat keeps the word.
    const b = readIdea('تريد ليلى أن تساعد قطة مريضة في الحديقة.');
    expect(who(b)).toEqual([
      ['ليلى', 'girl'],
      [null, 'cat'],
    ]);
    expect(b.characters[1]!.traits.map((t) => t.word)).toEqual(['مريضة']);
    const c = readIdea('ولد اسمه مازن عمره ست سنوات ويحب القطارات.');
    expect(who(c)).toEqual([['مازن', 'boy']]);
    expect(byName(c, 'مازن').age).toBe(6);
  });

  it('Arabic: a grandmother of a named child is no grandmother called so; looks and unknown animals', () => {
    const a = readIdea('جدة سلمى تخبز كعكة في المطبخ.');
    expect(who(a)).toEqual([
      ['سلمى', 'girl'],
      [null, 'grandma'],
    ]);
    expect(a.places.map((p) => p.noun.word)).toEqual(['مطبخ']);
    const b = readIdea('ليان بشعرها الأحمر القصير وكلبها الأسود ريكس في الحديقة.');
    expect(who(b)).toEqual([
      ['ليان', 'girl'],
      ['ريكس', 'dog'],
    ]);
    expect(byName(b, 'ليان').looks.hair).toMatchObject({ color: '#d0312d', length: 'short' });
    expect(byName(b, 'ريكس').looks.body?.color).toBe(BLACK);
    const c = readIdea('الباندا الصغيرة لولي تبحث عن أمها في الغابة.');
    expect(who(c)).toEqual([['لولي', 'panda']]);
    // The one searched for is the goal, not a companion from the start.
    expect(c.goal).toMatchObject({ shape: 'quest', target: { noun: { word: 'أم' } } });
  });

  it('Russian: capitals inside a sentence, declined names back in the nominative, no adverbs as names', () => {
    const a = readIdea('Летом Петя и его белый пёс Буран поехали к бабушке в деревню.');
    expect(names(a)).toEqual(['Петя', 'Буран', null]);
    expect(byName(a, 'Петя').sex).toBe('m');
    expect(byName(a, 'Буран')).toMatchObject({
      looks: { body: { color: WHITE } },
      relation: { to: 'c1', as: 'pet' },
    });
    expect(a.places.map((p) => p.noun.word)).toContain('деревня');
    const b = readIdea('Подарок для Маши: её собака Жучка учится плавать.');
    expect(names(b)).toEqual(['Маша', 'Жучка']);
    const c = readIdea('Нашей дочке Оле пять лет. Оля любит рисовать.');
    expect(names(c)).toEqual(['Оля']);
    expect(byName(c, 'Оля')).toMatchObject({ kind: { en: 'daughter' }, age: 5 });
  });

  it('Russian: an idea typed in lower case, an unknown animal, hair and glasses', () => {
    const a = readIdea('лена и её кролик пушок ищут морковку');
    expect(names(a)).toEqual(['Лена', 'Пушок']);
    expect(byName(a, 'Пушок').kind.word).toBe('кролик');
    expect(a.things.map((t) => t.noun.word)).toEqual(['морковка']);
    const b = readIdea('У Сони длинные рыжие волосы и очки, а её капибара Бублик любит купаться.');
    expect(names(b)).toEqual(['Соня', 'Бублик']);
    expect(byName(b, 'Соня').looks).toMatchObject({ glasses: true, hair: { color: ORANGE, length: 'long' } });
    expect(byName(b, 'Бублик')).toMatchObject({
      kind: { word: 'капибара', en: 'capybara' },
      category: 'animal',
    });
  });
});

describe('readIdea — more of how parents write in Russian, Chinese, Japanese, Korean and Arabic', () => {
  it.each<[string, Array<[string | null, string]>]>([
    // Names in Latin letters, a family name, the kind after 是 or in a nominal sentence.
    [
      'Emma和她的小狗Lucky在海边堆沙堡。',
      [
        ['Emma', 'girl'],
        ['Lucky', 'dog'],
      ],
    ],
    [
      '王小红和她的猫去公园玩。',
      [
        ['王小红', 'girl'],
        [null, 'cat'],
      ],
    ],
    ['小明是一个勇敢的男孩，他想去太空。', [['小明', 'boy']]],
    ['ريم فتاة صغيرة تحب الرسم.', [['ريم', 'girl']]],
    [
      'لدى سلمى قطة بيضاء اسمها ثلجة.',
      [
        ['سلمى', 'girl'],
        ['ثلجة', 'cat'],
      ],
    ],
    ['يبني عمر قلعة من الرمل على الشاطئ.', [['عمر', 'boy']]],
    [
      'نور لديها كلب بني صغير.',
      [
        ['نور', 'girl'],
        [null, 'dog'],
      ],
    ],
    // A kanji name before ちゃん, an unknown katakana animal before の and its name.
    [
      '陽菜ちゃんとねこのミケがにじを見にいく',
      [
        ['陽菜', 'girl'],
        ['ミケ', 'cat'],
      ],
    ],
    [
      'アキラくんはティラノサウルスのガオとぼうけんに出かける。',
      [
        ['アキラ', 'girl'],
        ['ガオ', 'ティラノサウルス'],
      ],
    ],
    // A kind nobody knows right before a name; a rabbit doll; a grandson.
    ['쿼카 쿼리가 섬에서 친구를 찾아요', [['쿼리', '쿼카']]],
    [
      '서아가 토끼 인형 몽실이와 숲속 모험을 떠나요.',
      [
        ['서아', 'girl'],
        ['몽실이', 'doll'],
      ],
    ],
    [
      '할아버지와 손자 건우가 낚시를 가요',
      [
        ['건우', 'grandson'],
        [null, 'grandpa'],
      ],
    ],
    ['Жил-был ёжик по имени Фыр-Фыр, который боялся темноты.', [['Фыр-Фыр', 'hedgehog']]],
    // An animal named first is the hero; a pet is not while its owner is in the idea; a weekend is nobody.
    [
      '小猪佩奇和弟弟乔治在泥坑里跳。',
      [
        ['佩奇', 'pig'],
        ['乔治', 'brother'],
      ],
    ],
    [
      'مع قطتها البرتقالية مشمش تذهب سلمى إلى البحر.',
      [
        ['سلمى', 'girl'],
        ['مشمش', 'cat'],
      ],
    ],
    [
      '周末，爸爸带我们去海洋馆看鲨鱼。',
      [
        [null, 'dad'],
        [null, 'shark'],
      ],
    ],
    ['恐龙宝宝咕咕找不到妈妈了。', [['咕咕', 'dinosaur']]],
    [
      '宝宝叫甜甜，她有一只小兔子叫棉花。',
      [
        ['甜甜', 'baby'],
        ['棉花', 'rabbit'],
      ],
    ],
    [
      'Артём и его младшая сестра Лиза ищут ёлку в зимнем лесу.',
      [
        ['Артём', 'boy'],
        ['Лиза', 'sister'],
      ],
    ],
  ])('%s', (idea, expected) => {
    expect(who(readIdea(idea))).toEqual(expected);
  });

  it('keeps the Russian word a parent wrote and the sex their grammar gives', () => {
    const frame = readIdea('Артём и его младшая сестра Лиза ищут ёлку в зимнем лесу.');
    expect(frame.goal.target?.noun).toMatchObject({ word: 'ёлка', en: 'tree' });
    expect(byName(frame, 'Лиза')).toMatchObject({ sex: 'f', relation: { to: 'c1', as: 'sibling' } });
    expect(byName(readIdea('تريد ليلى أن تساعد قطة.'), 'ليلى').sex).toBe('f');
    expect(byName(readIdea('يبني عمر قلعة من الرمل.'), 'عمر').sex).toBe('m');
  });
});

describe('readIdea — ideas the old analyser was tested on', () => {
  it.each<
    [string, Array<[string | null, string]>, string[], Partial<IdeaFrame['goal']> & { target?: unknown }]
  >([
    [
      '米娅和她的狐狸松尼在森林里寻找丢失的颜色',
      [
        ['米娅', 'girl'],
        ['松尼', 'fox'],
      ],
      ['森林'],
      { shape: 'quest' },
    ],
    [
      '在暴风雨来临之前，勇敢的小拖拉机里奥帮助农夫收庄稼',
      [
        ['里奥', 'tractor'],
        [null, 'farmer'],
      ],
      [],
      { shape: 'deadline', deadline: { word: '暴风雨', en: 'storm' }, beneficiary: 'c2' },
    ],
    [
      '艾玛和洛塔两姐妹在树屋里发现了一个秘密',
      [
        ['艾玛', 'sister'],
        ['洛塔', 'sister'],
      ],
      [],
      { shape: 'mystery' },
    ],
    ['一只叫皮皮的小企鹅很孤单，想在雪地里交朋友', [['皮皮', 'penguin']], ['雪地'], { shape: 'friendship' }],
    [
      'エマとロタのふたりの姉妹がツリーハウスを作って、しゃべるカラスを見つける',
      [
        ['エマ', 'sister'],
        ['ロタ', 'sister'],
        [null, 'raven'],
      ],
      [],
      { shape: 'build' },
    ],
    [
      'ミアとねこのモモがうみでかいがらをさがす',
      [
        ['ミア', 'girl'],
        ['モモ', 'cat'],
      ],
      ['うみ'],
      { shape: 'quest' },
    ],
    [
      'うさぎのミミはおばあちゃんの誕生日にケーキを作る',
      [
        ['ミミ', 'rabbit'],
        [null, 'grandma'],
      ],
      [],
      { shape: 'celebration' },
    ],
    [
      '하나와 기사가 동굴에 갇힌 아기 용을 구해요',
      [
        ['하나', 'girl'],
        [null, 'knight'],
        [null, 'dragon'],
      ],
      ['동굴'],
      { shape: 'rescue' },
    ],
    [
      '레오라는 용감한 작은 트랙터가 폭풍이 오기 전에 농부를 도와 수확을 해요',
      [
        ['레오', 'tractor'],
        [null, 'farmer'],
      ],
      [],
      { shape: 'deadline', deadline: { word: '폭풍', en: 'storm' }, beneficiary: 'c2' },
    ],
    [
      '두 자매 서연과 지우가 나무집을 만들어요',
      [
        ['서연', 'sister'],
        ['지우', 'sister'],
      ],
      [],
      { shape: 'build' },
    ],
    [
      '소니와 민지는 숲에서 잃어버린 열쇠를 찾아요',
      [
        ['소니', 'girl'],
        ['민지', 'girl'],
      ],
      ['숲'],
      { shape: 'quest' },
    ],
    [
      'Смелый маленький трактор Тёма помогает фермеру собрать урожай до грозы',
      [
        ['Тёма', 'tractor'],
        [null, 'farmer'],
      ],
      [],
      { shape: 'deadline', deadline: { word: 'гроза', en: 'storm' } },
    ],
    ['Кот по имени Барсик ищет клад в лесу', [['Барсик', 'cat']], ['лес'], { shape: 'quest' }],
    [
      'ميا والثعلب سوني يبحثان عن الألوان الضائعة في الغابة',
      [
        ['ميا', 'girl'],
        ['سوني', 'fox'],
      ],
      ['غابة'],
      { shape: 'quest' },
    ],
    ['بنت اسمها لولو تبحث عن كنز', [['لولو', 'girl']], [], { shape: 'quest' }],
    // German, English and the Romance languages, read by grammar.
    [
      'Mia and her fox Sonni search for the lost colours of the forest',
      [
        ['Mia', 'girl'],
        ['Sonni', 'fox'],
      ],
      ['forest'],
      { shape: 'quest' },
    ],
    [
      'Der Igel Igor und Oma Hilde gehen in den Wald',
      [
        ['Igor', 'hedgehog'],
        ['Hilde', 'grandma'],
      ],
      ['Wald'],
      {},
    ],
    [
      'Zwei Schwestern, Emma und Lotta, bauen ein Baumhaus und finden darin einen sprechenden Raben',
      [
        ['Emma', 'sister'],
        ['Lotta', 'sister'],
        [null, 'raven'],
      ],
      [],
      { shape: 'build' },
    ],
    ['A bear who is afraid of the dark', [[null, 'bear']], [], { shape: 'fear' }],
    [
      'Mia meets a bear in the forest',
      [
        ['Mia', 'girl'],
        [null, 'bear'],
      ],
      ['forest'],
      {},
    ],
    [
      'Anna and Grandma prepare a surprise party for Grandpa',
      [
        ['Anna', 'girl'],
        [null, 'grandma'],
        [null, 'grandpa'],
      ],
      [],
      { shape: 'celebration' },
    ],
    ['A paper boat sails down the river with a little mouse', [[null, 'mouse']], ['river'], {}],
    [
      'Ein kleiner Igel namens Igor hat Angst vor dem Gewitter im Wald',
      [['Igor', 'hedgehog']],
      ['Wald'],
      { shape: 'fear' },
    ],
    [
      'Finn und sein Opa fahren mit dem Zug ans Meer, um Oma zu besuchen',
      [
        ['Finn', 'boy'],
        [null, 'grandpa'],
        [null, 'grandma'],
      ],
      ['Meer'],
      { shape: 'journey' },
    ],
    [
      'Lucía y su zorro Rufo buscan un tesoro en el bosque',
      [
        ['Lucía', 'girl'],
        ['Rufo', 'fox'],
      ],
      ['bosque'],
      { shape: 'quest' },
    ],
    [
      'Une fille nommée Chloé et son dragon Pico vivent dans un château',
      [
        ['Chloé', 'girl'],
        ['Pico', 'dragon'],
      ],
      ['château'],
      {},
    ],
    [
      'Mía y su zorro Sonni buscan los colores perdidos del bosque',
      [
        ['Mía', 'girl'],
        ['Sonni', 'fox'],
      ],
      [],
      { shape: 'quest' },
    ],
    [
      'Dos hermanas, Emma y Lotta, construyen una casa del árbol y encuentran un cuervo que habla',
      [
        ['Emma', 'sister'],
        ['Lotta', 'sister'],
        [null, 'raven'],
      ],
      [],
      { shape: 'build' },
    ],
    [
      'Nube, la oveja tímida, tiene miedo de la tormenta en la granja',
      [['Nube', 'sheep']],
      [],
      { shape: 'fear' },
    ],
    [
      'Léo, le petit tracteur courageux, aide le fermier à rentrer la récolte avant l’orage',
      [
        ['Léo', 'tractor'],
        [null, 'farmer'],
      ],
      [],
      { shape: 'deadline' },
    ],
    ['Une petite souris nommée Lili a peur de l’orage', [['Lili', 'mouse']], [], { shape: 'fear' }],
    [
      'Forêt magique : une fille et son chat rendent visite à mamie',
      [
        [null, 'girl'],
        [null, 'cat'],
        [null, 'grandma'],
      ],
      [],
      { shape: 'journey' },
    ],
    [
      'Due sorelle, Emma e Lotta, costruiscono una casa sull’albero e trovano un corvo parlante',
      [
        ['Emma', 'sister'],
        ['Lotta', 'sister'],
        [null, 'raven'],
      ],
      [],
      { shape: 'build' },
    ],
    ['Il drago Fuoco ha paura del buio', [['Fuoco', 'dragon']], [], { shape: 'fear' }],
    [
      'Duas irmãs, Ana e Bia, procuram o tesouro perdido na ilha',
      [
        ['Ana', 'sister'],
        ['Bia', 'sister'],
      ],
      [],
      { shape: 'quest' },
    ],
    [
      'O trator Tito ajuda o fazendeiro a colher a colheita antes da tempestade',
      [
        ['Tito', 'tractor'],
        [null, 'farmer'],
      ],
      [],
      { shape: 'deadline' },
    ],
    ['Uma coruja chamada Lua procura as estrelas perdidas', [['Lua', 'owl']], [], { shape: 'quest' }],
    [
      'Érase una vez un oso llamado Bruno que tenía miedo de la noche',
      [['Bruno', 'bear']],
      [],
      { shape: 'fear' },
    ],
  ])('%s', (idea, expected, places, goal) => {
    const frame = readIdea(idea);
    expect(who(frame)).toEqual(expected);
    for (const place of places) expect(frame.places.map((p) => p.noun.word)).toContain(place);
    expect(frame.goal).toMatchObject(goal);
  });

  it.each([
    ['Pip searches for the lost key', 'quest'],
    ['Leo helps grandpa before the rain', 'deadline'],
    ['Ellie is scared of the water', 'fear'],
    ['Ein Igel namens Igor lernt schwimmen', 'learn'],
    ['A lonely penguin called Pip wants new friends', 'friendship'],
    ['Noah builds a rocket with his robot Bolt', 'build'],
    ['Sophie discovers a mysterious map in the attic', 'mystery'],
    ['Leni bereitet eine Geburtstagsparty für Papa vor', 'celebration'],
    ['Hannah must rescue a baby dragon trapped in a cave', 'rescue'],
    ['Ava travels to space with her uncle', 'journey'],
    ['소녀가 폭풍이 오기 전에 할아버지를 도와요', 'deadline'],
    ['ケンは ひみつの 地図を 見つけて なぞを とく', 'mystery'],
    ['莉莉想学游泳', 'learn'],
    ['يريد عمر أن يبني بيتا على الشجرة', 'build'],
    ['Ваня помогает маме до дождя', 'deadline'],
  ])('reads the goal of "%s" as %s', (idea, shape) => {
    expect(readIdea(idea).goal.shape).toBe(shape);
  });

  it('keeps the traits and the arrival the idea gives, and what is a thing', () => {
    const ko = readIdea('레오라는 용감한 작은 트랙터가 폭풍이 오기 전에 농부를 도와 수확을 해요');
    expect(ko.characters[0]).toMatchObject({ category: 'vehicle', drawAs: 'tractor' });
    expect(ko.characters[0]!.traits.map((t) => t.en)).toEqual(['brave', 'little']);
    expect(ko.goal.target?.noun.en).toBe('harvest');
    const ja = readIdea('エマとロタのふたりの姉妹がツリーハウスを作って、しゃべるカラスを見つける');
    expect(ja.things.map((t) => t.noun.en)).toEqual(['tree house']);
    // An unnamed tractor is a thing of the story; the farmer is the one it helps.
    const zh = readIdea('小拖拉机帮助农夫');
    expect(who(zh)).toEqual([[null, 'farmer']]);
    expect(zh.things).toEqual([
      expect.objectContaining({ noun: expect.objectContaining({ word: '拖拉机' }) }),
    ]);
    expect(zh.things[0]!.traits.map((t) => t.en)).toEqual(['little']);
    // "ふたり" (the two) is nobody's name; "소니" is a name, not the cow 소.
    expect(names(readIdea('エマとロタのふたりの姉妹がツリーハウスを作る'))).not.toContain('ふたり');
    expect(names(readIdea('소니와 민지는 숲에서 놀아요'))).toEqual(['소니', '민지']);
  });
});

/** Every chapter's title and text in the book's language. */
const chapterText = (plan: StoryPlan, language: Language): string =>
  plan.chapters.map((c) => `${c.title[language]} ${c.summary[language]}`).join('\n');

describe('planStory tells an idea in its own language', () => {
  it.each<[Language, string, string[], string]>([
    ['es', 'Mía y su zorro Sonni buscan los colores perdidos del bosque', ['Mía', 'Sonni'], 'colores'],
    [
      'fr',
      'Léo, le petit tracteur courageux, aide le fermier à rentrer la récolte avant l’orage',
      ['Léo'],
      'récolte',
    ],
    [
      'it',
      'Due sorelle, Emma e Lotta, costruiscono una casa sull’albero e trovano un corvo parlante',
      ['Emma', 'Lotta'],
      'casa',
    ],
    ['pt', 'Duas irmãs, Ana e Bia, procuram o tesouro perdido na ilha', ['Ana', 'Bia'], 'tesouro'],
    ['ru', 'Маша и её кот Барсик ищут клад в лесу', ['Маша', 'Барсик'], 'клад'],
    ['zh', '米娅和她的狐狸松尼在森林里寻找丢失的颜色', ['米娅', '松尼'], '颜色'],
    [
      'ja',
      'エマとロタのふたりの姉妹がツリーハウスを作って、しゃべるカラスを見つける',
      ['エマ', 'ロタ'],
      'ツリーハウス',
    ],
    ['ko', '레오라는 용감한 작은 트랙터가 폭풍이 오기 전에 농부를 도와 수확을 해요', ['레오'], '수확'],
    ['ar', 'سارة وقطتها لولو تبحثان عن كنز في الغابة', ['سارة', 'لولو'], 'كنز'],
  ])('%s: %s', (language, idea, expectedNames, target) => {
    const plan = planStory({
      bookId: `languages-${language}`,
      idea,
      age: 6,
      mainLanguage: language,
      style: 'pixar',
    });
    const text = chapterText(plan, language);
    for (const name of expectedNames) expect(text).toContain(name);
    expect(text).toContain(target);
    expect(plan.idea?.ideaLanguage).toBe(language);
    expect(plan.cast.map((c) => c.name[language])).toEqual(expect.arrayContaining(expectedNames));
  });
});

describe('readIdea — what is not a character or a thing', () => {
  it('"A story for …" and "Ein Buch für …" frame the idea; they are no things of the story', () => {
    expect(
      readIdea('A story for my son Max, 4, who loves dinosaurs.').things.map((t) => t.noun.word),
    ).not.toContain('story');
    expect(
      readIdea('Ein Buch für meinen Sohn Felix, der Bagger liebt.').things.map((t) => t.noun.word),
    ).not.toContain('Buch');
  });

  it('a possessive never becomes a name ("Meine Tochter Ida")', () => {
    expect(
      readIdea('Meine Tochter Ida hat Angst vor dem ersten Schultag.').characters.map((c) => c.name),
    ).toEqual(['Ida']);
  });

  it('a son is a boy and a daughter a girl, even where the lexicon does not know the word', () => {
    const frame = readIdea('Mi hijo Pablo y mi hija Lucía van al mar.');
    expect(byName(frame, 'Pablo')).toMatchObject({ category: 'person', drawAs: 'boy' });
    expect(byName(frame, 'Lucía')).toMatchObject({ category: 'person', drawAs: 'girl' });
  });
});

describe('detectIdeaLanguage', () => {
  it.each([
    ['Mia and her dog go to the sea.', 'en'],
    ['Mia und ihr Hund fahren ans Meer.', 'de'],
    ['Léa et son chien vont à la mer.', 'fr'],
    ['Lucía y su perro van al mar.', 'es'],
    ['Giulia e il suo cane vanno al mare.', 'it'],
    ['A Ana e o seu cão vão à praia.', 'pt'],
    ['Маша и её собака идут к морю.', 'ru'],
    ['小明去海边。', 'zh'],
    ['レオは海へ行きます。', 'ja'],
    ['하나는 바다에 가요.', 'ko'],
    ['سارة تذهب إلى البحر.', 'ar'],
  ])('%s → %s', (idea, language) => expect(detectIdeaLanguage(idea)).toBe(language));
});

describe('drawables from WordNet', () => {
  it('draws an unknown animal as its nearest drawable relative', () => {
    expect(characterDrawable('pangolin')).toEqual({ category: 'animal', drawAs: 'pangolin' });
    expect(characterDrawable('axolotl')).toEqual({ category: 'animal', drawAs: 'frog' });
    expect(characterDrawable('dachshund')).toEqual({ category: 'animal', drawAs: 'dog' });
    expect(characterDrawable('beaver')?.category).toBe('animal');
    expect(characterDrawable('submarine')).toEqual({ category: 'vehicle', drawAs: 'boat' });
    expect(characterDrawable('violin')).toBeUndefined();
  });

  it('finds settings and things', () => {
    expect(settingDrawable('library')).toBe('library');
    expect(settingDrawable('jungle')).toBe('jungle');
    expect(settingDrawable('attic')).toBe('home');
    expect(thingDrawable('book')).toBe('book');
    expect(thingDrawable('violin')).toBeUndefined();
  });
});

describe('readIdea — names the script readers used to lose (issue #21, fresh ideas)', () => {
  const cast = (idea: string, language: Language): Array<string | undefined> =>
    readIdea(idea, { language }).characters.map((c) => c.name);
  it('Russian: a name after a kin word in an oblique case goes back to the nominative; a subject before "с"', () => {
    expect(cast('Артём и его сестра Алиса строят ракету вместе с дедушкой Петей', 'ru')).toEqual([
      'Артём',
      'Алиса',
      'Петя',
    ]);
    expect(cast('Соня мечтает стать врачом и лечит своего щенка Бублика', 'ru')).toEqual(['Соня', 'Бублик']);
    expect(cast('Ваня с бабушкой Ниной печёт пироги для всей деревни', 'ru')).toEqual(['Ваня', 'Нина']);
    // "внука": a masculine noun's -а is its genitive or animate accusative, not a nominative.
    expect(cast('Дедушка Коля учит внука Сашу ловить рыбу', 'ru')).toEqual(
      expect.arrayContaining(['Коля', 'Саша']),
    );
  });
  it('Chinese: a doubled character is one name, not a colour twice; a kind before it beats 是', () => {
    const frame = readIdea('小兔子白白和小猫咪咪是好朋友', { language: 'zh' });
    expect(frame.characters.map((c) => c.name)).toEqual(['白白', '咪咪']);
    expect(byName(frame, '咪咪').kind?.en).toBe('cat');
  });
  it('Japanese: unknown hiragana opening the sentence before と and a noun is a name', () => {
    expect(cast('はるとと犬のポチは森で迷子の子ぎつねを助ける', 'ja')).toEqual(['はると', 'ポチ']);
    expect(cast('そうたと妹のさくらは宝の地図を見つけた', 'ja')).toEqual(['そうた', 'さくら']);
    // …and known hiragana too (あおい "blue") before と, a kin word, の and its name.
    expect(cast('あおいと弟のりくはおじいちゃんと釣りに行く', 'ja')).toEqual(
      expect.arrayContaining(['あおい', 'りく']),
    );
  });
  it('Korean: after a kin word no table knows, a name drops the affectionate -이', () => {
    expect(cast('서연이와 동생 하준이는 우주선을 타고 별나라로 간다', 'ko')).toEqual(['서연', '하준']);
  });
  it('Arabic: an opening name before a feeling verb; a five-noun kin word with a possessive', () => {
    expect(cast('يوسف يخاف من البحر لكن جده سالم يعلمه السباحة', 'ar')).toEqual(['يوسف', 'سالم']);
    expect(cast('مريم وأخوها عمر يبنيان قلعة من الرمل على الشاطئ', 'ar')).toEqual(['مريم', 'عمر']);
  });
});

describe('readIdea — issue #21, gaps of the third fresh batch', () => {
  it('a name in brackets with a naming verb after a name is a nickname, not a second character', () => {
    const en = readIdea('Jonathan (everyone calls him JJ) builds a raft with his dog Rex', {
      language: 'en',
    });
    expect(en.characters.map((c) => c.name)).toEqual(['Jonathan', 'Rex']);
    expect(byName(en, 'Rex').relation).toEqual({ to: 'c1', as: 'pet' });
    const de = readIdea('Jonathan (alle nennen ihn JJ) baut ein Floß mit seinem Hund Rex', {
      language: 'de',
    });
    expect(de.characters.map((c) => c.name)).toEqual(['Jonathan', 'Rex']);
    // What the brackets say is not the goal's action.
    expect(de.goal.action).toBe('ein Floß mit seinem Hund Rex bauen');
  });
  it('the goal is the animal found, not a noun of the clause about it', () => {
    const en = readIdea('Mia wants to find the narwhal that grandpa Joe saw from his boat', {
      language: 'en',
    });
    expect(en.goal.target?.noun.en).toBe('narwhal');
    const zh = readIdea('你和哥哥大伟在森林里发现了一只穿山甲', { language: 'zh' });
    expect(zh.goal.target?.noun.word).toBe('穿山甲');
  });
  it('an ordinary word opening the idea, joined by "and" to a name, is a name ("Hope and Sunny")', () => {
    const frame = readIdea('Hope and Sunny want to find a treasure', { language: 'en' });
    expect(frame.characters.map((c) => c.name)).toEqual(['Hope', 'Sunny']);
    // A kin word there stays a kin word.
    expect(readIdea('Mom and Tom bake a cake', { language: 'en' }).characters.map((c) => c.name)).toEqual([
      'Tom',
      undefined,
    ]);
  });
  it('Arabic told to the child: a verb in ت- is "you", its -ين says a girl ("أنت عمر، وتذهب …" is a boy)', () => {
    const sexOf = (idea: string) => readIdea(idea, { language: 'ar' }).characters[0]?.sex;
    expect(sexOf('أنت عمر، وتذهب مع أخيك سامي وعمك حسن إلى الصحراء لتبحث عن كنز')).toBe('m');
    expect(sexOf('أنت ريم، وتذهبين مع جدتك إلى السوق')).toBe('f');
    expect(sexOf('أنت سلمى وتذهبين مع أخيك سامي إلى البحر')).toBe('f');
  });
  it('Chinese "给它取名叫球球": the name goes to the animal "it" is, not to a new girl', () => {
    const frame = readIdea('你和哥哥大伟在森林里发现了一只穿山甲，给它取名叫球球', { language: 'zh' });
    expect(frame.characters.map((c) => c.name)).toEqual(['大伟', '球球']);
    expect(byName(frame, '球球').kind.word).toBe('穿山甲');
    expect(byName(frame, '球球').arrives).toBe(true);
  });
});
