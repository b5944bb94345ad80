import jsQR from 'jsqr';
import QRCode from 'qrcode';
import sharp from 'sharp';

/** ISO/IEC 18004 asks for a light margin of 4 modules around the symbol. */
export const QR_QUIET_ZONE = 4;

/** The symbol's dark modules, row by row (`qrcode` 1.5.4, error correction M: ~15 % may be smudged). */
export function qrMatrix(text: string): { size: number; dark: (x: number, y: number) => boolean } {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  return { size: modules.size, dark: (x, y) => modules.data[y * modules.size + x] === 1 };
}

/**
 * A QR code as an inline SVG of one path (issue #28 part 4, ADR 0038): each run of dark modules in a row is one
 * rectangle, so Chromium prints it as vector paths (crisp at any resolution), filled with `currentColor` — the
 * text's colour, and so the print file's colour space (DefaultRGB → sRGB, ADR 0026). The viewBox includes the
 * 4-module quiet zone, so the symbol's box keeps it clear of anything around. Hidden from assistive technology
 * (the link is printed beside it as text).
 */
export function qrSvg(text: string, options: { className?: string } = {}): string {
  const { size, dark } = qrMatrix(text);
  const q = QR_QUIET_ZONE;
  let d = '';
  for (let y = 0; y < size; y += 1) {
    for (let x = 0; x < size;) {
      if (!dark(x, y)) {
        x += 1;
        continue;
      }
      let run = 1;
      while (x + run < size && dark(x + run, y)) run += 1;
      d += `M${x + q} ${y + q}h${run}v1h-${run}z`;
      x += run;
    }
  }
  const box = size + 2 * q;
  const cls = options.className ? ` class="${options.className}"` : '';
  return `<svg${cls} viewBox="0 0 ${box} ${box}" aria-hidden="true" shape-rendering="crispEdges"><path fill="currentColor" d="${d}"/></svg>`;
}

/** A QR code found in a picture: its text and the symbol's box in pixels (finder patterns' outer corners). */
export interface FoundQrCode {
  text: string;
  box: { left: number; top: number; right: number; bottom: number };
  /** The picture's size in pixels. */
  width: number;
  height: number;
}

/** Finds the first QR code in a picture (PNG, JPEG, WebP…) with jsQR, as a phone would; null when none reads. */
export async function findQrCode(image: Buffer): Promise<FoundQrCode | null> {
  const { data, info } = await sharp(image).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const code = jsQR(
    new Uint8ClampedArray(data.buffer, data.byteOffset, data.length),
    info.width,
    info.height,
  );
  if (!code) return null;
  const l = code.location;
  const xs = [l.topLeftCorner.x, l.topRightCorner.x, l.bottomLeftCorner.x, l.bottomRightCorner.x];
  const ys = [l.topLeftCorner.y, l.topRightCorner.y, l.bottomLeftCorner.y, l.bottomRightCorner.y];
  return {
    text: code.data,
    box: { left: Math.min(...xs), top: Math.min(...ys), right: Math.max(...xs), bottom: Math.max(...ys) },
    width: info.width,
    height: info.height,
  };
}

/** The text of the first QR code in a picture, or null. */
export async function readQrCode(image: Buffer): Promise<string | null> {
  return (await findQrCode(image))?.text ?? null;
}
