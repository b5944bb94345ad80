import { createHash } from 'node:crypto';
import { PDFDict, PDFDocument, PDFName, PDFRawStream, type PDFRef } from 'pdf-lib';
import sharp from 'sharp';
import { assemblePdf, splitPdf } from './assemble';
import { parsePpm } from './rasterise';
import { mmToPt } from './units';

const jpeg = (width: number, height: number, r: number) =>
  sharp({ create: { width, height, channels: 3, background: { r, g: 90, b: 40 } } })
    .jpeg({ quality: 60 })
    .toBuffer();

/**
 * A PDF shaped like Chromium's: per page a content stream drawing an image XObject (the placeholder JPEG,
 * as Skia passes it through) and a subset TrueType font whose descriptor carries the glyph data.
 */
async function chromiumLike(
  pages: Array<{ image?: Buffer; fontBytes: string; text: string }>,
  sizeMm: [number, number] = [186, 246],
): Promise<Buffer> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  const { context } = doc;
  const fonts = new Map<string, PDFRef>();
  const profile = context.register(context.stream('sRGB profile', { N: 3 }));
  for (const spec of pages) {
    let font = fonts.get(spec.fontBytes);
    if (!font) {
      const file = context.register(context.stream(Buffer.from(spec.fontBytes)));
      const descriptor = context.register(
        context.obj({ Type: 'FontDescriptor', FontName: 'AAAAAA+NotoSans-Regular', FontFile2: file }),
      );
      font = context.register(
        context.obj({
          Type: 'Font',
          Subtype: 'TrueType',
          BaseFont: 'AAAAAA+NotoSans-Regular',
          FontDescriptor: descriptor,
        }),
      );
      fonts.set(spec.fontBytes, font);
    }
    const page = doc.addPage([mmToPt(sizeMm[0]), mmToPt(sizeMm[1])]);
    const xobjects: Record<string, PDFRef> = {};
    if (spec.image) {
      xobjects['X1'] = context.register(
        PDFRawStream.of(
          context.obj({
            Type: 'XObject',
            Subtype: 'Image',
            Width: 8,
            Height: 8,
            ColorSpace: ['ICCBased', profile],
            BitsPerComponent: 8,
            Filter: 'DCTDecode',
            ColorTransform: 0,
          }),
          spec.image,
        ),
      );
    }
    page.node.set(PDFName.of('Resources'), context.obj({ Font: { F1: font }, XObject: xobjects }));
    const draw = `${spec.image ? 'q 500 0 0 700 0 0 cm /X1 Do Q ' : ''}BT /F1 12 Tf 20 20 Td (${spec.text}) Tj ET`;
    page.node.set(PDFName.of('Contents'), context.register(context.stream(draw)));
  }
  return Buffer.from(await doc.save({ useObjectStreams: false }));
}

const streams = (doc: PDFDocument) =>
  doc.context
    .enumerateIndirectObjects()
    .flatMap(([, o]) => (o instanceof PDFRawStream ? [o] : []))
    .map((o) => ({ dict: o.dict, bytes: Buffer.from(o.contents) }));

const imagesOf = (doc: PDFDocument) =>
  streams(doc).filter((s) => s.dict.get(PDFName.of('Subtype')) === PDFName.of('Image'));

const fontNames = (doc: PDFDocument) =>
  doc.context
    .enumerateIndirectObjects()
    .flatMap(([, o]) =>
      o instanceof PDFDict && o.get(PDFName.of('Type')) === PDFName.of('FontDescriptor')
        ? [(o.get(PDFName.of('FontName')) as PDFName).decodeText()]
        : [],
    );

const contentOf = async (pdf: Uint8Array, page: number) => {
  const doc = await PDFDocument.load(pdf);
  const stream = doc.getPages()[page]?.node.Contents();
  return Buffer.from((stream as PDFRawStream).contents);
};

describe('splitPdf', () => {
  it('cuts a PDF into one-page PDFs and names each font subset by its glyph data', async () => {
    const pdf = await chromiumLike([
      { fontBytes: 'glyphs of page one', text: 'one' },
      { fontBytes: 'glyphs of page two', text: 'two' },
      { fontBytes: 'glyphs of page one', text: 'three' },
    ]);
    const pages = await splitPdf(pdf);
    expect(pages).toHaveLength(3);
    const docs = await Promise.all(pages.map((p) => PDFDocument.load(p)));
    expect(docs.map((d) => d.getPageCount())).toEqual([1, 1, 1]);
    const names = docs.map((d) => fontNames(d));
    expect(names.every((n) => n.length === 1 && /^[A-Z]{6}\+NotoSans-Regular$/.test(n[0] as string))).toBe(
      true,
    );
    // Equal glyph data, equal tag; other glyph data, another tag (Skia named both AAAAAA+).
    expect(names[0]).toEqual(names[2]);
    expect(names[0]).not.toEqual(names[1]);
    expect(names[0]).not.toEqual(['AAAAAA+NotoSans-Regular']);
    expect(await contentOf(pages[1] as Buffer, 0)).toEqual(await contentOf(pdf, 1));
  });
});

