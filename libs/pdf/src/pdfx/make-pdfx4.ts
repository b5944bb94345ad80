import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { deflateSync } from 'node:zlib';
import {
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFHexString,
  PDFName,
  PDFRawStream,
  PDFString,
  type PDFContext,
  type PDFObject,
  type PDFRef,
} from 'pdf-lib';
import { buildXmp } from './xmp';

/**
 * Print files as PDF/X-4 (ISO 15930-7:2010) for EU offset and digital print: a post-step on a joined PDF
 * (ADR 0026). What it adds or changes, never touching a content stream:
 * - the output intent: /GTS_PDFX, condition FOGRA39 (registered at color.org) with an embedded CMYK output
 *   profile made from Fogra's FOGRA39L data (`profiles/`, ArgyllCMS);
 * - colour: Chromium (Skia) writes text and vector colours as DeviceRGB. Every resource dictionary gets
 *   `/ColorSpace << /DefaultRGB [/ICCBased sRGB] >>` (PDF 1.6 §4.5.4, default colour spaces), so the RGB
 *   operators of the unchanged content streams mean sRGB; every DeviceRGB named in a dictionary (a shading, a
 *   picture, a transparency group's /CS, a colour space resource) becomes that sRGB space directly. Pictures
 *   stay RGB: the print shop's RIP converts sRGB to its press through the output intent;
 * - identification and metadata: header %PDF-1.6, Info /Title, /CreationDate = /ModDate, /Trapped /False,
 *   /GTS_PDFXVersion (PDF/X-4), the same in an XMP packet in the catalog (with xmpMM DocumentID, InstanceID,
 *   VersionID, RenditionClass), a trailer /ID.
 * Boxes (TrimBox, BleedBox) are set before, by `assemblePdf` with `printBoxes`. `checkPdfX4` reads it back.
 */

export const PDFX_VERSION = 'PDF/X-4';

/** The printing condition the files are made for (color.org's registry of characterised conditions). */
export const OUTPUT_CONDITION = {
  identifier: 'FOGRA39',
  condition: 'Offset printing, ISO 12647-2:2004/Amd 1, paper type 1 or 2 (coated art), 115 g/m2',
  info: 'Coated FOGRA39 (ISO 12647-2:2004); profile made with ArgyllCMS from Fogra FOGRA39L data',
  registry: 'http://www.color.org',
};

const PROFILES = join(__dirname, 'profiles');
let profiles: { cmyk: Buffer; srgb: Buffer } | undefined;
/**
 * The committed ICC profiles (profiles/README.md says where they come from), read and deflated once (zlib is
 * much faster than pdf-lib's own deflate for the 250 kB CMYK profile).
 */
function deflatedProfiles(): { cmyk: Buffer; srgb: Buffer } {
  profiles ??= {
    cmyk: deflateSync(readFileSync(join(PROFILES, 'FOGRA39L-argyll.icc'))),
    srgb: deflateSync(readFileSync(join(PROFILES, 'sRGB.icc'))),
  };
  return profiles;
}

export interface PdfX4Options {
  /** The document's title (Info /Title and dc:title); PDF/X needs one. */
  title: string;
  /** CreationDate and ModDate (and the XMP dates); whole seconds are kept. */
  createdAt: Date;
  /**
   * Names the document across renditions (xmpMM:DocumentID and the first /ID string): a book's id and file
   * kind, so a re-made interior of the same book keeps its document id. Default: the title.
   */
  documentKey?: string;
  /** Info /Creator and xmp:CreatorTool. */
  creator?: string;
}

const name = (n: string) => PDFName.of(n);
const DEVICE_RGB = name('DeviceRGB');

