import { BookPreviewRequest, PreviewRequest } from '@fabelhaft/contracts';
import { toPreviewRequest } from './book-mapping';

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
