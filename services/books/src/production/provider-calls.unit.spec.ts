import sharp from 'sharp';
import type { Book, PreviewRequestDetails } from '../domain/book';
import { memoryStorage } from './test-fixtures/memory-storage';
import { photoMimeType, productionPhotos, storedCallBudget } from './provider-calls';

const request = (over: Partial<PreviewRequestDetails> = {}): PreviewRequestDetails => ({
  idea: 'Mia und ihr Hund Bruno suchen im Wald eine verlorene Laterne',
  mainLanguage: 'de',
  translationLanguage: null,
  ageRange: '5 years',
  style: 'watercolor',
  referenceImages: [
    { s3Key: 'owners/anna/uploads/mia-1.jpg', characterId: 'c1' },
    { s3Key: 'owners/anna/uploads/mia-2.png', characterId: 'c1' },
    { s3Key: 'owners/anna/uploads/mia-3.jpg', characterId: 'c1' },
    { s3Key: 'owners/anna/uploads/bruno.jpg', description: 'unser Hund Bruno' },
    { s3Key: 'owners/anna/uploads/garden.jpg', characterId: null },
    { s3Key: 'owners/otto/uploads/someone.jpg', characterId: 'c1' },
  ],
  textBackgroundEnabled: true,
  translateCharacterNames: false,
  providerPhotoConsent: true,
  ...over,
});
const book = (r: PreviewRequestDetails) => ({ bookId: 'b1', ownerId: 'anna', request: r }) as unknown as Book;

async function storageWithPhotos() {
  const storage = memoryStorage();
  const jpeg = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#c68a5e' } })
    .jpeg()
    .toBuffer();
  const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#6b4a2f' } })
    .png()
    .toBuffer();
  for (const key of request().referenceImages.map((i) => i.s3Key))
    await storage.put(key, key.endsWith('.png') ? png : jpeg, { contentType: 'image/jpeg' });
  return { storage, jpeg, png };
}

describe('the photos production gives the image provider (issue #23)', () => {
  it("gives each character's first two own photos, by the parent's pick or the description, with the consent", async () => {
    const { storage, jpeg, png } = await storageWithPhotos();
    const { photos, photoConsent } = await productionPhotos(storage, book(request()), {
      image: 'openai',
      photo: 'openai',
    });
    expect(photoConsent).toBe(true);
    expect(photos.map((p) => [p.characterId, p.mimeType])).toEqual([
      ['c1', 'image/jpeg'],
      ['c1', 'image/png'],
      ['c2', 'image/jpeg'],
    ]);
    expect(photos[0]!.image.equals(jpeg)).toBe(true);
    expect(photos[1]!.image.equals(png)).toBe(true);
  });

  it('gives none without the consent, or when the consent named another provider than the one drawing', async () => {
    const { storage } = await storageWithPhotos();
    const none = { photos: [], photoConsent: false };
    expect(
      await productionPhotos(storage, book(request({ providerPhotoConsent: false })), {
        image: 'openai',
        photo: 'openai',
      }),
    ).toEqual(none);
    expect(await productionPhotos(storage, book(request()), { image: 'gemini', photo: 'openai' })).toEqual(
      none,
    );
    expect(await productionPhotos(storage, book(request()), { image: 'openai', photo: 'none' })).toEqual(
      none,
    );
  });

  it('reads uploads by their bytes', () => {
    expect(photoMimeType(Buffer.from([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(photoMimeType(Buffer.from('\x89PNG\r\n\x1a\n', 'latin1'))).toBe('image/png');
    expect(photoMimeType(Buffer.from('RIFF\x10\x00\x00\x00WEBPVP8 ', 'latin1'))).toBe('image/webp');
    expect(photoMimeType(Buffer.from('%PDF-1.7'))).toBeUndefined();
  });
});

describe("a run's budget of provider calls (issue #23)", () => {
  it('is counted in storage, so a redelivered run goes on from what it used', async () => {
    const storage = memoryStorage();
    const first = await storedCallBudget(storage, { ownerId: 'anna', bookId: 'b1' }, 'production-1', {
      image: 4,
      check: 10,
    });
    first.meter.take('image');
    first.meter.take('image');
    first.meter.take('check');
    await first.flush();

    const again = await storedCallBudget(storage, { ownerId: 'anna', bookId: 'b1' }, 'production-1', {
      image: 4,
      check: 10,
    });
    expect(again.meter.used).toEqual({ image: 2, check: 1, speech: 0 });
    again.meter.take('image');
    again.meter.take('image');
    expect(() => again.meter.take('image')).toThrow(
      expect.objectContaining({ code: 'BOOK_ENGINE.PROVIDER_BUDGET' }),
    );
    await again.flush();
    // A support retry is another attempt, with a budget of its own.
    const retry = await storedCallBudget(storage, { ownerId: 'anna', bookId: 'b1' }, 'production-2', {
      image: 4,
      check: 10,
    });
    expect(retry.meter.used).toEqual({ image: 0, check: 0, speech: 0 });
    expect(await storage.list('owners/anna/books/b1/calls/')).toEqual([
      'owners/anna/books/b1/calls/production-1.json',
    ]);
  });
});
