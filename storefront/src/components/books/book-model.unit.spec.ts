import type { BookDetail, BookPreviewResponse } from '@fabelhaft/contracts';
import {
  bookStatus,
  bookTitle,
  canDelete,
  formatDateTime,
  fromBookDetail,
  fromPreviewResponse,
  normaliseStatus,
  previewChapters,
  previewCover,
  previewSynopsis,
  previewTitle,
  truncate,
} from './book-model';

describe('status normalisation (spec §4)', () => {
  it.each([
    ['queued', 'queued'],
    ['QUEUED', 'queued'],
    ['generating', 'running'],
    ['Generating', 'running'],
    ['running', 'running'],
    ['orchestrating', 'orchestrating'],
    ['pending', 'pending'],
    ['complete', 'completed'],
    ['Completed', 'completed'],
    [' FAILED ', 'failed'],
    ['preview', 'pending'],
    ['something-new', 'pending'],
    ['', 'pending'],
    [undefined, 'pending'],
    [42, 'pending'],
  ])('%p → %s', (raw, expected) => {
    expect(normaliseStatus(raw)).toBe(expected);
  });

  it('allows deleting only completed or failed (spec §5)', () => {
    expect(canDelete('completed')).toBe(true);
    expect(canDelete('failed')).toBe(true);
    for (const s of ['queued', 'running', 'orchestrating', 'pending'] as const)
      expect(canDelete(s)).toBe(false);
  });

  it('shows a preview by its preview status and a full book by its job status', () => {
    expect(bookStatus({ is_preview: true, preview_status: 'generating', status: 'queued' })).toBe('running');
    expect(bookStatus({ is_preview: false, preview_status: 'completed', status: 'running' })).toBe('running');
  });
});

describe('titles (spec §2, §9)', () => {
  it('uses the title when there is one', () => {
    expect(bookTitle({ title: 'Finn und das Meer', idea: 'ignored' })).toBe('Finn und das Meer');
  });

  it('falls back to the idea’s first 64 characters, exactly, with nothing added', () => {
    const idea = 'A fox named Finn learns to swim in the big blue lake behind the old mill with his friends';
    expect(bookTitle({ title: null, idea })).toBe(idea.slice(0, 64));
    expect(bookTitle({ title: null, idea })).toHaveLength(64);
  });

  it('uses the idea when the title is blank, and cuts long titles to 64', () => {
    expect(bookTitle({ title: '   ', idea: 'Short idea' })).toBe('Short idea');
    expect(bookTitle({ title: 'x'.repeat(100), idea: '' })).toHaveLength(64);
    expect(truncate('y'.repeat(64))).toBe('y'.repeat(64));
  });

  it('reads the preview title leniently, cut to 64', () => {
    expect(previewTitle({ title: 'Finn' })).toBe('Finn');
    expect(previewTitle({ name: 'Named' })).toBe('Named');
    expect(previewTitle({ title: 'z'.repeat(90) })).toHaveLength(64);
    expect(previewTitle(null)).toBeUndefined();
    expect(previewTitle({ title: 7 })).toBeUndefined();
  });
});

