import { BookPreviewRequest, PreviewRequest, ViewerData, ViewerView } from '@fabelhaft/contracts';
import { toPreviewRequest, toViewerData } from './book-mapping';

describe('viewer data (spec §3, issue #28 audio fields)', () => {
  it('signs each reading of a page like its picture and names the languages, main first', () => {
    const view = ViewerView.parse({
      bookId: 'b1',
      title: 'Lena',
      totalSpreads: 2,
      pages: [
        {
          pageType: 'cover',
          pageNumber: 1,
          imageKey: 'k/1.webp',
          altText: 'Cover',
          audio: [
            { language: 'de', audioKey: 'k/a.mp3', durationMs: 900 },
            { language: 'en', audioKey: 'k/b.mp3', durationMs: 800 },
          ],
        },
        { pageType: 'other', pageNumber: 2, imageKey: 'k/2.webp', altText: 'Imprint' },
      ],
    });
    const data = toViewerData(view, { url: (key) => (key ? `https://bff/assets/${key}?sig=x` : null) });
    expect(ViewerData.parse(data)).toEqual(data);
    expect(data.pages[0]!.audio).toEqual([
      { language: 'de', audio_url: 'https://bff/assets/k/a.mp3?sig=x', duration_ms: 900 },
      { language: 'en', audio_url: 'https://bff/assets/k/b.mp3?sig=x', duration_ms: 800 },
    ]);
    expect(data.pages[1]!.audio).toEqual([]);
    expect(data.audio_languages).toEqual(['de', 'en']);
  });
});

describe('the preview request, from the spec’s snake_case body to the camelCase books RPC', () => {
  it('maps every field, with the REST defaults applied', () => {
    const body = BookPreviewRequest.parse({
      idea: '  A fox who learns to swim ',
      main_language: 'de',
      age_range: '5 years',
      style: 'watercolor',
    });
    expect(toPreviewRequest(body)).toEqual({
      idea: 'A fox who learns to swim',
      mainLanguage: 'de',
      translationLanguage: null,
      ageRange: '5 years',
      style: 'watercolor',
      referenceImages: [],
      textBackgroundEnabled: true,
      translateCharacterNames: false,
    });
  });

  it('keeps reference images in order, with a description only where one was given', () => {
    const body = BookPreviewRequest.parse({
      idea: 'A fox who learns to swim',
      main_language: 'en',
      translation_language: 'fr',
      age_range: '3-6 years',
      style: 'watercolor',
      reference_images: [
        { s3_key: 'owners/a/1.png', description: ' Mia ' },
        { s3_key: 'owners/a/2.png', description: '' },
      ],
      text_background_enabled: false,
      translate_character_names: true,
    });
    const request = toPreviewRequest(body);
    expect(request).toMatchObject({
      translationLanguage: 'fr',
      referenceImages: [{ s3Key: 'owners/a/1.png', description: 'Mia' }, { s3Key: 'owners/a/2.png' }],
      textBackgroundEnabled: false,
      translateCharacterNames: true,
    });
    // What the BFF sends is what the books RPC accepts, unchanged.
    expect(PreviewRequest.parse(request)).toEqual(request);
  });
});
