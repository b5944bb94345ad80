import sharp from 'sharp';
import type { CoverWidth } from './cover-sizes';

/**
 * issue #25: the blog's covers, served under the storefront's origin in the size a card needs.
 *
 * The blog list's first cover is its Largest Contentful Paint on a phone. Sent as stored (a 1200 px PNG, fetched
 * from the content service on every request), it took the page's LCP above 1.5 s on the bench's throttled mobile
 * profile. Here a stored raster cover is read once, kept in memory, and answered as WebP in one of a few widths
 * (`?w=`, the `srcset` of the blog's pages): a phone downloads a card-sized picture, and the content service is
 * asked again only when the cached copy is older than `maxAgeMs` (then with its ETag, so an unchanged cover costs a
 * 304). SVG covers and every other type are passed on as they are.
 */

export interface CoverAnswer {
  status: 200 | 304 | 404;
  type?: string;
  etag?: string;
  body?: Buffer;
}

interface Original {
  at: number;
  etag: string | null;
  type: string;
  body: Buffer;
  /** The WebP copies made from it, by width. */
  sized: Map<number, Buffer>;
}

export interface CoverImagesOptions {
  /** `GET <name>` of the content service's covers, with an optional If-None-Match. */
  fetchOriginal: (name: string, etag: string | null) => Promise<Response>;
  /** How long a cover is answered from memory before the content service is asked (with its ETag) again. */
  maxAgeMs: number;
  /** Memory bound: originals kept (least recently used leave first). */
  maxEntries?: number;
  now?: () => number;
}

const RESIZABLE = /^image\/(png|jpeg|webp)$/;

export class CoverImages {
  private readonly cache = new Map<string, Original>();
  private readonly now: () => number;

  constructor(private readonly options: CoverImagesOptions) {
    this.now = options.now ?? Date.now;
  }

  /**
   * The cover `name`, at `width` when given (WebP, never wider than the original), else as stored.
   * `ifNoneMatch` is the browser's validator: the same answer's ETag gives 304.
   */
  async get(name: string, width: CoverWidth | undefined, ifNoneMatch?: string): Promise<CoverAnswer> {
    const original = await this.original(name);
    if (!original) return { status: 404 };
    const resize = width !== undefined && RESIZABLE.test(original.type);
    const etag = original.etag
      ? resize
        ? `${original.etag.replace(/"$/, '')}-w${width}"`
        : original.etag
      : undefined;
    if (etag && ifNoneMatch === etag) return { status: 304, etag };
    if (!resize) return { status: 200, type: original.type, etag, body: original.body };
    return { status: 200, type: 'image/webp', etag, body: await this.sized(original, width) };
  }

  private async sized(original: Original, width: number): Promise<Buffer> {
    const hit = original.sized.get(width);
    if (hit) return hit;
    const body = await sharp(original.body)
      .resize({ width, withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer();
    original.sized.set(width, body);
    return body;
  }

  private async original(name: string): Promise<Original | null> {
    const cached = this.cache.get(name);
    if (cached && this.now() - cached.at < this.options.maxAgeMs) {
      this.touch(name, cached);
      return cached;
    }
    const upstream = await this.options.fetchOriginal(name, cached?.etag ?? null);
    if (cached && upstream.status === 304) {
      cached.at = this.now();
      this.touch(name, cached);
      return cached;
    }
    const type = upstream.headers.get('content-type') ?? '';
    if (!upstream.ok || !type.startsWith('image/')) {
      this.cache.delete(name);
      return null;
    }
    const fresh: Original = {
      at: this.now(),
      etag: upstream.headers.get('etag'),
      type,
      body: Buffer.from(await upstream.arrayBuffer()),
      sized: new Map(),
    };
    this.touch(name, fresh);
    return fresh;
  }

  private touch(name: string, entry: Original): void {
    this.cache.delete(name);
    this.cache.set(name, entry);
    const max = this.options.maxEntries ?? 64;
    while (this.cache.size > max) this.cache.delete(this.cache.keys().next().value!);
  }
}
