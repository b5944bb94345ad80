import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { planPages } from '../production/plan-pages';
import type { BookFormat, PagePlan } from '../production/types';
import type { StoryPlan } from '../types';

/** Plans written by `planStory` before refinements existed (no page edits, no name-rule field). */
const fixture = (name: string): StoryPlan =>
  JSON.parse(readFileSync(join(__dirname, 'fixtures', name), 'utf8')) as StoryPlan;

const digest = (pages: PagePlan): string => createHash('sha256').update(JSON.stringify(pages)).digest('hex');
const pagesOf = (plan: StoryPlan, format: BookFormat): PagePlan =>
  planPages({ plan, format, textBackground: true });

describe('planPages with page edits (issue #14)', () => {
  // Digests of the page plans these plans gave before page edits existed: a book without edits must stay
  // byte-identical, or a refinement would re-make pages nobody touched.
  it.each([
    [
      'plan-de-en-booklet.json',
      'booklet',
      // Its title page now says „über Mia und den Fuchs“ (accusative after „über“), no longer „und der Fuchs“.
      // Issue #21: every story picture's brief carries its light, its own cast and their poses.
      '83c9ebb5d99885d171288cdfaf9ad49b3194db69ebd178d577e941b5aa154be4',
    ],
    ['plan-en-board.json', 'board', '1307f49e777fb54026497245d9a36ed58865f25bc56dd99529285c8f12c8ea3e'],
    [
      'plan-ar-en-booklet.json',
      'booklet',
      'd38f4e16bb786e7ce51edc7e81b1f2f23b9137361a9d50309a9cc4e0df20c772',
    ],
  ] as const)('gives %s (%s) byte for byte the page plan it had before', (file, format, sha) => {
    const plan = fixture(file);
    expect(digest(pagesOf(plan, format))).toBe(sha);
    expect(digest(pagesOf({ ...plan, pageEdits: {} }, format))).toBe(sha);
  });

  it('replaces the body of an edited page and nothing else (heading, label, other pages stay)', () => {
    const plan = fixture('plan-de-en-booklet.json');
    const before = pagesOf(plan, 'booklet');
    const after = pagesOf(
      { ...plan, pageEdits: { '5': { body: { de: 'Mia findet eine Muschel.' } } } },
      'booklet',
    );
    const page = after.pages[4];
    expect(page?.kind).toBe('story-text');
    expect(page?.text).toEqual({
      ...before.pages[4]?.text,
      body: { de: 'Mia findet eine Muschel.', en: before.pages[4]?.text?.body.en },
    });
    expect(page?.altText).toBe(
      [before.pages[4]?.text?.heading?.de, 'Mia findet eine Muschel.'].filter(Boolean).join(' — '),
    );
    expect(after.pages.filter((_, i) => i !== 4)).toEqual(before.pages.filter((_, i) => i !== 4));
    expect(after.cover).toEqual(before.cover);
  });

  it("changes only the edited picture's brief: caption, alt text, cast with current sheets, place; id and variant stay", () => {
    const plan = fixture('plan-de-en-booklet.json');
    const before = pagesOf(plan, 'booklet');
    const edited = {
      ...plan,
      pageEdits: {
        '6': {
          scene: {
            action: 'Sie lassen einen Drachen steigen.',
            cast: [1],
            place: 'sea' as const,
            things: ['kite'],
          },
        },
      },
    };
    const after = pagesOf(edited, 'booklet');
    const old = before.pages[5]?.illustration;
    const brief = after.pages[5]?.illustration;
    expect(brief).toMatchObject({
      id: old?.id,
      variant: old?.variant,
      mood: old?.mood,
      caption: 'Sie lassen einen Drachen steigen.',
      place: 'sea',
      things: ['kite'],
      cast: [{ role: 'companion', name: plan.cast[1]?.name.de, sheet: plan.cast[1]?.sheet }],
    });
    // A new place without a setting: the place is drawn, not the frame's old setting.
    expect(brief).not.toHaveProperty('setting');
    expect(brief?.altText.startsWith('Sie lassen einen Drachen steigen. — ')).toBe(true);
    expect(after.pages[5]?.altText).toBe(brief?.altText);
    expect(after.pages.filter((_, i) => i !== 5)).toEqual(before.pages.filter((_, i) => i !== 5));
  });

  it('draws every variant in page order whatever is edited (a board book edit shifts nothing)', () => {
    const plan = fixture('plan-en-board.json');
    const before = pagesOf(plan, 'board');
    const after = pagesOf(
      { ...plan, pageEdits: { '2': { scene: { setting: 'beach' } }, '3': { body: { en: 'A new line.' } } } },
      'board',
    );
    expect(after.pages.map((p) => [p.number, p.kind, p.illustration?.id, p.illustration?.variant])).toEqual(
      before.pages.map((p) => [p.number, p.kind, p.illustration?.id, p.illustration?.variant]),
    );
    expect(after.pages[1]?.illustration?.setting).toBe('beach');
    expect(after.pages[2]?.text?.body.en).toBe('A new line.');
    expect(after.pages.slice(3)).toEqual(before.pages.slice(3));
  });

  it('ignores an edit of a page kind that cannot take it (a body on a picture page, a scene on a text page)', () => {
    const plan = fixture('plan-de-en-booklet.json');
    const before = pagesOf(plan, 'booklet');
    const after = pagesOf(
      { ...plan, pageEdits: { '4': { body: { de: 'x' } }, '5': { scene: { place: 'space' } } } },
      'booklet',
    );
    expect(after).toEqual(before);
  });
});
