export {
  createChromiumRenderer,
  RenderError,
  type ChromiumRenderer,
  type ChromiumRendererOptions,
  type RenderImageOptions,
  type RenderPdfOptions,
} from './chromium-renderer';
export { setPrintBoxes, setReadingDirection, type PrintBoxesOptions } from './print-boxes';
export { fitMediaBoxToSize } from './page-size';
export { mmToPt, ptToMm, PT_PER_MM } from './units';
export {
  pdfFonts,
  pdfImages,
  pdfInfo,
  pdfPageImage,
  pdfText,
  type PdfBox,
  type PdfFont,
  type PdfImage,
  type PdfInfo,
  type PdfPageInfo,
  type PdfTextOptions,
} from './poppler';
export {
  assemblePdf,
  splitPdf,
  xmpPacket,
  type AssembleOptions,
  type DocumentMetadata,
  type JpegImage,
  type PageSource,
} from './assemble';
export { pdfStructure, type PdfStructure, type StructureElement } from './structure-check';
export { rasterisePdf, type RasteriseOptions } from './rasterise';
export { checkPdfX4 } from './pdfx/check-pdfx4';
export { makePdfX4, OUTPUT_CONDITION, PDFX_VERSION, type PdfX4Options } from './pdfx/make-pdfx4';
export { findQrCode, qrMatrix, qrSvg, readQrCode, QR_QUIET_ZONE, type FoundQrCode } from './qr';
