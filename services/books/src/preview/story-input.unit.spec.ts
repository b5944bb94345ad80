import sharp from 'sharp';
import type { PhotoAnalysis } from '@fabelhaft/book-engine';
import type { ObjectStorage } from '@fabelhaft/storage';
import type { PreviewRequestDetails } from '../domain/book';
import { photoProviderName, readCharacters } from './read-characters';
import { storyInputOf, toStoryInput } from './story-input';

/** issue #23: who each reference photo shows travels from the request into the story input. */
describe('reference photos linked to characters', () => {
  const own = (n: number) => `owners/alice/uploads/photo-${n}.png`;
  const request = (referenceImages: PreviewRequestDetails['referenceImages']): PreviewRequestDetails => ({
    idea: 'Mia, 5, and her dog Bruno find a lost kite in the forest',
    mainLanguage: 'en',
    translationLanguage: null,
    ageRange: '5 years',
    style: 'cartoon',
    referenceImages,
    textBackgroundEnabled: true,
    translateCharacterNames: false,
  });

  it("links each photo: the parent's pick, else the description, else no one", () => {
    const input = toStoryInput(
      'book-1',
      request([
        { s3Key: own(1), description: 'our dog Bruno' },
        { s3Key: own(2), description: 'Mia', characterId: 'c2' },
        { s3Key: own(3), description: 'Mia', characterId: null },
        { s3Key: own(4), description: 'Grandpa on his boat' },
      ]),
    );
    expect(input.referenceImages).toEqual([
      { description: 'our dog Bruno', characterId: 'c2' },
      { description: 'Mia', characterId: 'c2' },
      { description: 'Mia', characterId: null },
      { description: 'Grandpa on his boat', characterId: null },
    ]);
  });

  it("reads the hero's photos only for the hero's colours, and never a photo of no one", async () => {
    const red = await sharp({
      create: { width: 8, height: 8, channels: 3, background: { r: 200, g: 30, b: 30 } },
    })
      .png()
      .toBuffer();
    const read: string[] = [];
    const storage = {
      get: async (key: string) => {
        read.push(key);
        return { body: red, contentType: 'image/png' };
      },
    } as unknown as ObjectStorage;
    const input = await storyInputOf(
      storage,
      { bookId: 'book-1', ownerId: 'alice' },
      request([
        { s3Key: own(1), description: 'Mia, 5' },
        { s3Key: own(2), characterId: null },
        { s3Key: own(3), description: 'the dog' },
      ]),
    );
    expect(read).toEqual([own(1)]);
    expect(input.referenceImages?.[0]).toMatchObject({
      characterId: 'c1',
      dominantColors: expect.any(Array),
    });
    expect(input.referenceImages?.[1]).toEqual({ characterId: null });
    expect(input.referenceImages?.[2]).toEqual({ description: 'the dog', characterId: 'c2' });
  });

  it("analyses every photo that shows someone, the owner's own only, and goes on without one that fails", async () => {
    const analysed: string[] = [];
    const storage = {
      get: async (key: string) => ({ body: Buffer.from(key), contentType: 'image/png' }),
    } as unknown as ObjectStorage;
    const photos: PhotoAnalysis = {
      async analyse(image) {
        const key = image.toString();
        analysed.push(key);
        if (key.endsWith('4.png')) throw new Error('unreadable');
        return { face: true, skin: '#a86f47' };
      },
      close: async () => undefined,
    };
    const input = await storyInputOf(
      storage,
      { bookId: 'book-1', ownerId: 'alice' },
      request([
        { s3Key: own(1), description: 'our dog Bruno' },
        { s3Key: own(2), characterId: null },
        { s3Key: 'owners/mallory/uploads/photo-3.png', description: 'Mia' },
        { s3Key: own(4), description: 'Mia' },
        { s3Key: own(5), characterId: 'c1' },
        // Mia's third photo: the first two say how she looks, a third only adds time.
        { s3Key: own(6), characterId: 'c1' },
      ]),
      photos,
    );
    expect(analysed.sort()).toEqual([own(1), own(4), own(5)].sort());
    expect(input.referenceImages?.map((r) => r.looks)).toEqual([
      { face: true, skin: '#a86f47' },
      undefined,
      undefined,
      undefined,
      { face: true, skin: '#a86f47' },
      undefined,
    ]);
    expect(input.referenceImages?.[5]).toEqual({ characterId: 'c1' });
  });

  it("carries the parent's consent to send photos to an outside provider, and no consent when not given", () => {
    expect(toStoryInput('book-1', request([])).photoConsent).toBeUndefined();
    expect(
      toStoryInput('book-1', { ...request([]), providerPhotoConsent: false }).photoConsent,
    ).toBeUndefined();
    expect(toStoryInput('book-1', { ...request([]), providerPhotoConsent: true }).photoConsent).toBe(true);
    expect(photoProviderName('none')).toBeNull();
    expect(photoProviderName('openai')).toBe('OpenAI');
  });

  it('answers the builder the characters and who each description names', () => {
    expect(
      readCharacters({
        idea: 'Mia, 5, and her dog Bruno find a lost kite in the forest',
        mainLanguage: 'en',
        descriptions: ['Bruno', '', 'someone else'],
      }),
    ).toEqual({
      characters: [
        { id: 'c1', name: 'Mia', kind: 'girl', category: 'person' },
        { id: 'c2', name: 'Bruno', kind: 'dog', category: 'animal' },
      ],
      links: ['c2', 'c1', null],
    });
  });
});
