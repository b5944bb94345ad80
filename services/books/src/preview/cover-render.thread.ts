// A worker thread of the preview-cover pool: composes the embedded illustrator's cover SVG and rasterises it to
// the one WebP a preview needs, so neither the composition nor the rasterisation runs on the service's event loop.
import { parentPort } from 'node:worker_threads';
import sharp from 'sharp';
import { composeCoverSvg, rasterizeCover } from '@fabelhaft/book-engine';
import type { CoverRequest, CoverResult } from './cover-render-pool';

// librsvg and fontconfig load their fonts on the first render (seconds): done once when the thread starts, not
// inside the first customer's preview.
const warm = sharp(
  Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="32"><text y="20">Aa Ää</text></svg>',
  ),
)
  .webp()
  .toBuffer()
  .catch(() => undefined);

parentPort!.on('message', (request: CoverRequest) => {
  void render(request).then((result) => parentPort!.postMessage(result));
});

async function render({ id, plan, style }: CoverRequest): Promise<CoverResult> {
  try {
    await warm;
    // One rasterisation, WebP only (illustrateCover also encodes a PNG the preview does not use).
    const raster = await rasterizeCover(composeCoverSvg(plan, { style }));
    // effort 0: a third of the encoding time for a file a fifth larger (about 130 kB), the cover's main cost after drawing.
    const webp = await raster.webp({ quality: 88, effort: 0 }).toBuffer();
    return { id, webp };
  } catch (error) {
    return { id, error: error instanceof Error ? error.message : String(error) };
  }
}
