import sharp from 'sharp';
import { findFaces, pixelsOf } from './face-model';
import { mainFace } from './sample';

/**
 * Photos for the analysis tests, made offline at test time (issue #23): the portraits (`portraits.ts`), glasses
 * drawn onto a face at its landmarks, and a drawn pet. Nothing is copied into the repository.
 */
export { blondePortrait, darkHairPortrait } from './portraits';

/** The same photo with round dark glasses drawn over the eyes (lenses, bridge and temples at the landmarks). */
export async function withGlasses(photo: Buffer): Promise<Buffer> {
  const img = await pixelsOf(photo);
  const face = mainFace(await findFaces(img));
  if (!face) throw new Error('no face to put glasses on');
  const centre = (from: number) => {
    const eye = face.landmarks.slice(from, from + 6);
    return { x: eye.reduce((s, p) => s + p.x, 0) / 6, y: eye.reduce((s, p) => s + p.y, 0) / 6 };
  };
  const [l, r] = [centre(36), centre(42)];
  const d = Math.hypot(r.x - l.x, r.y - l.y);
  const [rad, w] = [d * 0.36, Math.max(2, d * 0.06)];
  const angle = (Math.atan2(r.y - l.y, r.x - l.x) * 180) / Math.PI;
  const [mx, my] = [(l.x + r.x) / 2, (l.y + r.y) / 2];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${img.width}" height="${img.height}">
    <g transform="rotate(${angle} ${mx} ${my})" fill="none" stroke="#1e1b1a" stroke-width="${w}">
      <circle cx="${mx - d / 2}" cy="${my}" r="${rad}"/><circle cx="${mx + d / 2}" cy="${my}" r="${rad}"/>
      <path d="M ${mx - d / 2 + rad} ${my} Q ${mx} ${my - rad * 0.35} ${mx + d / 2 - rad} ${my}"/>
      <path d="M ${mx - d / 2 - rad} ${my} L ${mx - d / 2 - rad - d * 0.45} ${my - rad * 0.1}"/>
      <path d="M ${mx + d / 2 + rad} ${my} L ${mx + d / 2 + rad + d * 0.45} ${my - rad * 0.1}"/>
    </g></svg>`;
  return sharp(photo)
    .composite([{ input: Buffer.from(svg) }])
    .jpeg({ quality: 92 })
    .toBuffer();
}

/** A drawn black-and-white dog on a lawn: no face the model knows, so its coat is read. */
export function petPhoto(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400">
    <rect width="400" height="400" fill="#5d9b3a"/>
    <ellipse cx="200" cy="220" rx="120" ry="80" fill="#1f1b18"/>
    <ellipse cx="230" cy="230" rx="50" ry="40" fill="#f4f1ea"/>
    <circle cx="300" cy="150" r="50" fill="#1f1b18"/>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 92 }).toBuffer();
}
