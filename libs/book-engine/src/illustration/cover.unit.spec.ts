import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { planStory } from '../story/plan-story';
import { STYLES, type StoryInput } from '../types';
import { composeCoverSvg, illustrateCover } from './cover';
import { dominantColors } from './dominant-colors';

const input: StoryInput = {
  bookId: 'cover-book',
  idea: 'A girl named Mia flies a kite by the sea with her dog',
  age: '3-6',
  mainLanguage: 'en',
  style: 'pixar',
};
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const small = { width: 192 };
/** One cover per style is kept with the test run's screenshots (issue #4), for a person to look at. */
const COVERS_DIR = join(__dirname, '../../../../.test-results/screenshots/covers');

describe('illustrateCover', () => {
  it.each(STYLES.map((s) => [s]))('renders the %s style to PNG and WebP', async (style) => {
    const cover = await illustrateCover(planStory({ ...input, style }), small);
    expect(cover.png.subarray(0, 8)).toEqual(PNG);
    expect(cover.webp.subarray(0, 4).toString('latin1')).toBe('RIFF');
    expect(cover.webp.subarray(8, 12).toString('latin1')).toBe('WEBP');
    expect(cover).toMatchObject({ width: 192, height: 256 });
    const meta = await sharp(cover.png).metadata();
    expect([meta.width, meta.height]).toEqual([192, 256]);
    expect(cover.altText).toContain('Mia');
    mkdirSync(COVERS_DIR, { recursive: true });
    writeFileSync(join(COVERS_DIR, `${style.replace(' ', '-')}.png`), cover.png);
  });

  it('draws a filtered scene (watercolour, vintage) at half size under a full-size title layer', async () => {
    const plan = planStory({ ...input, style: 'watercolor' });
    const composed = composeCoverSvg(plan, { style: 'watercolor', width: 768 });
    expect(composed.layers!.scene).toMatch(/^<svg[^>]* width="384" height="512"/);
    expect(composed.layers!.scene).toContain('filter="url(#fx)"');
    expect(composed.layers!.top).toMatch(/^<svg[^>]* width="768" height="1024"/);
    expect(composed.layers!.top).not.toContain('url(#fx)');
    expect(composed.layers!.top).toContain('Mia');
    // Unfiltered styles are drawn in one pass.
    expect(composeCoverSvg(plan, { style: 'cartoon' }).layers).toBeUndefined();
    const cover = await illustrateCover(plan, { style: 'watercolor', width: 384 });
    expect(await sharp(cover.png).metadata()).toMatchObject({ width: 384, height: 512 });
  });

  it('draws the eight styles clearly differently', () => {
    const plan = planStory(input);
    const svgs = Object.fromEntries(STYLES.map((style) => [style, composeCoverSvg(plan, { style }).svg]));
    const skies = STYLES.map(
      (style) =>
        /<linearGradient id="sky"[^>]*><stop offset="0" stop-color="([^"]+)"/.exec(
          svgs[style] as string,
        )?.[1],
    );
    expect(new Set(skies).size).toBe(8);
    expect(svgs.watercolor).toMatch(/feTurbulence[\s\S]*feDisplacementMap/);
    expect(svgs.vintage).toMatch(/feColorMatrix[\s\S]*feTurbulence/);
    expect(svgs.vintage).toContain('url(#vignette)');
    expect(svgs['digital art']).toMatch(/feGaussianBlur[\s\S]*feMerge/);
    expect(svgs.cartoon).toContain('stroke-width="6"');
    expect(svgs.cartoon).toContain('url(#dots)');
    expect(svgs.anime).toMatch(/<linearGradient id="cel/);
    expect(svgs.pixar).toMatch(/<radialGradient id="soft/);
    expect(svgs.minimalist).not.toMatch(/Gradient id="(soft|cel)|stroke-linejoin|<filter/);
    expect(svgs.realistic).toContain('stroke="#3b2f25"');
    for (const a of STYLES) for (const b of STYLES) if (a < b) expect(svgs[a]).not.toEqual(svgs[b]);
  });

  it('gives identical bytes for the same book id and a different picture for another', async () => {
    const first = await illustrateCover(planStory(input), small);
    const again = await illustrateCover(planStory({ ...input }), small);
    const other = await illustrateCover(
      planStory({ ...input, bookId: 'another-book', idea: 'A bedtime story' }),
      small,
    );
    expect(again.png.equals(first.png)).toBe(true);
    expect(again.svg).toBe(first.svg);
    expect(other.png.equals(first.png)).toBe(false);
  });

  it('uses the reference images’ colours for the protagonist', () => {
    const plan = planStory({
      ...input,
      style: 'cartoon',
      referenceImages: [{ dominantColors: ['#1d4e89', '#f2c14e'] }],
    });
    const svg = composeCoverSvg(plan).svg;
    expect(svg).toContain('fill="#1d4e89"');
    expect(svg).toContain('fill="#f2c14e"');
  });

  it('sets Arabic titles right-to-left and picks CJK fonts for the book language', () => {
    const arabic = composeCoverSvg(planStory({ ...input, mainLanguage: 'ar' })).svg;
    expect(arabic).toMatch(/<text [^>]*direction="rtl"[^>]*>[^<]*\p{Script=Arabic}/u);
    expect(arabic).toContain("'Noto Sans Arabic'");
    expect(composeCoverSvg(planStory({ ...input, mainLanguage: 'zh' })).svg).toContain(
      "font-family=\"'Noto Sans CJK SC'",
    );
    expect(composeCoverSvg(planStory({ ...input, mainLanguage: 'ko' })).svg).toContain(
      "font-family=\"'Noto Sans CJK KR'",
    );
    expect(composeCoverSvg(planStory({ ...input, mainLanguage: 'ja' })).svg).toContain(
      "font-family=\"'Noto Sans CJK JP'",
    );
  });

  it('escapes titles so a name cannot break the SVG', () => {
    const plan = planStory({ ...input, idea: 'A boy named Tom<script> and friends' });
    const svg = composeCoverSvg({ ...plan, title: { en: 'Tom & <Jerry>' } }).svg;
    expect(svg).toContain('Tom &amp;');
    expect(svg).toContain('&lt;Jerry&gt;');
    expect(svg).not.toContain('<Jerry');
  });
});

describe('dominantColors', () => {
  it('finds the main colours of an image, biggest area first', async () => {
    const image = await sharp({ create: { width: 60, height: 60, channels: 3, background: '#1d4e89' } })
      .composite([
        { input: { create: { width: 60, height: 20, channels: 3, background: '#f2c14e' } }, left: 0, top: 0 },
        {
          input: { create: { width: 10, height: 10, channels: 3, background: '#ffffff' } },
          left: 0,
          top: 50,
        },
      ])
      .png()
      .toBuffer();
    const colors = await dominantColors(image, 2);
    expect(colors).toEqual(['#1d4e89', '#f2c14e']);
    expect(await dominantColors(image)).toHaveLength(3);
  });
});
