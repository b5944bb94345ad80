import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import sharp from 'sharp';
import { fitMediaBoxToSize } from './page-size';

/**
 * Flags verified on this kind of machine (STACK.md, "Chromium flags that work as root here").
 * `--font-render-hinting=none` keeps glyph advances unhinted, so a PDF and a screenshot of the same HTML
 * break lines at the same places (hinted metrics shift line breaks by a pixel now and then).
 */
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--font-render-hinting=none',
];

export interface ChromiumRendererOptions {
  /** Debian's Chromium; playwright never downloads a browser here (STACK.md). */
  executablePath?: string;
  /** Pages rendering at the same time; more wait their turn. Each page costs a renderer process. */
  maxConcurrentPages?: number;
  /** Close the browser after this long without a render; it relaunches on the next call. 0 = never. */
  idleCloseMs?: number;
}

export interface RenderPdfOptions {
  widthMm: number;
  heightMm: number;
  printBackground?: boolean;
  /** Let `@page { size }` in the HTML win over widthMm/heightMm. */
  preferCssPageSize?: boolean;
  /**
   * A tagged PDF (ADR 0027): a structure tree from the HTML (headings, paragraphs, Figure elements with
   * /Alt from `<img alt>`), marked content in the page streams, /MarkInfo, and /Lang from `<html lang>`.
   */
  tagged?: boolean;
}

export interface RenderImageOptions {
  widthPx: number;
  heightPx: number;
  /** The image is widthPx × deviceScaleFactor pixels wide. */
  deviceScaleFactor?: number;
  format: 'png' | 'webp';
  /** WebP quality 1–100 (default 90); ignored for PNG. */
  quality?: number;
}

export interface ChromiumRenderer {
  renderPdf(html: string, options: RenderPdfOptions): Promise<Buffer>;
  renderImage(html: string, options: RenderImageOptions): Promise<Buffer>;
  /** Closes the browser; a later render launches it again. */
  close(): Promise<void>;
  /**
   * Closes the browser now unless a render is under way or waiting (then it stays, and idles out as usual): for a
   * caller done with it for a while — a book's production after its layout, where the idle browser held
   * 150–200 MiB through the pictures and the print files (issue #28's memory peak). A later render launches it
   * again (about half a second).
   */
  closeIdle(): Promise<void>;
}

export class RenderError extends Error {
  readonly code = 'PDF.RENDER_FAILED';
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'RenderError';
  }
}

/**
 * One Chromium shared by all renders of this renderer: launching costs ~0.5 s, a fresh context ~20 ms.
 * Each render gets its own context, so nothing (cookies, caches, fonts loaded via @font-face) leaks from
 * one customer's book into another's.
 */
