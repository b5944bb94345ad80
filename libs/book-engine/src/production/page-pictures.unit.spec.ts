import { planStory } from '../story/plan-story';
import type { Manuscript, PictureBrief } from '../story/model';
import type { Character, Chapter, StoryPlan } from '../types';
import { briefFromText, poseOfText, timeOfText, weatherOfText } from './page-pictures';
import { planPages } from './plan-pages';
import type { IllustrationBrief, PagePlan } from './types';

/** Issue #21: each story page's brief follows its own page — light, weather, who is in it, the pose. */

function basePlan(): StoryPlan {
  return planStory({
    bookId: 'page-pictures',
    idea: 'Jonas, 5, und sein brauner Dackel Krümel',
    age: 5,
    mainLanguage: 'de',
    translationLanguage: 'en',
    style: 'cartoon',
  });
}

/** Jonas and his dachshund Krümel, with chapters whose words we know. */
function jonas(): StoryPlan {
  const plan = basePlan();
  const hero = plan.cast[0] as Character;
  const krumel: Character = {
    role: 'companion',
    name: { de: 'Krümel', en: 'Krümel' },
    description: { de: 'Krümel ist ein Dackel.', en: 'Krümel is a dachshund.' },
    kind: { de: 'Dackel', en: 'dachshund' },
    sheet: {
      ...hero.sheet,
      species: 'dog',
      kind: 'dachshund',
      colors: { ...hero.sheet.colors, body: '#8b5a2b' },
    },
  };
  const chapter = (beat: Chapter['beat'], de: string, en: string): Chapter => ({
    beat,
    title: { de: '', en: '' },
    summary: { de, en },
  });
  return {
    ...plan,
    cast: [hero, krumel],
    chapters: [
      chapter('setup', 'Jonas wohnt am Waldrand.', 'Jonas lives at the edge of the forest.'),
      chapter('problem', 'Jonas liest allein ein Buch.', 'Jonas reads a book on his own.'),
      chapter('attempt', 'Krümel buddelt im Garten ein Loch.', 'Krümel digs a hole in the garden.'),
      chapter('setback', 'Es regnet, und Jonas ist traurig.', 'It is raining, and Jonas is sad.'),
      chapter('second-attempt', 'Jonas klettert auf den Baum.', 'Jonas climbs the tree.'),
      chapter(
        'turning-point',
        'Mitten in der Nacht leuchtet der Mond.',
        'In the middle of the night the moon shines.',
      ),
      chapter(
        'resolution',
        'Am Morgen tanzen alle im Schnee.',
        'In the morning everyone dances in the snow.',
      ),
    ],
  };
}

const storyBriefs = (pages: PagePlan): IllustrationBrief[] =>
  pages.pages.flatMap((p) => (p.kind === 'story-picture' || p.kind === 'story' ? [p.illustration!] : []));

