import {
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFName,
  PDFString,
  rgb,
  StandardFonts,
  type PDFContext,
  type PDFRawStream,
} from 'pdf-lib';
import { mmToPt } from '../units';
import { checkPdfX4 } from './check-pdfx4';
import { makePdfX4 } from './make-pdfx4';

const name = (n: string) => PDFName.of(n);
const bleed = mmToPt(3);
const width = mmToPt(150) + 2 * bleed;
const height = mmToPt(200) + 2 * bleed;

/**
 * A print PDF as the join leaves it: DeviceRGB colour operators (`rg`, as Chromium writes text and vectors),
 * trim and bleed boxes, saved by pdf-lib (header %PDF-1.7), no intent, no metadata.
 */
async function joinedPdf(options: { pages?: number; text?: boolean } = {}): Promise<Buffer> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  const font = options.text ? await doc.embedFont(StandardFonts.Helvetica) : undefined;
  for (let i = 0; i < (options.pages ?? 2); i += 1) {
    const page = doc.addPage([width, height]);
    page.drawRectangle({ x: 0, y: 0, width, height, color: rgb(0.95, 0.9, 0.8) });
    page.drawCircle({ x: width / 2, y: height / 2, size: 40, color: rgb(0.2, 0.4, 0.7) });
    if (font) page.drawText(`Page ${i + 1}`, { x: 40, y: 40, size: 14, font });
    page.setBleedBox(0, 0, width, height);
    page.setTrimBox(bleed, bleed, width - 2 * bleed, height - 2 * bleed);
  }
  return Buffer.from(await doc.save({ useObjectStreams: false }));
}

const made = async (): Promise<Buffer> =>
  makePdfX4(await joinedPdf(), {
    title: 'Mia und die Laterne – Innenteil',
    createdAt: new Date('2026-11-24T08:00:00Z'),
    documentKey: 'book-1:interior',
  });

/** Changes a made file and saves it again with its 1.6 header, so only the change can be found. */
async function without(pdf: Buffer, change: (doc: PDFDocument) => void): Promise<Buffer> {
  const doc = await PDFDocument.load(pdf, { updateMetadata: false });
  change(doc);
  const out = Buffer.from(await doc.save({ useObjectStreams: false }));
  out.write('%PDF-1.6', 0, 'latin1');
  return out;
}

const info = (doc: PDFDocument): PDFDict => doc.context.lookup(doc.context.trailerInfo.Info, PDFDict);
const intent = (doc: PDFDocument): PDFDict =>
  (doc.catalog.lookup(name('OutputIntents'), PDFArray) as PDFArray).lookup(0, PDFDict);
const xmpOf = (doc: PDFDocument): PDFRawStream => doc.catalog.lookup(name('Metadata')) as PDFRawStream;
function replaceXmp(doc: PDFDocument, edit: (xmp: string) => string): void {
  const stream = xmpOf(doc);
  const xmp = edit(Buffer.from(stream.contents).toString('utf8'));
  doc.catalog.set(
    name('Metadata'),
    doc.context.register(doc.context.stream(Buffer.from(xmp), { Type: 'Metadata', Subtype: 'XML' })),
  );
}
const pageResources = (doc: PDFDocument, index = 0): PDFDict =>
  doc.getPage(index).node.Resources() as PDFDict;

function addImage(context: PDFContext, doc: PDFDocument, colorSpace: string): void {
  const image = context.register(
    context.stream(Buffer.from([255, 0, 0]), {
      Type: 'XObject',
      Subtype: 'Image',
      Width: 1,
      Height: 1,
      BitsPerComponent: 8,
      ColorSpace: colorSpace,
    }),
  );
  pageResources(doc).set(name('XObject'), context.obj({ Im1: image }));
}

