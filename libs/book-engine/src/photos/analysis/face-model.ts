import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import sharp from 'sharp';
import { dominantColors } from '../../illustration/dominant-colors';
import type { PhotoLooks } from '../../types';
import { looksOfFace, mainFace, type Face, type Pixels } from './sample';

/**
 * issue #23, ADR 0033: the embedded photo analysis. `@vladmandic/face-api` ships its model weights in its npm
 * tarball (`model/*.bin`); they run on TensorFlow.js' WASM backend, whose `.wasm` files ship in
 * `@tensorflow/tfjs-backend-wasm` — nothing is downloaded at install or run time. Heavy (a second a photo,
 * about 340 MB with its thread): call it in a worker thread (`PhotoAnalyser`), never on a service's event loop.
 */

/** The longest side a photo is read at: faces of a portrait stay large, the time stays about a second. */
const READ_SIZE = 640;
/** Models used: SSD MobileNet v1 (faces) and the 68-point landmarks. */
const MODELS = ['ssd_mobilenetv1_model', 'face_landmark_68_model'] as const;

// The package's own builds have no types of their own that fit a CommonJS require; the few calls are typed here.
interface FaceApi {
  tf: {
    setBackend(name: string): Promise<boolean>;
    ready(): Promise<void>;
    getBackend(): string;
    tensor3d(values: Uint8Array, shape: [number, number, number], dtype: 'int32'): { dispose(): void };
    io: { decodeWeights(buffer: ArrayBuffer, specs: unknown[]): Record<string, unknown> };
  };
  nets: Record<'ssdMobilenetv1' | 'faceLandmark68Net', { loadFromWeightMap(map: unknown): Promise<void> }>;
  SsdMobilenetv1Options: new (o: { minConfidence: number; maxResults?: number }) => unknown;
  detectAllFaces(
    input: unknown,
    options: unknown,
  ): {
    withFaceLandmarks(): Promise<
      Array<{
        detection: { box: { x: number; y: number; width: number; height: number }; score: number };
        landmarks: { positions: Array<{ x: number; y: number }> };
      }>
    >;
  };
}

let loading: Promise<FaceApi> | undefined;

/** Loads the backend and the models once per thread (about half a second). */
export function loadFaceModel(): Promise<FaceApi> {
  loading ??= (async () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const faceapi = require('@vladmandic/face-api/dist/face-api.node-wasm.js') as FaceApi;
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const wasm = require('@tensorflow/tfjs-backend-wasm') as { setWasmPaths(prefix: string): void };
    wasm.setWasmPaths(
      `${dirname(require.resolve('@tensorflow/tfjs-backend-wasm/dist/tfjs-backend-wasm.wasm'))}/`,
    );
    await faceapi.tf.setBackend('wasm');
    await faceapi.tf.ready();
    const dir = join(dirname(require.resolve('@vladmandic/face-api/package.json')), 'model');
    const nets = {
      ssd_mobilenetv1_model: 'ssdMobilenetv1',
      face_landmark_68_model: 'faceLandmark68Net',
    } as const;
    for (const name of MODELS) {
      const manifest = JSON.parse(readFileSync(join(dir, `${name}-weights_manifest.json`), 'utf8')) as Array<{
        paths: string[];
        weights: unknown[];
      }>;
      const bin = readFileSync(join(dir, manifest[0]!.paths[0]!));
      const weights = faceapi.tf.io.decodeWeights(
        bin.buffer.slice(bin.byteOffset, bin.byteOffset + bin.byteLength),
        manifest.flatMap((group) => group.weights),
      );
      await faceapi.nets[nets[name]].loadFromWeightMap(weights);
    }
    return faceapi;
  })();
  return loading;
}

/** The photo as RGB pixels at most READ_SIZE on its longest side, turned upright by its EXIF orientation. */
export async function pixelsOf(image: Buffer): Promise<Pixels> {
  const { data, info } = await sharp(image, { failOn: 'none' })
    .rotate()
    .resize(READ_SIZE, READ_SIZE, { fit: 'inside', withoutEnlargement: true })
    .removeAlpha()
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });
  return {
    data: new Uint8Array(data.buffer, data.byteOffset, data.length),
    width: info.width,
    height: info.height,
  };
}

/** The faces the model finds, with their 68 landmarks, in the photo's pixels. */
export async function findFaces(img: Pixels): Promise<Face[]> {
  const faceapi = await loadFaceModel();
  const tensor = faceapi.tf.tensor3d(img.data, [img.height, img.width, 3], 'int32');
  try {
    const found = await faceapi
      .detectAllFaces(tensor, new faceapi.SsdMobilenetv1Options({ minConfidence: 0.5, maxResults: 10 }))
      .withFaceLandmarks();
    return found.map((f) => ({
      box: {
        x: f.detection.box.x,
        y: f.detection.box.y,
        width: f.detection.box.width,
        height: f.detection.box.height,
      },
      landmarks: f.landmarks.positions.map((p) => ({ x: p.x, y: p.y })),
    }));
  } finally {
    tensor.dispose();
  }
}

/** The coat of an animal (no face found): the commonest colours of the middle of the photo. */
async function coatOf(img: Pixels): Promise<string[]> {
  const middle = await sharp(Buffer.from(img.data), {
    raw: { width: img.width, height: img.height, channels: 3 },
  })
    .extract({
      left: Math.floor(img.width * 0.25),
      top: Math.floor(img.height * 0.25),
      width: Math.max(1, Math.floor(img.width * 0.5)),
      height: Math.max(1, Math.floor(img.height * 0.5)),
    })
    .png()
    .toBuffer();
  return dominantColors(middle, 2);
}

/** What one photo shows: a face's looks, or, with no face in it, an animal's coat colours. */
export async function analysePhoto(image: Buffer): Promise<PhotoLooks> {
  const img = await pixelsOf(image);
  const face = mainFace(await findFaces(img));
  return face ? looksOfFace(img, face) : { face: false, coat: await coatOf(img) };
}
