import { planStory } from './story/plan-story';
import { toPreviewObject } from './preview';
import type { StoryInput } from './types';

const input: StoryInput = {
  bookId: 'preview-book',
  idea: 'Ein Mädchen namens Emma und ihr Hund im Garten',
  age: '6-9',
  mainLanguage: 'de',
  style: 'cartoon',
};

describe('toPreviewObject', () => {
  it('gives the spec §3 preview in the main language', () => {
    const plan = planStory(input);
    const preview = toPreviewObject(plan, 'https://files.example/covers/preview-book.png');
    expect(preview).toMatchObject({
      language: 'de',
      title: plan.title.de,
      synopsis: plan.synopsis.de,
      cover: 'https://files.example/covers/preview-book.png',
      images: [{ type: 'cover', url: 'https://files.example/covers/preview-book.png' }],
      format: 'booklet',
    });
    expect(preview.chapters).toHaveLength(plan.chapters.length);
    expect(preview.chapters[0]).toEqual({
      title: plan.chapters[0]?.title.de,
      summary: plan.chapters[0]?.summary.de,
    });
    expect(preview.translation).toBeUndefined();
  });

  it('marks toddler books as board books and leaves the cover out when there is none', () => {
    const preview = toPreviewObject(planStory({ ...input, age: '0-3' }));
    expect(preview.format).toBe('board');
    expect(preview.cover).toBeUndefined();
    expect(preview.images).toBeUndefined();
  });

  it('adds a translation block for bilingual books', () => {
    const plan = planStory({ ...input, translationLanguage: 'en' });
    const preview = toPreviewObject(plan);
    expect(preview.translation).toMatchObject({
      language: 'en',
      title: plan.title.en,
      synopsis: plan.synopsis.en,
    });
    expect(preview.translation?.chapters.map((c) => c.summary)).toEqual(
      plan.chapters.map((c) => c.summary.en),
    );
  });
});