describe('checkPdfX4', () => {
  it('names what a plain joined print PDF lacks', async () => {
    expect(await checkPdfX4(await joinedPdf({ text: true }))).toEqual([
      'PDF version 1.7 in the header, above PDF 1.6 (PDF/X-4)',
      'no file identifier (trailer /ID)',
      'no PDF/X output intent (catalog /OutputIntents with /S /GTS_PDFX)',
      'no document title (Info /Title)',
      'no creation date (Info /CreationDate)',
      'no modification date (Info /ModDate)',
      'Info /Trapped is missing, expected /True or /False',
      'no XMP metadata stream in the catalog (/Metadata)',
      'fonts not embedded: Helvetica',
    ]);
  });

  it('passes a file makePdfX4 made, and makes it PDF 1.6 with a FOGRA39 intent', async () => {
    const pdf = await made();
    expect(await checkPdfX4(pdf)).toEqual([]);
    expect(pdf.subarray(0, 8).toString('latin1')).toBe('%PDF-1.6');
    const doc = await PDFDocument.load(pdf);
    expect(intent(doc).lookup(name('OutputConditionIdentifier'), PDFString).decodeText()).toBe('FOGRA39');
    expect(info(doc).get(name('Trapped'))).toBe(name('False'));
    expect(pageResources(doc, 1).lookup(name('ColorSpace'), PDFDict).has(name('DefaultRGB'))).toBe(true);
  });

  it('keeps the page content streams byte for byte', async () => {
    const joined = await joinedPdf();
    const contents = async (pdf: Uint8Array) =>
      (await PDFDocument.load(pdf)).getPages().map((p) => {
        const contents = p.node.Contents();
        const streams =
          contents instanceof PDFArray ? contents.asArray().map((r) => p.doc.context.lookup(r)) : [contents];
        return streams.map((s) => Buffer.from((s as PDFRawStream).contents).toString('base64')).join(' ');
      });
    const madeFile = await makePdfX4(joined, { title: 'T', createdAt: new Date() });
    expect(await contents(madeFile)).toEqual(await contents(joined));
  });

  it('gives one document the same document id and a new rendition a new instance id', async () => {
    const at = new Date('2026-11-24T08:00:00Z');
    const ids = async (pdf: Buffer) => {
      const doc = await PDFDocument.load(pdf);
      return (doc.context.lookup(doc.context.trailerInfo.ID) as PDFArray).asArray().map(String);
    };
    const first = await ids(
      await makePdfX4(await joinedPdf(), { title: 'A', createdAt: at, documentKey: 'k' }),
    );
    const again = await ids(
      await makePdfX4(await joinedPdf(), { title: 'A', createdAt: at, documentKey: 'k' }),
    );
    const other = await ids(
      await makePdfX4(await joinedPdf({ pages: 3 }), { title: 'A', createdAt: at, documentKey: 'k' }),
    );
    expect(again).toEqual(first);
    expect(other[0]).toBe(first[0]);
    expect(other[1]).not.toBe(first[1]);
  });

  it('refuses a title that is empty', async () => {
    await expect(makePdfX4(await joinedPdf(), { title: ' ', createdAt: new Date() })).rejects.toThrow(
      'needs a title',
    );
  });

  it.each<[string, (doc: PDFDocument) => void, string[]]>([
    [
      'the output intent',
      (doc) => doc.catalog.delete(name('OutputIntents')),
      ['no PDF/X output intent (catalog /OutputIntents with /S /GTS_PDFX)'],
    ],
    [
      'the embedded output profile',
      (doc) => intent(doc).delete(name('DestOutputProfile')),
      ['the output intent has no embedded output profile (DestOutputProfile)'],
    ],
    [
      'the output condition identifier',
      (doc) => intent(doc).delete(name('OutputConditionIdentifier')),
      ['the output intent has no OutputConditionIdentifier'],
    ],
    [
      'an output profile for a printer (an sRGB display profile instead)',
      (doc) => {
        const space = pageResources(doc)
          .lookup(name('ColorSpace'), PDFDict)
          .lookup(name('DefaultRGB'), PDFArray);
        const srgb = space.get(1);
        intent(doc).set(name('DestOutputProfile'), srgb);
      },
      [
        "the output profile's device class is 'mntr', expected an output ('prtr') profile",
        // An RGB intent: the RGB content is fine, nothing uses DeviceCMYK.
      ],
    ],
    [
      'the XMP metadata',
      (doc) => doc.catalog.delete(name('Metadata')),
      ['no XMP metadata stream in the catalog (/Metadata)'],
    ],
    [
      'the PDF/X version in the XMP',
      (doc) => replaceXmp(doc, (x) => x.replace(/<pdfxid:GTS_PDFXVersion>.*<\/pdfxid:GTS_PDFXVersion>/, '')),
      [
        'XMP pdfxid:GTS_PDFXVersion is missing, expected PDF/X-4',
        "Info /GTS_PDFXVersion 'PDF/X-4' differs from the XMP's",
      ],
    ],
    [
      'the document id, version and rendition class in the XMP',
      (doc) =>
        replaceXmp(doc, (x) => x.replace(/<xmpMM:(DocumentID|VersionID|RenditionClass)>.*<\/xmpMM:\1>/g, '')),
      [
        'no xmpMM:DocumentID in the XMP metadata',
        'no xmpMM:VersionID in the XMP metadata',
        'no xmpMM:RenditionClass in the XMP metadata',
      ],
    ],
    [
      'Info /Trapped',
      (doc) => info(doc).delete(name('Trapped')),
      ['Info /Trapped is missing, expected /True or /False'],
    ],
    ['the title', (doc) => info(doc).delete(name('Title')), ['no document title (Info /Title)']],
    [
      'matching dates (ModDate a day later than the XMP says)',
      (doc) => info(doc).set(name('ModDate'), PDFString.fromDate(new Date('2026-11-25T08:00:00Z'))),
      ['the XMP xmp:ModifyDate differs from Info /ModDate'],
    ],
    [
      'the trailer /ID',
      (doc) => {
        doc.context.trailerInfo.ID = undefined;
      },
      ['no file identifier (trailer /ID)'],
    ],
    [
      'DefaultRGB for the RGB colour of the page content',
      (doc) => pageResources(doc, 1).delete(name('ColorSpace')),
      ['DeviceRGB colour in the page content without a DefaultRGB colour space (page 2)'],
    ],
    [
      'ICC colour for a picture (a DeviceRGB image)',
      (doc) => addImage(doc.context, doc, 'DeviceRGB'),
      ['DeviceRGB named as a colour space (pictures) with a CMYK output intent'],
    ],
    ['a TrimBox', (doc) => doc.getPage(1).node.delete(name('TrimBox')), ['no TrimBox (or ArtBox) (page 2)']],
    [
      'a TrimBox inside the BleedBox',
      (doc) => doc.getPage(0).setTrimBox(-10, 0, 100, 100),
      ['the TrimBox is not inside the BleedBox and MediaBox (page 1)'],
    ],
    [
      'pages free of annotations',
      (doc) => {
        const link = doc.context.obj({ Type: 'Annot', Subtype: 'Link', Rect: [10, 10, 60, 30] });
        doc.getPage(0).node.set(name('Annots'), doc.context.obj([doc.context.register(link)]));
      },
      ['an annotation (a link, a form field) inside the bleed box (page 1)'],
    ],
    [
      'default transfer functions',
      (doc) =>
        pageResources(doc).set(
          name('ExtGState'),
          doc.context.obj({ GS9: { Type: 'ExtGState', TR: 'Identity' } }),
        ),
      ['features PDF/X-4 forbids: transfer functions'],
    ],
  ])('names a missing %s', async (_what, change, expected) => {
    expect(await checkPdfX4(await without(await made(), change))).toEqual(expected);
  });

  it('names a header above 1.6 and fonts that are not embedded', async () => {
    const pdf = await makePdfX4(await joinedPdf({ text: true }), { title: 'T', createdAt: new Date() });
    expect(await checkPdfX4(pdf)).toEqual(['fonts not embedded: Helvetica']);
    pdf.write('%PDF-1.7', 0, 'latin1');
    expect(await checkPdfX4(pdf)).toEqual([
      'PDF version 1.7 in the header, above PDF 1.6 (PDF/X-4)',
      'fonts not embedded: Helvetica',
    ]);
  });

  it('refuses bytes that are not a PDF', async () => {
    expect(await checkPdfX4(Buffer.from('<html>expired link</html>'))).toEqual([
      'not a PDF (no %PDF- header)',
    ]);
  });
});
