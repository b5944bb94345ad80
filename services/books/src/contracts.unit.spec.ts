import {
  AGE_RANGES,
  BOOK_LANGUAGES,
  BOOK_STYLES,
  BookPreviewRequest,
  BooksRpc,
  IdeaTexts,
  type BookPreviewRequestInput,
} from '@fabelhaft/contracts';

const valid: BookPreviewRequestInput = {
  idea: 'A fox who learns to swim',
  main_language: 'en',
  age_range: '5 years',
  style: 'watercolor',
};

function issues(input: unknown): string[] {
  const r = BookPreviewRequest.safeParse(input);
  return r.success ? [] : r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
}

describe('Book preview request contract (spec §3, §5, §9)', () => {
  it('accepts a minimal request and fills the defaults', () => {
    expect(BookPreviewRequest.parse(valid)).toEqual({
      ...valid,
      reference_images: [],
      text_background_enabled: true,
      translate_character_names: false,
      // issue #23: no consent to send photos to an outside provider unless given.
      provider_photo_consent: false,
    });
  });

  it('trims the idea and bounds it to 3..10000 characters with the §5 texts', () => {
    expect(BookPreviewRequest.parse({ ...valid, idea: '  abc  ' }).idea).toBe('abc');
    expect(issues({ ...valid, idea: 'ab' })).toEqual([`idea: ${IdeaTexts.tooShort}`]);
    expect(issues({ ...valid, idea: '   ab   ' })).toEqual([`idea: ${IdeaTexts.tooShort}`]);
    expect(IdeaTexts.tooShort).toBe('Book idea must be at least 3 characters long');
    expect(issues({ ...valid, idea: '' })).toContain(`idea: ${IdeaTexts.required}`);
    expect(issues({ ...valid, idea: 'x'.repeat(10000) })).toEqual([]);
    expect(issues({ ...valid, idea: 'x'.repeat(10001) })).toEqual([`idea: ${IdeaTexts.tooLong}`]);
    expect(issues({ ...valid, idea: undefined })).toHaveLength(1);
  });

  it('takes the age as "{n} years" from 0 to 17 or one of the six ranges', () => {
    for (let n = 0; n <= 17; n++) expect(issues({ ...valid, age_range: `${n} years` })).toEqual([]);
    for (const range of AGE_RANGES) expect(issues({ ...valid, age_range: range })).toEqual([]);
    expect(AGE_RANGES).toHaveLength(6);
    for (const bad of ['18 years', '-1 years', '5', 'five years', '3-7 years', '5 Years', '', '100 years']) {
      expect(issues({ ...valid, age_range: bad })).toHaveLength(1);
    }
  });

  it('offers the eleven book languages for main and translation language', () => {
    expect(BOOK_LANGUAGES).toEqual(['en', 'es', 'fr', 'de', 'it', 'pt', 'ru', 'zh', 'ja', 'ko', 'ar']);
    for (const lang of BOOK_LANGUAGES) {
      expect(issues({ ...valid, main_language: lang, translation_language: lang })).toEqual([]);
    }
    expect(issues({ ...valid, main_language: 'nl' })).toHaveLength(1);
    expect(issues({ ...valid, main_language: undefined })).toHaveLength(1);
    expect(issues({ ...valid, translation_language: 'xx' })).toHaveLength(1);
    expect(issues({ ...valid, translation_language: null })).toEqual([]);
  });

  it('offers the eight styles, "digital art" with its space', () => {
    expect(BOOK_STYLES).toHaveLength(8);
    for (const style of BOOK_STYLES) expect(issues({ ...valid, style })).toEqual([]);
    for (const bad of ['digital-art', 'Pixar', 'oil', ''])
      expect(issues({ ...valid, style: bad })).toHaveLength(1);
  });

  it('takes up to 20 reference images and drops empty descriptions', () => {
    const images = Array.from({ length: 20 }, (_, i) => ({ s3_key: `o/${i}.png`, description: ' ' }));
    const parsed = BookPreviewRequest.parse({ ...valid, reference_images: images });
    expect(parsed.reference_images[0]).toEqual({ s3_key: 'o/0.png' });
    expect(issues({ ...valid, reference_images: [...images, { s3_key: 'o/20.png' }] })).toHaveLength(1);
    expect(issues({ ...valid, reference_images: [{ s3_key: '' }] })).toHaveLength(1);
    expect(
      BookPreviewRequest.parse({ ...valid, reference_images: [{ s3_key: 'k', description: ' Mia ' }] })
        .reference_images,
    ).toEqual([{ s3_key: 'k', description: 'Mia' }]);
  });

  it('names its request/reply subjects rpc.books.<operation>', () => {
    expect(Object.values(BooksRpc).map((c) => c.subject)).toEqual([
      'rpc.books.request-preview',
      'rpc.books.get-book',
      'rpc.books.read-characters',
      'rpc.books.get-story-state',
      'rpc.books.list-books',
      'rpc.books.delete-preview',
      'rpc.books.get-viewer',
      // issue #28 part 4: the listening link.
      'rpc.books.get-listening-link',
      'rpc.books.set-listening-link',
      'rpc.books.renew-listening-link',
      'rpc.books.get-listen',
      'rpc.books.retry-production',
      'rpc.books.approve-book',
      'rpc.books.generate-book',
      'rpc.books.admin-list-books',
      'rpc.books.admin-get-book',
      'rpc.books.erase-owner-data',
    ]);
    expect(
      BooksRpc.requestPreview.request.safeParse({ ownerId: 'o', bookId: 'nope', request: valid }).success,
    ).toBe(false);
  });
});
