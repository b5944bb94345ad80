import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { EmbeddedIllustrator } from '../ports';
import { planPages } from '../production/plan-pages';
import type { IllustrationBrief } from '../production/types';
import { planStory } from '../story/plan-story';
import type { CharacterSheet, StoryPlan } from '../types';
import { drawCharacter } from './character';
import { composePageSvg, illustratePage } from './page';
import { Painter } from './painter';
import { drawableKind } from './relatives';
import { STYLE_SPECS } from './styles';

/** Issue #21: the embedded illustrator draws what the page's brief says — light, weather, cast, poses. */

const SMALL = { width: 150, height: 200 };
const sha = (image: Buffer): string => createHash('sha256').update(image).digest('hex');

function book(): { plan: StoryPlan; story: IllustrationBrief } {
  const plan = planStory({
    bookId: 'pictures-follow',
    idea: 'Lena findet im Wald eine Laterne und rettet mit ihrem Fuchs die Farben',
    age: 5,
    mainLanguage: 'de',
    translationLanguage: 'en',
    style: 'cartoon',
  });
  const pages = planPages({ plan, format: 'booklet', textBackground: true });
  const story = pages.pages.find((p) => p.kind === 'story-picture')?.illustration as IllustrationBrief;
  // A plain daylight brief with the whole cast standing: each test changes one thing of it.
  const cast = plan.cast.map((c) => ({ role: c.role, name: c.name.de ?? '', sheet: c.sheet }));
  return {
    plan,
    story: { ...story, mood: 'bright', timeOfDay: 'day', weather: 'clear', cast, beat: 'attempt' },
  };
}

