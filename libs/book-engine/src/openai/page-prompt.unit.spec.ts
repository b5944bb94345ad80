import { planPages } from '../production/plan-pages';
import type { IllustrationBrief } from '../production/types';
import { planStory } from '../story/plan-story';
import type { StoryPlan } from '../types';
import { coverPrompt, pagePrompt, referencePrompt } from './illustrator';

describe('pagePrompt (issue #21: pictures follow the page)', () => {
  const base = planStory({
    bookId: 'prompt',
    idea: 'Priya findet im Wald eine Laterne',
    age: 5,
    mainLanguage: 'de',
    translationLanguage: 'en',
    style: 'watercolor',
  });
  // Priya the pangolin, as a model-written plan has her: her own kind, the nearest drawable species apart.
  const plan: StoryPlan = {
    ...base,
    cast: base.cast.map((c, i) =>
      i === 0
        ? {
            ...c,
            id: 'c1',
            name: { de: 'Priya', en: 'Priya' },
            kind: { de: 'Schuppentier', en: 'pangolin' },
            sheet: { ...c.sheet, species: 'bear', kind: 'pangolin' },
          }
        : { ...c, id: `c${i + 1}` },
    ),
  };
  const story = planPages({ plan, format: 'booklet', textBackground: true }).pages.find(
    (p) => p.kind === 'story-picture',
  )!.illustration!;

  it('names the time of day, the weather, the action, the page’s cast with their kinds and poses', () => {
    const brief: IllustrationBrief = {
      ...story,
      timeOfDay: 'night',
      weather: 'rain',
      action: 'Priya reads a book about the stars under her umbrella.',
      placeName: 'die Dschungelbibliothek',
      cast: [
        {
          id: 'c1',
          role: 'protagonist',
          name: 'Priya',
          sheet: plan.cast[0]!.sheet,
          kind: 'Schuppentier',
          pose: 'read',
        },
      ],
    };
    const prompt = pagePrompt(plan, brief);
    expect(prompt).toContain('Time and weather: night: dark blue sky with the moon and stars');
    expect(prompt).toContain('rain falling');
    expect(prompt).toContain('What happens: Priya reads a book about the stars under her umbrella.');
    expect(prompt).toContain('In the picture, and no one else: Priya.');
    expect(prompt).toContain('Priya, a pangolin');
    expect(prompt).toContain('"Schuppentier"');
    expect(prompt).toContain('Pose: reading a book.');
    expect(prompt).toContain('die Dschungelbibliothek');
    expect(prompt).not.toMatch(/Companion:/);
    expect(prompt).not.toMatch(/\ba bear\b/);
  });
});

describe('referencePrompt and coverPrompt name each character in English (issue #23)', () => {
  // The embedded reader keeps the parent's German words as the kinds; the English prompt must not say "a Mädchen".
  const plan = planStory({
    bookId: 'prompt-de',
    idea: 'Mia, 5, und ihr Hund Bruno suchen mit Oma Grete und dem Schuppentier Priya den verlorenen Ball',
    age: 5,
    mainLanguage: 'de',
    style: 'watercolor',
  });
  const whoLine = (name: string) =>
    referencePrompt(
      plan,
      plan.cast.find((c) => c.name.de === name)!,
    )
      .split('\n')
      .find((l) => l.startsWith('The character: '))!;

  it.each([
    ['Mia', 'a girl'],
    ['Bruno', 'a dog'],
    ['Grete', 'a grandma'],
    ['Priya', 'a pangolin'],
  ])('%s is %s', (name, english) => {
    expect(plan.cast.find((c) => c.name.de === name)?.kind?.de).toBeTruthy();
    expect(whoLine(name)).toMatch(new RegExp(`^The character: ${english} \\(`));
  });

  it('keeps German kind words out of the cover prompt too', () => {
    const cover = coverPrompt(plan);
    for (const word of ['Mädchen', 'Hund', 'Oma ', 'Schuppentier']) expect(cover).not.toContain(`a ${word}`);
    expect(cover).toContain('Protagonist: Mia, a girl');
  });

  it('keeps a word it has no English for as the parent wrote it', () => {
    const hero = plan.cast[0]!;
    const unknown = { ...hero, kind: { de: 'Wolpertinger' }, sheet: { ...hero.sheet, kind: undefined } };
    expect(referencePrompt(plan, unknown)).toContain('The character: a Wolpertinger (');
  });
});