describe('assemblePdf', () => {
  it('puts each page’s picture in place of its placeholder and keeps the content streams as they were', async () => {
    const [holder, other, picture] = await Promise.all([
      jpeg(8, 8, 200),
      jpeg(8, 8, 10),
      jpeg(300, 400, 120),
    ]);
    const pages = await splitPdf(
      await chromiumLike([
        { image: holder, fontBytes: 'f', text: 'picture page' },
        { fontBytes: 'f', text: 'text page' },
      ]),
    );
    const joined = await assemblePdf([
      {
        pdf: pages[0] as Buffer,
        images: [{ placeholder: holder, image: { data: picture, width: 300, height: 400 } }],
      },
      { pdf: pages[1] as Buffer },
    ]);
    const doc = await PDFDocument.load(joined);
    const [image] = imagesOf(doc);
    expect(imagesOf(doc)).toHaveLength(1);
    expect(image?.bytes.equals(picture)).toBe(true);
    expect(image?.dict.get(PDFName.of('Width'))?.toString()).toBe('300');
    expect(image?.dict.get(PDFName.of('Height'))?.toString()).toBe('400');
    expect(await contentOf(joined, 0)).toEqual(await contentOf(pages[0] as Buffer, 0));
    expect(await contentOf(joined, 1)).toEqual(await contentOf(pages[1] as Buffer, 0));

    await expect(
      assemblePdf([
        {
          pdf: pages[0] as Buffer,
          images: [{ placeholder: other, image: { data: picture, width: 3, height: 4 } }],
        },
      ]),
    ).rejects.toThrow('Page 1: 1 picture placeholder(s) not found');
  });

  it('keeps one copy of what several pages bring along: a font subset, a picture used twice', async () => {
    const holder = await jpeg(8, 8, 200);
    const picture = await jpeg(300, 400, 60);
    const pages = await splitPdf(
      await chromiumLike([
        { image: holder, fontBytes: 'shared subset', text: 'a' },
        { image: holder, fontBytes: 'shared subset', text: 'b' },
        { fontBytes: 'shared subset', text: 'c' },
      ]),
    );
    const image = { data: picture, width: 300, height: 400 };
    const joined = await PDFDocument.load(
      await assemblePdf([
        { pdf: pages[0] as Buffer, images: [{ placeholder: holder, image }] },
        { pdf: pages[1] as Buffer, images: [{ placeholder: holder, image }] },
        { pdf: pages[2] as Buffer },
      ]),
    );
    expect(joined.getPageCount()).toBe(3);
    expect(imagesOf(joined)).toHaveLength(1);
    const fontFiles = streams(joined).filter((s) => s.bytes.toString() === 'shared subset');
    expect(fontFiles).toHaveLength(1);
    expect(fontNames(joined)).toHaveLength(1);
    const digest = (b: Buffer) => createHash('sha256').update(b).digest('hex');
    expect(digest(imagesOf(joined)[0]?.bytes as Buffer)).toBe(digest(picture));
  });

  it('sets print boxes, cuts screen pages to the trim, marks pictures DeviceRGB and a right-bound book R2L', async () => {
    const holder = await jpeg(8, 8, 200);
    const picture = { data: await jpeg(30, 40, 60), width: 30, height: 40 };
    const [page] = await splitPdf(await chromiumLike([{ image: holder, fontBytes: 'f', text: 'x' }]));
    const source = { pdf: page as Buffer, images: [{ placeholder: holder, image: picture }] };
    const bleed = mmToPt(3);
    const round = (b: { x: number; y: number; width: number; height: number }) =>
      [b.x, b.y, b.width, b.height].map((v) => Math.round(v * 10) / 10);

    const print = await PDFDocument.load(
      await assemblePdf([source], {
        printBoxes: { bleedMm: 3, trimMm: { widthMm: 180, heightMm: 240 } },
        readingDirection: 'rtl',
      }),
    );
    const printed = print.getPages()[0]!;
    expect(round(printed.getTrimBox())).toEqual(
      round({ x: bleed, y: bleed, width: mmToPt(180), height: mmToPt(240) }),
    );
    expect(round(printed.getBleedBox())).toEqual(round(printed.getMediaBox()));
    expect(print.catalog.getViewerPreferences()?.getReadingDirection()).toBe('R2L');
    expect(imagesOf(print)[0]?.dict.get(PDFName.of('ColorSpace'))?.toString()).toMatch(
      /^\[ \/ICCBased \d+ 0 R \]$/,
    );

    const screen = await PDFDocument.load(
      await assemblePdf([source], { cropBleedMm: 3, deviceRgbPictures: true }),
    );
    const shown = screen.getPages()[0]!;
    expect(round(shown.getMediaBox())).toEqual(
      round({ x: bleed, y: bleed, width: mmToPt(180), height: mmToPt(240) }),
    );
    expect(round(shown.getCropBox())).toEqual(round(shown.getMediaBox()));
    expect(screen.catalog.getViewerPreferences()).toBeUndefined();
    expect(imagesOf(screen)[0]?.dict.get(PDFName.of('ColorSpace'))).toBe(PDFName.of('DeviceRGB'));
  });
});

describe('parsePpm', () => {
  it('reads the size and pixels of a binary PPM, comments included', () => {
    const pixels = Buffer.from([255, 0, 0, 0, 255, 0]);
    const ppm = Buffer.concat([Buffer.from('P6\n# pdftoppm\n2 1\n255\n'), pixels]);
    expect(parsePpm(ppm)).toEqual({ width: 2, height: 1, pixels });
    expect(() => parsePpm(Buffer.from('P5\n2 1\n255\n\0\0'))).toThrow('binary 8-bit PPM');
    expect(() => parsePpm(Buffer.concat([Buffer.from('P6\n2 1\n255\n'), pixels.subarray(0, 4)]))).toThrow(
      'short PPM',
    );
  });
});