async function luminance(image: Buffer): Promise<number> {
  const { channels } = await sharp(image).stats();
  const [r, g, b] = channels.map((c) => c.mean) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

describe('pictures follow the page (issue #21)', () => {
  it('draws a night page dark, with moon and stars, and an evening page between', async () => {
    const { plan, story } = book();
    const [day, evening, night] = await Promise.all(
      (['day', 'evening', 'night'] as const).map((timeOfDay) =>
        illustratePage(plan, { ...story, timeOfDay }, SMALL),
      ),
    );
    const [d, e, n] = await Promise.all([day, evening, night].map((p) => luminance(p!.image)));
    expect(n).toBeLessThan(d * 0.55);
    expect(e).toBeLessThan(d);
    expect(e).toBeGreaterThan(n);
    // The moon is over the scene at night, not by day.
    expect(composePageSvg(plan, { ...story, timeOfDay: 'night' }).overlay).toContain('#fff6d5');
    expect(composePageSvg(plan, story).overlay).not.toContain('#fff6d5');
  });

  it('lets rain, snow, storm, wind and fog change the picture', async () => {
    const { plan, story } = book();
    const weathers = ['clear', 'rain', 'snow', 'storm', 'wind', 'fog', 'cloudy'] as const;
    const pictures = await Promise.all(
      weathers.map((weather) => illustratePage(plan, { ...story, weather }, SMALL)),
    );
    expect(new Set(pictures.map((p) => sha(p.image))).size).toBe(weathers.length);
    const overlay = (weather: (typeof weathers)[number]) =>
      composePageSvg(plan, { ...story, weather }).overlay;
    expect(overlay('clear')).not.toContain('<line');
    expect((overlay('rain').match(/<line /g) ?? []).length).toBeGreaterThan(50);
    expect((overlay('snow').match(/fill="#ffffff"/g) ?? []).length).toBeGreaterThan(50);
  });

  it('shows night and rain through the window indoors (library, home), not over the room', () => {
    const { plan, story } = book();
    for (const setting of ['library', 'home']) {
      const night = composePageSvg(plan, { ...story, setting, timeOfDay: 'night' });
      const day = composePageSvg(plan, { ...story, setting });
      expect(night.overlay).not.toContain('#fff6d5');
      expect(night.background).toContain('#fff6d5');
      expect(day.background).not.toContain('#fff6d5');
      const rain = composePageSvg(plan, { ...story, setting, weather: 'rain' });
      expect(rain.overlay).not.toContain('<line');
      expect(rain.background).not.toBe(day.background);
    }
  });

  it('changes the figure with the pose', async () => {
    const { plan, story } = book();
    const poses = [
      'stand',
      'walk',
      'run',
      'sit',
      'sleep',
      'wave',
      'hug',
      'read',
      'climb',
      'swim',
      'cheer',
      'sad',
    ] as const;
    const casts = poses.map(
      (pose) =>
        composePageSvg(plan, {
          ...story,
          cast: story.cast.map((c, i) => (i === 0 ? { ...c, pose } : c)),
        }).cast,
    );
    expect(new Set(casts).size).toBe(poses.length);
    // Each drawing of a person and an animal changes with the pose alone.
    const p = new Painter(STYLE_SPECS.cartoon);
    for (const sheet of plan.cast.map((c) => c.sheet))
      expect(drawCharacter(p, sheet, 0, 0, 1, 'cheer')).not.toBe(drawCharacter(p, sheet, 0, 0, 1, 'stand'));
    const [standing, running] = await Promise.all(
      (['stand', 'run'] as const).map((pose) =>
        illustratePage(plan, { ...story, cast: [{ ...story.cast[0]!, pose }] }, SMALL),
      ),
    );
    expect(sha(standing.image)).not.toBe(sha(running.image));
  });

  it('draws only the page’s cast: a page without the pet has one figure fewer', () => {
    const { plan, story } = book();
    expect(story.cast.length).toBe(2);
    const both = composePageSvg(plan, story);
    const alone = composePageSvg(plan, { ...story, cast: [story.cast[0]!] });
    expect(both.drawn.map((d) => d.name)).toEqual(expect.arrayContaining(story.cast.map((c) => c.name)));
    expect(alone.drawn.map((d) => d.name)).toEqual([story.cast[0]!.name]);
    expect(alone.cast.length).toBeLessThan(both.cast.length);
  });

  it('draws an unknown animal as its nearest drawable relative, never as another named species', () => {
    expect(drawableKind('pangolin')).toBe('pangolin');
    expect(drawableKind('armadillo')).toBe('pangolin');
    expect(drawableKind('axolotl')).toBe('lizard');
    expect(drawableKind('sloth')).toBe('monkey');
    expect(drawableKind('ladybird')).toBe('beetle');
    expect(drawableKind('little brown geckos')).toBe('lizard');
    expect(drawableKind('dog')).toBe('dog');
    expect(drawableKind('snorkelwump')).toBeUndefined();
    const p = new Painter(STYLE_SPECS.pixar);
    const dog: CharacterSheet = {
      species: 'dog',
      gender: 'f',
      colors: { body: '#a0785a', hair: '#6b3e26', clothing: '#2e86ab', accent: '#e4572e' },
      clothing: 'scarf',
      features: [],
    };
    // A pangolin the planner gave the nearest base species (dog) is not drawn as a dog.
    const pangolin = drawCharacter(p, { ...dog, kind: 'pangolin' }, 0, 0, 1);
    expect(pangolin).not.toBe(drawCharacter(p, dog, 0, 0, 1));
    expect(drawCharacter(p, { ...dog, kind: 'armadillo' }, 0, 0, 1)).toBe(pangolin);
    // A kind nobody knows keeps the species drawing the plan chose.
    expect(drawCharacter(p, { ...dog, kind: 'snorkelwump' }, 0, 0, 1)).toBe(drawCharacter(p, dog, 0, 0, 1));
  });

  it('keys the picture on the light, the cast and the poses, not on the action or place name', () => {
    const { plan, story } = book();
    const illustrator = new EmbeddedIllustrator();
    const key = (brief: IllustrationBrief) => JSON.stringify(illustrator.pictureInputs(plan, brief));
    expect(key({ ...story, timeOfDay: 'night' })).not.toBe(key(story));
    expect(key({ ...story, weather: 'snow' })).not.toBe(key(story));
    expect(key({ ...story, cast: [{ ...story.cast[0]!, pose: 'run' }, story.cast[1]!] })).not.toBe(
      key(story),
    );
    expect(key({ ...story, cast: [story.cast[0]!] })).not.toBe(key(story));
    expect(key({ ...story, action: 'Lena runs.', placeName: 'der Wald' })).toBe(key(story));
  });

  it('draws curly hair, as long as the hair is (issue #21: "short curly hair", "Locken")', () => {
    const p = new Painter(STYLE_SPECS.cartoon);
    const girl: CharacterSheet = {
      species: 'person',
      gender: 'f',
      colors: { body: '#f1c27d', hair: '#8b4513', clothing: '#3b82f6', accent: '#ef4444' },
      clothing: 'dress',
      features: [],
    };
    const curly = { ...girl, features: ['curls' as const] };
    const plain = drawCharacter(p, girl, 0, 0, 1);
    const long = drawCharacter(p, curly, 0, 0, 1);
    const short = drawCharacter(p, { ...curly, hairLength: 'short' }, 0, 0, 1);
    const circles = (svg: string) => (svg.match(/<circle/g) ?? []).length;
    expect(circles(long)).toBeGreaterThan(circles(plain) + 8);
    expect(circles(long)).toBeGreaterThan(circles(short));
  });
});
