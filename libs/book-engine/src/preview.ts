import type { Language, StoryPlan } from './types';

export interface PreviewChapter {
  title: string;
  summary: string;
}

/** The preview object of spec §3 (title, synopsis, cover, chapters, optional format), main language first. */
export interface PreviewObject {
  language: Language;
  title: string;
  synopsis: string;
  cover?: string;
  images?: Array<{ type: 'cover'; url: string }>;
  chapters: PreviewChapter[];
  format: 'board' | 'booklet';
  translation?: {
    language: Language;
    title: string;
    synopsis: string;
    chapters: PreviewChapter[];
  };
}

function textIn(plan: StoryPlan, language: Language): Omit<PreviewObject, 'format' | 'language'> {
  return {
    title: plan.title[language] ?? '',
    synopsis: plan.synopsis[language] ?? '',
    chapters: plan.chapters.map((chapter) => ({
      title: chapter.title[language] ?? '',
      summary: chapter.summary[language] ?? '',
    })),
  };
}

export function toPreviewObject(plan: StoryPlan, coverUrl?: string): PreviewObject {
  const main = textIn(plan, plan.mainLanguage);
  return {
    language: plan.mainLanguage,
    ...main,
    ...(coverUrl ? { cover: coverUrl, images: [{ type: 'cover' as const, url: coverUrl }] } : {}),
    // Spec §5: checkout format is board when the book's format is board; board books are for ages 0–3.
    format: plan.ageBand === 'toddler' ? 'board' : 'booklet',
    ...(plan.translationLanguage
      ? { translation: { language: plan.translationLanguage, ...textIn(plan, plan.translationLanguage) } }
      : {}),
  };
}
