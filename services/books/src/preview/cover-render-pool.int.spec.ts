import sharp from 'sharp';
import { composeCoverSvg, parseAge, planStory, type StoryPlan, type Style } from '@fabelhaft/book-engine';
import { CoverRenderPool } from './cover-render-pool';

const STYLES: Style[] = ['watercolor', 'pixar', 'cartoon', 'anime'];

describe('cover render pool (worker threads)', () => {
  const pool = new CoverRenderPool(2);
  afterAll(() => pool.close());

  const planOf = (i: number) =>
    planStory({
      bookId: `book-${i}`,
      idea: `A curious fox named Finn sails to the island of lost colours (${i})`,
      age: parseAge('5 years'),
      mainLanguage: 'en',
      style: STYLES[i % STYLES.length]!,
      referenceImages: [],
    });

  it('renders more covers than threads at once, each the WebP of its own plan at the cover size', async () => {
    const plans = await Promise.all(STYLES.map((_, i) => planOf(i)));
    const covers = await Promise.all(plans.map((plan, i) => pool.coverWebp(plan, STYLES[i]!)));
    for (const [i, webp] of covers.entries()) {
      const meta = await sharp(webp).metadata();
      const { width, height } = composeCoverSvg(plans[i]!, { style: STYLES[i]! });
      expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({
        format: 'webp',
        width,
        height,
      });
    }
    // Different plans, different pictures.
    expect(new Set(covers.map((c) => c.toString('base64'))).size).toBe(covers.length);
  }, 60_000);

  it('fails the one render that cannot be made and goes on with the next', async () => {
    const broken = { title: null } as unknown as StoryPlan;
    await expect(pool.coverWebp(broken, 'pixar')).rejects.toThrow();
    const webp = await pool.coverWebp(await planOf(7), 'cartoon');
    expect((await sharp(webp).metadata()).format).toBe('webp');
  }, 60_000);

  it('refuses work once closed', async () => {
    const closed = new CoverRenderPool(1);
    await closed.close();
    await expect(closed.coverWebp(await planOf(1), 'pixar')).rejects.toThrow('closed');
  });
});