describe('page pictures without a manuscript (read from the page)', () => {
  it('reads time, weather and pose from the words in every book language', () => {
    const plan = {
      ...basePlan(),
      languages: ['de', 'en', 'fr', 'es', 'ru', 'zh', 'ja', 'ko', 'ar'],
    } as StoryPlan;
    const night = ['Nachts', 'at night', 'la nuit', 'de noche', 'ночью', '夜里', '夜に', '밤에', 'في الليل'];
    const langs = ['de', 'en', 'fr', 'es', 'ru', 'zh', 'ja', 'ko', 'ar'] as const;
    langs.forEach((l, i) => expect([l, timeOfText(plan, { [l]: night[i] })]).toEqual([l, 'night']));
    expect(timeOfText(plan, { de: 'Am Abend kommt Oma.' })).toBe('evening');
    expect(timeOfText(plan, { de: 'Jonas spielt mit seinem Freund.' })).toBeUndefined();
    expect(weatherOfText(plan, { en: 'The storm howls.' })).toBe('storm');
    expect(weatherOfText(plan, { de: 'Es schneit.' })).toBe('snow');
    expect(weatherOfText(plan, { fr: 'Il pleut.' })).toBe('rain');
    expect(poseOfText(plan, { de: 'Jonas rennt nach Hause.' })).toBe('run');
    expect(poseOfText(plan, { en: 'Mia swims across the lake.' })).toBe('swim');
    expect(poseOfText(plan, { de: 'Sie umarmen sich.' })).toBe('hug');
    expect(poseOfText(plan, { de: 'Er schläft ein.' })).toBe('sleep');
    expect(poseOfText(plan, { en: 'She waves goodbye.' })).toBe('wave');
    // "Freund" is no joy, "dans" (French "in") no dance, "Weihnachten" no night.
    expect(poseOfText(plan, { de: 'Jonas hat einen Freund.' })).toBeUndefined();
    expect(poseOfText(plan, { fr: 'Il habite dans la forêt.' })).toBeUndefined();
    expect(timeOfText(plan, { de: 'Bald ist Weihnachten.' })).toBeUndefined();
  });

  it('gives night to the page that says it is night and puts the named pet in the page that names it', () => {
    const plan = jonas();
    const pages = planPages({ plan, format: 'booklet', textBackground: true });
    const briefs = storyBriefs(pages);
    const textOf = (b: IllustrationBrief) => {
      const at = pages.pages.findIndex((p) => p.illustration === b);
      return pages.pages[at + 1]?.text?.body.de ?? '';
    };
    const night = briefs.find((b) => textOf(b).includes('Nacht'))!;
    expect(night.timeOfDay).toBe('night');
    expect(night.mood).toBe('night');
    const rain = briefs.find((b) => textOf(b).includes('regnet'))!;
    expect(rain.weather).toBe('rain');
    expect(rain.cast[0]?.pose).toBe('sad');
    const snow = briefs.find((b) => textOf(b).includes('Schnee'))!;
    expect([snow.timeOfDay, snow.weather]).toEqual(['morning', 'snow']);
    // The page naming Krümel has Krümel, digging; the page where Jonas reads alone has only Jonas.
    const dig = briefs.find((b) => textOf(b).includes('Krümel'))!;
    expect(dig.cast.map((c) => c.name)).toEqual(['Jonas', 'Krümel']);
    expect(dig.cast.find((c) => c.name === 'Krümel')).toMatchObject({
      pose: 'dig',
      kind: 'Dackel',
      drawAs: 'dog',
    });
    const reads = briefs.find((b) => textOf(b).includes('liest'))!;
    expect(reads.cast.map((c) => [c.name, c.pose])).toEqual([['Jonas', 'read']]);
    // The daytime pages stay day.
    expect(briefs.find((b) => textOf(b).includes('Waldrand'))?.timeOfDay).toBe('day');
  });

  it('never shows the same pose on two pages in a row unless the words say so', () => {
    for (const idea of [
      'Lena findet im Wald eine Laterne und rettet mit ihrem Fuchs die Farben',
      'Leo the brave little tractor helps the farmer bring in the harvest before the storm',
      'Mia und ihre Katze Minka fliegen zum Mond',
    ]) {
      const plan = planStory({ bookId: idea, idea, age: 5, mainLanguage: 'de', style: 'watercolor' });
      for (const format of ['booklet', 'board'] as const) {
        const briefs = storyBriefs(planPages({ plan, format, textBackground: true }));
        const staging = (b: IllustrationBrief) =>
          JSON.stringify([b.cast.map((c) => [c.name, c.pose]), b.timeOfDay, b.weather, b.variant]);
        for (let i = 1; i < briefs.length; i += 1)
          expect([idea, format, i, staging(briefs[i]!)]).not.toEqual([
            idea,
            format,
            i,
            staging(briefs[i - 1]!),
          ]);
        // And the hero's pose changes on most pages (a book is not one pose on every page).
        const poses = briefs.map((b) => b.cast.find((c) => c.role === 'protagonist')?.pose);
        expect(new Set(poses).size).toBeGreaterThanOrEqual(3);
      }
    }
  });

  it('keeps the pet out of a beat the hero lives alone unless the page names it', () => {
    const plan = jonas();
    const brief = briefFromText(plan, 'problem', { de: 'Jonas wartet.', en: 'Jonas waits.' }, 'grey');
    expect(brief.cast.map((c) => c.name)).toEqual(['Jonas']);
    const together = briefFromText(plan, 'resolution', { de: 'Jonas lacht.', en: 'Jonas laughs.' }, 'bright');
    expect(together.cast.map((c) => [c.name, c.pose])).toEqual([
      ['Jonas', 'cheer'],
      ['Krümel', 'cheer'],
    ]);
  });
});

