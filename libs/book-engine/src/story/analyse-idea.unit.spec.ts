import { analyseIdea } from './analyse-idea';
import type { FrameCharacter } from './frame';

const who = (characters: FrameCharacter[]) => characters.map((c) => [c.name ?? null, c.kind]);

describe('analyseIdea', () => {
  it('gives a named character the kind that follows its name ("Leo the brave little tractor")', () => {
    const frame = analyseIdea(
      'Leo the brave little tractor helps the farmer bring in the harvest before the storm',
    );
    expect(frame.ideaLanguage).toBe('en');
    expect(who(frame.characters)).toEqual([
      ['Leo', 'tractor'],
      [null, 'farmer'],
    ]);
    expect(frame.characters[0]).toMatchObject({
      role: 'protagonist',
      category: 'vehicle',
      traits: ['brave', 'little'],
    });
    expect(frame.goal).toMatchObject({
      shape: 'deadline',
      target: 'harvest',
      deadline: 'storm',
      beneficiary: 'farmer',
    });
  });

  it('gives a named character the kind that precedes it ("her fox Sonni", "der Igel Igor")', () => {
    expect(
      who(analyseIdea('Mia and her fox Sonni search for the lost colours of the forest').characters),
    ).toEqual([
      ['Mia', 'girl'],
      ['Sonni', 'fox'],
    ]);
    expect(who(analyseIdea('Der Igel Igor und Oma Hilde gehen in den Wald').characters)).toEqual([
      ['Igor', 'hedgehog'],
      ['Hilde', 'grandma'],
    ]);
  });

  it('reads a group ("Zwei Schwestern, Emma und Lotta"), an unnamed talking raven, the thing and the goal', () => {
    const frame = analyseIdea(
      'Zwei Schwestern, Emma und Lotta, bauen ein Baumhaus und finden darin einen sprechenden Raben',
    );
    expect(frame.ideaLanguage).toBe('de');
    expect(who(frame.characters)).toEqual([
      ['Emma', 'sister'],
      ['Lotta', 'sister'],
      [null, 'raven'],
    ]);
    expect(frame.characters[2]).toMatchObject({ traits: ['talking'], arrives: true });
    expect(frame.things).toEqual([{ kind: 'tree-house', traits: [] }]);
    expect(frame.goal).toMatchObject({ shape: 'build', target: 'tree-house' });
  });

  it('reads "Bear" as a name but "a bear" as an animal', () => {
    expect(who(analyseIdea('Bear and Mia bake a cake for grandma').characters)).toEqual([
      ['Bear', 'boy'],
      ['Mia', 'girl'],
      [null, 'grandma'],
    ]);
    expect(who(analyseIdea('A bear who is afraid of the dark').characters)).toEqual([[null, 'bear']]);
    expect(who(analyseIdea('Mia meets a bear in the forest').characters)).toEqual([
      ['Mia', 'girl'],
      [null, 'bear'],
    ]);
  });

  it('reads "Grandma" and "Grandpa" as relatives, not as names, and never makes the hero the goal', () => {
    const frame = analyseIdea('Anna and Grandma prepare a surprise party for Grandpa');
    expect(who(frame.characters)).toEqual([
      ['Anna', 'girl'],
      [null, 'grandma'],
      [null, 'grandpa'],
    ]);
    expect(frame.goal).toMatchObject({ shape: 'celebration', target: 'party' });
    const boat = analyseIdea('A paper boat sails down the river with a little mouse');
    expect(who(boat.characters)).toEqual([[null, 'mouse']]);
    expect(boat.goal.target).not.toBe('mouse');
  });

  it('does not take German nouns for names and finds names after "namens"', () => {
    const frame = analyseIdea('Ein kleiner Igel namens Igor hat Angst vor dem Gewitter im Wald');
    expect(who(frame.characters)).toEqual([['Igor', 'hedgehog']]);
    expect(frame.settings).toEqual(['forest']);
    expect(frame.goal).toMatchObject({ shape: 'fear', target: 'storm' });
    expect(frame.goal.deadline).toBeUndefined();
  });

  it('knows relatives, settings and compounds: Opa, Oma, Zug, Meer; "um Oma zu besuchen" is the journey’s goal', () => {
    const frame = analyseIdea('Finn und sein Opa fahren mit dem Zug ans Meer, um Oma zu besuchen');
    expect(who(frame.characters)).toEqual([
      ['Finn', 'boy'],
      [null, 'grandpa'],
      [null, 'grandma'],
    ]);
    expect(frame.settings).toEqual(['sea']);
    expect(frame.things.map((t) => t.kind)).toEqual(['train']);
    expect(frame.goal).toMatchObject({ shape: 'journey', target: 'grandma' });
  });

  it('finds names and known kinds and places in ideas written in the other book languages', () => {
    const es = analyseIdea('Lucía y su zorro Rufo buscan un tesoro en el bosque');
    expect(who(es.characters)).toEqual([
      ['Lucía', 'girl'],
      ['Rufo', 'fox'],
    ]);
    expect(es.settings).toEqual(['forest']);
    const fr = analyseIdea('Une fille nommée Chloé et son dragon Pico vivent dans un château');
    expect(who(fr.characters)).toEqual([
      ['Chloé', 'girl'],
      ['Pico', 'dragon'],
    ]);
    expect(fr.settings).toEqual(['castle']);
    const ru = analyseIdea('Маша и её кот Барсик ищут клад в лесу');
    expect(ru.characters.map((c) => c.name)).toEqual(['Маша', 'Барсик']);
    expect(ru.characters[1]?.kind).toBe('cat');
  });

  it.each([
    ['Pip searches for the lost key', 'quest'],
    ['Leo helps grandpa before the rain', 'deadline'],
    ['Ellie is scared of the water', 'fear'],
    ['Ein Igel namens Igor lernt schwimmen', 'learn'],
    ['A lonely penguin called Pip wants new friends', 'friendship'],
    ['Noah builds a rocket with his robot Bolt', 'build'],
    ['Sophie discovers a mysterious map in the attic', 'mystery'],
    ['Ava travels to space with her uncle', 'journey'],
    ['Leni bereitet eine Geburtstagsparty für Papa vor', 'celebration'],
    ['Hannah must rescue a baby dragon trapped in a cave', 'rescue'],
  ])('reads the goal of "%s" as %s', (idea, shape) => {
    expect(analyseIdea(idea).goal.shape).toBe(shape);
  });

  it('reads the plural target as written ("the lost colours")', () => {
    expect(analyseIdea('Mia searches for the lost colours').goal).toMatchObject({
      target: 'colours',
      targetTraits: ['lost'],
      targetPlural: true,
    });
  });
});
