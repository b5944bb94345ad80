import { dirname, join } from 'node:path';
import sharp from 'sharp';

/**
 * Portraits for tests (issue #23), made offline at test time from the group photos that `@vladmandic/face-api`
 * ships in its npm package (`demo/sample*.jpg`, MIT like the package); nothing is copied into the repository.
 * Apart from `test-fixtures.ts` so that browser tests can upload them without loading the face model.
 */
const DEMO = join(dirname(require.resolve('@vladmandic/face-api/package.json')), 'demo');

/** A square portrait around (cx, cy) of a demo photo, 400 px wide, as a phone would send it (JPEG). */
async function portrait(file: string, cx: number, cy: number, size: number): Promise<Buffer> {
  return sharp(join(DEMO, file))
    .extract({ left: Math.round(cx - size / 2), top: Math.round(cy - size * 0.4), width: size, height: size })
    .resize(400)
    .jpeg({ quality: 92 })
    .toBuffer();
}

/** Fair skin, long reddish-blonde curls. */
export const blondePortrait = (): Promise<Buffer> => portrait('sample3.jpg', 681, 465, 640);
/** Dark, long straight hair, no glasses. */
export const darkHairPortrait = (): Promise<Buffer> => portrait('sample6.jpg', 756, 468, 600);