/** Makes a joined print PDF a PDF/X-4 file with a FOGRA39 output intent (see above). */
export async function makePdfX4(pdf: Uint8Array, options: PdfX4Options): Promise<Buffer> {
  const title = options.title.trim();
  if (!title) throw new RangeError('A PDF/X file needs a title');
  const createdAt = new Date(Math.floor(options.createdAt.getTime() / 1000) * 1000);
  const doc = await PDFDocument.load(pdf, { updateMetadata: false });
  const { context } = doc;
  doc.catalog.delete(name('Version'));

  const { cmyk, srgb } = deflatedProfiles();
  const srgbSpace = context.register(
    context.obj([name('ICCBased'), context.register(context.stream(srgb, { N: 3, Filter: 'FlateDecode' }))]),
  );
  remapDeviceRgb(context, srgbSpace);

  const intent = context.obj({
    Type: 'OutputIntent',
    S: 'GTS_PDFX',
    OutputConditionIdentifier: PDFString.of(OUTPUT_CONDITION.identifier),
    OutputCondition: PDFString.of(OUTPUT_CONDITION.condition),
    RegistryName: PDFString.of(OUTPUT_CONDITION.registry),
    Info: PDFString.of(OUTPUT_CONDITION.info),
    DestOutputProfile: context.register(context.stream(cmyk, { N: 4, Filter: 'FlateDecode' })),
  });
  doc.catalog.set(name('OutputIntents'), context.obj([context.register(intent)]));

  const creator = options.creator ?? 'Fabelhaft book production';
  const producer = 'Fabelhaft (Chromium/Skia, pdf-lib)';
  doc.setTitle(title);
  doc.setCreator(creator);
  doc.setProducer(producer);
  doc.setCreationDate(createdAt);
  doc.setModificationDate(createdAt);
  const info = context.lookup(context.trailerInfo.Info, PDFDict);
  info.set(name('Trapped'), name('False'));
  info.set(name('GTS_PDFXVersion'), PDFString.of(PDFX_VERSION));

  // Document id: stable per document key; instance id: this file's pages and date.
  const documentId = digest(`document:${options.documentKey ?? title}`);
  const instanceId = digest(`instance:${createdAt.toISOString()}:${digest(pdf)}`);
  const xmp = buildXmp({
    title,
    date: createdAt,
    creatorTool: creator,
    producer,
    trapped: 'False',
    documentId: `uuid:${uuid(documentId)}`,
    instanceId: `uuid:${uuid(instanceId)}`,
    versionId: '1',
    pdfxVersion: PDFX_VERSION,
  });
  const metadata = context.stream(Buffer.from(xmp, 'utf8'), { Type: 'Metadata', Subtype: 'XML' });
  doc.catalog.set(name('Metadata'), context.register(metadata));
  context.trailerInfo.ID = context.obj([
    PDFHexString.of(documentId.slice(0, 32)),
    PDFHexString.of(instanceId.slice(0, 32)),
  ]);
  const out = Buffer.from(await doc.save({ useObjectStreams: false, updateFieldAppearances: false }));
  // pdf-lib always writes %PDF-1.7; the file uses nothing past 1.6, and the header has the same length, so
  // the cross-reference offsets stay right.
  if (out.subarray(0, 8).toString('latin1') !== '%PDF-1.7')
    throw new Error('Unexpected PDF header from pdf-lib');
  out.write('%PDF-1.6', 0, 'latin1');
  return out;
}

const digest = (data: string | Uint8Array): string => createHash('sha256').update(data).digest('hex');
const uuid = (hex: string): string =>
  `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${((parseInt(hex[16] as string, 16) & 3) | 8).toString(16)}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;

/**
 * DeviceRGB → sRGB: DefaultRGB in every resource dictionary (pages, forms, patterns, Type 3 fonts), and
 * every DeviceRGB a dictionary names as a colour space (/ColorSpace, a group's /CS, inside a colour space
 * array or a colour space resource) replaced by the sRGB space. An ICC profile's /Alternate stays.
 */
function remapDeviceRgb(context: PDFContext, srgb: PDFRef): void {
  const resources = new Set<PDFDict>();
  const visit = (object: PDFObject): void => {
    if (object instanceof PDFArray) {
      for (let i = 0; i < object.size(); i += 1) visit(object.get(i));
      return;
    }
    if (!(object instanceof PDFDict)) return;
    for (const [key, value] of object.entries()) {
      const k = key.decodeText();
      if (k === 'Resources') {
        const dict = context.lookup(value);
        if (dict instanceof PDFDict) resources.add(dict);
      }
      if (k === 'ColorSpace' || k === 'CS') {
        if (value === DEVICE_RGB) object.set(key, srgb);
        else remapSpace(context, context.lookup(value), srgb);
      }
      visit(value);
    }
  };
  for (const [, object] of context.enumerateIndirectObjects())
    visit(object instanceof PDFRawStream ? object.dict : object);
  for (const dict of resources) {
    let spaces = dict.lookup(name('ColorSpace'));
    if (!(spaces instanceof PDFDict)) {
      spaces = context.obj({});
      dict.set(name('ColorSpace'), spaces);
    }
    (spaces as PDFDict).set(name('DefaultRGB'), srgb);
  }
}

/** A colour space array or a resource map of colour spaces: DeviceRGB inside → sRGB. */
function remapSpace(context: PDFContext, space: PDFObject | undefined, srgb: PDFRef): void {
  if (space instanceof PDFArray) {
    const family = space.get(0);
    if (family === name('ICCBased')) return; // [/ICCBased stream]: its /Alternate may say DeviceRGB
    for (let i = 1; i < space.size(); i += 1) {
      const item = space.get(i);
      if (item === DEVICE_RGB) space.set(i, srgb);
      else if (item instanceof PDFArray) remapSpace(context, item, srgb);
    }
  } else if (space instanceof PDFDict) {
    for (const [key, value] of space.entries()) {
      if (key.decodeText() === 'DefaultRGB') continue;
      if (value === DEVICE_RGB) space.set(key, srgb);
      else remapSpace(context, context.lookup(value), srgb);
    }
  }
}