describe('the preview object, read leniently (spec §3)', () => {
  it('finds the synopsis under its variants', () => {
    expect(previewSynopsis({ synopsis: 'S' })).toBe('S');
    expect(previewSynopsis({ summary: 'Sum' })).toBe('Sum');
    expect(previewSynopsis({ description: 'D' })).toBe('D');
    expect(previewSynopsis({})).toBeUndefined();
  });

  it('finds the cover: the response first, then cover names, then an image of type cover', () => {
    expect(previewCover({ cover: 'b.webp' }, 'a.webp')).toBe('a.webp');
    expect(previewCover({ cover_image: { url: 'c.webp' } }, null)).toBe('c.webp');
    expect(
      previewCover({
        images: [
          { type: 'page', url: 'p.webp' },
          { type: 'Cover', url: 'i.webp' },
        ],
      }),
    ).toBe('i.webp');
    expect(previewCover({})).toBeUndefined();
  });

  it('reads chapters from chapters, outline, scenes or pages', () => {
    expect(previewChapters({ chapters: [{ title: 'One', summary: 'First' }] })).toEqual([
      { number: 1, heading: 'One', body: 'First' },
    ]);
    expect(previewChapters({ outline: [{ title: 'O' }] })[0]!.heading).toBe('O');
    expect(previewChapters({ scenes: [{ description: 'A scene' }] })[0]!.heading).toBe('A scene');
    expect(previewChapters({ chapters: [], pages: [{ content: 'Page text' }] })[0]!.heading).toBe(
      'Page text',
    );
    expect(previewChapters({})).toEqual([]);
  });

  it('titles a chapter by title, else summary/description/content, else leaves the number to show', () => {
    const [a, b, c, d] = previewChapters({
      chapters: [
        { title: 'T', description: 'Desc' },
        { summary: 'Only summary' },
        { content: 'Only content' },
        {},
      ],
    });
    expect(a).toEqual({ number: 1, heading: 'T', body: 'Desc' });
    expect(b).toEqual({ number: 2, heading: 'Only summary', body: undefined });
    expect(c).toEqual({ number: 3, heading: 'Only content', body: undefined });
    expect(d).toEqual({ number: 4, heading: undefined, body: undefined });
  });
});

describe('date formatting per language', () => {
  const iso = '2025-03-04T15:05:00Z';
  it('formats in German', () => {
    expect(formatDateTime(iso, 'de', 'UTC')).toBe('04.03.2025, 15:05');
  });
  it('formats in English', () => {
    expect(formatDateTime(iso, 'en', 'UTC')).toBe('4 Mar 2025, 15:05');
  });
  it('keeps an unreadable date as it came and shows nothing for none', () => {
    expect(formatDateTime('soon', 'de')).toBe('soon');
    expect(formatDateTime(undefined, 'en')).toBe('');
  });
});

describe('preview detail client view', () => {
  const preview: BookPreviewResponse = {
    book_id: 'b1',
    status: 'queued',
    preview_status: 'Generating',
    preview_remaining: 4,
    preview_limit: 5,
    preview_threshold: 2,
    preview_needs_support: false,
    created_at: '2025-03-04T15:05:00Z',
    preview: { title: 'Finn', images: [{ type: 'cover', url: 'x.webp' }] },
    cover_url: null,
    is_preview: true,
  };

  it('maps the preview response by its preview status, with every spec §3 client-view field', () => {
    expect(fromPreviewResponse(preview)).toEqual({
      bookId: 'b1',
      status: 'running',
      previewStatus: 'running',
      previewRemaining: 4,
      previewLimit: 5,
      previewThreshold: 2,
      previewNeedsSupport: false,
      isPreview: true,
      createdAt: '2025-03-04T15:05:00Z',
      preview: preview.preview,
      coverUrl: 'x.webp',
    });
  });

  it('maps the fallback book detail; a full book by its job status', () => {
    const detail: BookDetail = {
      book_id: 'b2',
      revision: 0,
      main_language: 'en',
      age_range: '5 years',
      approved_at: null,
      likeness: null,
      print: null,
      status: 'running',
      preview_status: 'completed',
      is_preview: false,
      payment_status: 'success',
      preview: null,
      tier: null,
      format: 'booklet',
      cover_url: 'c.webp',
      created_at: '2025-03-04T15:05:00Z',
      download_url: null,
      error: null,
    };
    expect(fromBookDetail(detail)).toMatchObject({
      bookId: 'b2',
      status: 'running',
      // spec §3: the fallback keeps previewStatus.
      previewStatus: 'completed',
      previewRemaining: undefined,
      isPreview: false,
      coverUrl: 'c.webp',
    });
    expect(fromBookDetail({ ...detail, is_preview: true }).status).toBe('completed');
  });
});