export function createChromiumRenderer(options: ChromiumRendererOptions = {}): ChromiumRenderer {
  const executablePath = options.executablePath ?? '/usr/bin/chromium';
  const maxConcurrentPages = Math.max(1, options.maxConcurrentPages ?? 2);
  const idleCloseMs = options.idleCloseMs ?? 30_000;

  let launching: Promise<Browser> | undefined;
  let active = 0;
  let idleTimer: NodeJS.Timeout | undefined;
  const waiting: Array<() => void> = [];

  async function browser(): Promise<Browser> {
    if (launching) {
      const current = await launching.catch(() => undefined);
      if (current?.isConnected()) return current;
      launching = undefined;
    }
    const started = chromium.launch({ executablePath, headless: true, args: CHROMIUM_ARGS });
    launching = started;
    started.then(
      (b) =>
        b.on('disconnected', () => {
          // A crashed or killed browser is forgotten, so the next render launches a new one.
          if (launching === started) launching = undefined;
        }),
      () => {
        if (launching === started) launching = undefined;
      },
    );
    try {
      return await started;
    } catch (error) {
      throw new RenderError(`Could not launch Chromium at ${executablePath}`, { cause: error });
    }
  }

  async function acquire(): Promise<void> {
    clearTimeout(idleTimer);
    idleTimer = undefined;
    if (active < maxConcurrentPages) {
      active += 1;
      return;
    }
    // The slot is handed over by release() without decrementing, so no one can overtake a waiter.
    await new Promise<void>((resolve) => waiting.push(resolve));
  }

  function release(): void {
    const next = waiting.shift();
    if (next) return next();
    active -= 1;
    if (active === 0 && idleCloseMs > 0) {
      idleTimer = setTimeout(() => void closeBrowser(), idleCloseMs);
      // An idle renderer must never keep a script or a jest worker alive.
      idleTimer.unref();
    }
  }

  async function closeBrowser(): Promise<void> {
    const current = launching;
    launching = undefined;
    const b = await current?.catch(() => undefined);
    await b?.close().catch(() => undefined);
  }

  /** Runs one render in a fresh context; retried once on a new browser if the browser died under it. */
  async function withPage<T>(
    contextOptions: Parameters<Browser['newContext']>[0],
    work: (page: Page) => Promise<T>,
  ): Promise<T> {
    await acquire();
    try {
      for (let attempt = 1; ; attempt += 1) {
        const b = await browser();
        try {
          return await renderIn(b, contextOptions, work);
        } catch (error) {
          if (attempt === 1 && !b.isConnected()) continue;
          throw error instanceof RenderError ? error : new RenderError(messageOf(error), { cause: error });
        }
      }
    } finally {
      release();
    }
  }

  return {
    renderPdf(html, opts) {
      assertPositive({ widthMm: opts.widthMm, heightMm: opts.heightMm });
      return withPage({ javaScriptEnabled: false }, async (page) => {
        await load(page, html);
        const pdf = await page.pdf({
          width: `${opts.widthMm}mm`,
          height: `${opts.heightMm}mm`,
          printBackground: opts.printBackground ?? true,
          preferCSSPageSize: opts.preferCssPageSize ?? false,
          tagged: opts.tagged ?? false,
          margin: { top: '0', right: '0', bottom: '0', left: '0' },
        });
        // Chromium rounds the paper to 1/300 in (A4 comes out 210.23 × 297.01 mm); print needs the size asked for.
        return fitMediaBoxToSize(pdf, opts.widthMm, opts.heightMm);
      });
    },

    renderImage(html, opts) {
      assertPositive({ widthPx: opts.widthPx, heightPx: opts.heightPx });
      const deviceScaleFactor = opts.deviceScaleFactor ?? 1;
      return withPage(
        {
          javaScriptEnabled: false,
          viewport: { width: opts.widthPx, height: opts.heightPx },
          deviceScaleFactor,
        },
        async (page) => {
          await load(page, html);
          const png = await page.screenshot({ type: 'png', animations: 'disabled', caret: 'hide' });
          if (opts.format === 'png') return png;
          // Chromium screenshots only PNG/JPEG; sharp makes the WebP the flipbook serves.
          return sharp(png)
            .webp({ quality: opts.quality ?? 90 })
            .toBuffer();
        },
      );
    },

    async close() {
      clearTimeout(idleTimer);
      idleTimer = undefined;
      await closeBrowser();
    },

    async closeIdle() {
      if (active > 0 || waiting.length > 0) return;
      clearTimeout(idleTimer);
      idleTimer = undefined;
      await closeBrowser();
    },
  };
}

async function renderIn<T>(
  browser: Browser,
  contextOptions: Parameters<Browser['newContext']>[0],
  work: (page: Page) => Promise<T>,
): Promise<T> {
  let context: BrowserContext | undefined;
  try {
    context = await browser.newContext(contextOptions);
    const blocked: string[] = [];
    // Pages are rendered from self-contained HTML: a remote fetch would leak customer data and make the
    // output depend on the network, so it is refused and the render fails naming the URL.
    await context.route('**/*', (route) => {
      const url = route.request().url();
      if (url.startsWith('data:') || url.startsWith('file:')) return route.continue();
      blocked.push(url);
      return route.abort('blockedbyclient');
    });
    const page = await context.newPage();
    const blockedError = () =>
      new RenderError(`HTML must be self-contained; blocked requests: ${blocked.join(', ')}`);
    let result: T;
    try {
      result = await work(page);
    } catch (error) {
      // A blocked image also fails the image check; the blocked URL is the more useful message.
      throw blocked.length > 0 ? blockedError() : error;
    }
    if (blocked.length > 0) throw blockedError();
    return result;
  } finally {
    await context?.close().catch(() => undefined);
  }
}

/**
 * Runs in the page (a string, as this Node-only project has no DOM types): resolves once fonts are loaded
 * and every image is decoded, with the sources of images that could not be.
 */
const WAIT_FOR_FONTS_AND_IMAGES = `(async () => {
  await document.fonts.ready;
  const images = Array.from(document.images);
  await Promise.all(images.map((img) => img.decode().catch(() => undefined)));
  return images.filter((img) => img.naturalWidth === 0).map((img) => img.src.slice(0, 80));
})()`;

/** Waits until what prints is final: web fonts loaded and every image decoded. */
async function load(page: Page, html: string): Promise<void> {
  await page.setContent(html, { waitUntil: 'load' });
  const broken = (await page.evaluate(WAIT_FOR_FONTS_AND_IMAGES)) as string[];
  // A missing picture in a printed book is a refund; fail instead of printing a hole.
  if (broken.length > 0) throw new RenderError(`Images failed to load: ${broken.join(', ')}`);
}

function assertPositive(values: Record<string, number>): void {
  for (const [name, value] of Object.entries(values)) {
    if (!Number.isFinite(value) || value <= 0) throw new RangeError(`${name} must be a positive number`);
  }
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