describe('the open plan’s own place', () => {
  it('draws the setting the plan says (setting.drawAs) and names the parent’s place for a model illustrator', () => {
    const plan = jonas();
    const open: StoryPlan = {
      ...plan,
      setting: {
        ...plan.setting,
        name: { de: 'die Dschungelbibliothek', en: 'the jungle library' },
        drawAs: 'library',
      },
      things: [{ name: { de: 'ein Sternenbuch', en: 'a book of stars' }, drawAs: 'book' }],
    };
    const briefs = storyBriefs(planPages({ plan: open, format: 'booklet', textBackground: true }));
    for (const brief of briefs)
      expect(brief).toMatchObject({
        setting: 'library',
        placeName: 'die Dschungelbibliothek',
        things: ['book'],
      });
  });
});

describe('page pictures from the manuscript (the writer’s picture brief)', () => {
  it('draws each story page from its PictureBrief: cast by id, poses, light, place', () => {
    // The reading of the idea is not under test here: the cast is Jonas and Krümel the dachshund, as the idea says.
    const read = jonas();
    const jonasAndKruemel = ['Jonas', 'Krümel'].map((name) => {
      const c = read.cast.find((x) => x.name.de === name) ?? read.cast[0]!;
      return name === 'Krümel'
        ? { ...c, name: { de: 'Krümel', en: 'Krümel' }, kind: { de: 'Dackel', en: 'dachshund' } }
        : c;
    });
    const ids = { ...read, cast: jonasAndKruemel.map((c, i) => ({ ...c, id: `c${i + 1}` })) };
    // An older plan without ids: the cast order stands for c1, c2.
    const byOrder = { ...read, cast: jonasAndKruemel.map(({ id: _id, ...c }) => c) };
    const picture = (i: number): PictureBrief =>
      i % 2 === 0
        ? {
            action: 'Jonas sleeps under the stars.',
            cast: ['c1'],
            poses: { c1: 'sleep' },
            place: 'garden',
            placeName: { de: 'der Garten', en: 'the garden' },
            timeOfDay: 'night',
            weather: 'clear',
            mood: 'night',
          }
        : {
            action: 'Krümel and Jonas swim in the lake.',
            cast: ['c2', 'c1'],
            poses: { c1: 'swim', c2: 'swim' },
            place: 'lake',
            timeOfDay: 'day',
            weather: 'wind',
            things: ['ball'],
            mood: 'bright',
          };
    const manuscript: Manuscript = {
      format: 'booklet',
      ageBand: 'preschool',
      writer: 'embedded',
      pages: Array.from({ length: 9 }, (_, i) => ({
        chapter: Math.min(i, 6),
        beat: 'attempt',
        text: { de: 'Text.', en: 'Text.' },
        picture: picture(i),
      })),
    };
    for (const plan of [ids, byOrder]) {
      const briefs = storyBriefs(
        planPages({ plan: { ...plan, manuscript }, format: 'booklet', textBackground: true }),
      );
      expect(briefs[0]).toMatchObject({
        timeOfDay: 'night',
        mood: 'night',
        setting: 'garden',
        placeName: 'der Garten',
        action: 'Jonas sleeps under the stars.',
        cast: [{ name: 'Jonas', pose: 'sleep' }],
      });
      expect(briefs[1]).toMatchObject({
        timeOfDay: 'day',
        weather: 'wind',
        setting: 'lake',
        things: ['ball'],
        cast: [
          { name: 'Krümel', pose: 'swim', kind: 'Dackel' },
          { name: 'Jonas', pose: 'swim' },
        ],
      });
    }
  });
});
