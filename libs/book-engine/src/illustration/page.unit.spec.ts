import { createHash } from 'node:crypto';
import { EmbeddedIllustrator } from '../ports';
import { planPages } from '../production/plan-pages';
import type { BookFormat, IllustrationBrief } from '../production/types';
import { planStory } from '../story/plan-story';
import type { StoryPlan } from '../types';
import { illustratePage } from './page';

/** Small pictures: the drawing is the same at any size, and these render in milliseconds. */
const SMALL = { width: 150, height: 200 };
const sha = (image: Buffer): string => createHash('sha256').update(image).digest('hex');

/** The book of `bench/production.ts` and `bench/refinement.ts`. */
function benchBook(format: BookFormat): { plan: StoryPlan; briefs: IllustrationBrief[] } {
  const plan = planStory({
    bookId: `bench-${format}`,
    idea: 'Lena findet im Wald eine Laterne und rettet mit ihrem Fuchs die Farben',
    age: format === 'board' ? 2 : 5,
    mainLanguage: 'de',
    translationLanguage: 'en',
    style: 'watercolor',
  });
  const pages = planPages({ plan, format, textBackground: true });
  return { plan, briefs: pages.pages.flatMap((p) => (p.illustration ? [p.illustration] : [])) };
}

const staging = ({ id: _id, caption: _caption, altText: _altText, ...brief }: IllustrationBrief) =>
  JSON.stringify(brief);

describe('illustratePage (embedded)', () => {
  it('draws pages 4 and 6 of the bench book (same beat, same staging) as two different pictures', async () => {
    const { plan, briefs } = benchBook('booklet');
    const p4 = briefs.find((b) => b.id === 'p4') as IllustrationBrief;
    // The defect's premise: everything the drawing reads but the id is the same (pages now also differ in
    // pose and cast, issue #21, so the second page is the first one's brief under another id).
    const p6 = { ...p4, id: 'p6' };
    expect(staging(p4)).toBe(staging(p6));
    const [a, b] = await Promise.all([illustratePage(plan, p4, SMALL), illustratePage(plan, p6, SMALL)]);
    expect(sha(a.image)).not.toBe(sha(b.image));
  });

  it.each(['booklet', 'board'] as const)(
    'never gives two pages of a %s byte-identical pictures',
    async (format) => {
      const { plan, briefs } = benchBook(format);
      const hashes: string[] = [];
      for (const brief of briefs) hashes.push(sha((await illustratePage(plan, brief, SMALL)).image));
      expect(new Set(hashes).size).toBe(briefs.length);
    },
  );

  it('varies by the brief id alone, for any id', async () => {
    const { plan, briefs } = benchBook('booklet');
    const brief = briefs.find((b) => b.id === 'p4') as IllustrationBrief;
    const ids = ['p2', 'p4', 'p5', 'p33', 'p47', 'cover', 'extra'];
    const hashes = await Promise.all(
      ids.map(async (id) => sha((await illustratePage(plan, { ...brief, id }, SMALL)).image)),
    );
    expect(new Set(hashes).size).toBe(ids.length);
  });

  it('gives the same brief the same bytes (the picture cache keys on its inputs)', async () => {
    const { plan, briefs } = benchBook('board');
    const brief = briefs[3] as IllustrationBrief;
    const [a, b] = await Promise.all([
      illustratePage(plan, brief, SMALL),
      illustratePage(plan, brief, SMALL),
    ]);
    expect(sha(a.image)).toBe(sha(b.image));
    // And the key of a picture names the id it now depends on.
    const illustrator = new EmbeddedIllustrator();
    expect(illustrator.pictureInputs(plan, brief)).not.toEqual(
      illustrator.pictureInputs(plan, { ...brief, id: 'p99' }),
    );
  });
});
