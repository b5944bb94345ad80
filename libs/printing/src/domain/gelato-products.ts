import type { BookFormat } from '@fabelhaft/contracts/constants';
import type { PrintJobSubmission } from '../print-shop.port';

/**
 * Gelato's print areas for `items[].files[].type` (Create order, `FileType`). For a book the documented
 * meaning fits as: `default` = "the primary print area … for folded cards, it will be cover + back pages",
 * `inside` = "the inner pages". Gelato also takes one multi-page PDF as `default`; we send two files.
 */
export type GelatoFileType = 'default' | 'front' | 'back' | 'inside';

/**
 * One Gelato product a job may be printed as. Which product UID fits is account configuration (Gelato's
 * Product API lists a catalogue's UIDs and `validPageCounts`), so the rules are passed to the adapter rather
 * than written here; see docs/adr/0022 for why none of Gelato's documented products matches our own trims.
 */
export interface GelatoProductRule {
  format: BookFormat;
  /** The finished size the product is made in; a job must match it exactly (±0.5 mm). */
  trimMm: { w: number; h: number };
  /** Interior pages (our count, without the cover) the product accepts. */
  interiorPages: { min: number; max: number; multipleOf: number };
  /**
   * Pages Gelato's `pageCount` adds for the cover: it counts "all pages in the product, including front and
   * back cover" (Create order, `pageCount`), e.g. 4 for outer and inside front and back.
   */
  coverPages: number;
  productUid: string;
  /** Default `{ cover: 'default', interior: 'inside' }`. */
  fileTypes?: { cover: GelatoFileType; interior: GelatoFileType };
}

/**
 * Product UIDs Gelato's own documentation names for photo books (Cover dimensions,
 * https://dashboard.gelato.com/docs/products/product/cover-dimensions). Kept for reference and the stand-in's
 * catalogue; a rule maps our format to one only when its trim is really the trim we print.
 */
export const GELATO_DOCUMENTED_PRODUCT_UIDS = {
  photobookHardcover210x280:
    'photobooks-hardcover_pf_210x280-mm-8x11-inch_pt_170-gsm-65lb-coated-silk_cl_4-4_ccl_4-4_bt_glued-left_ct_matt-lamination_prt_1-0_cpt_130-gsm-65-lb-cover-coated-silk_ver',
} as const;

export interface SelectedGelatoProduct {
  productUid: string;
  /** Gelato's count: interior pages plus the rule's cover pages. */
  pageCount: number;
  fileTypes: { cover: GelatoFileType; interior: GelatoFileType };
}

const TRIM_TOLERANCE_MM = 0.5;

/** The first rule for the job's format, trim and page count; `refused` says why none fits. */
export function selectGelatoProduct(
  product: PrintJobSubmission['product'],
  rules: readonly GelatoProductRule[],
): { ok: true; product: SelectedGelatoProduct } | { ok: false; refused: string } {
  const sameTrim = rules.filter(
    (rule) =>
      rule.format === product.format &&
      Math.abs(rule.trimMm.w - product.trimMm.w) <= TRIM_TOLERANCE_MM &&
      Math.abs(rule.trimMm.h - product.trimMm.h) <= TRIM_TOLERANCE_MM,
  );
  const what = `${product.format} ${product.trimMm.w} × ${product.trimMm.h} mm`;
  if (sameTrim.length === 0) return { ok: false, refused: `No Gelato product is configured for a ${what}` };
  const pages = product.pageCount;
  const rule = sameTrim.find(
    ({ interiorPages: p }) =>
      Number.isInteger(pages) && pages >= p.min && pages <= p.max && pages % p.multipleOf === 0,
  );
  if (!rule) {
    const accepted = sameTrim
      .map(({ interiorPages: p }) => `${p.min}–${p.max} in steps of ${p.multipleOf}`)
      .join(' or ');
    return { ok: false, refused: `A ${what} with ${pages} pages fits no Gelato product (${accepted})` };
  }
  return {
    ok: true,
    product: {
      productUid: rule.productUid,
      pageCount: pages + rule.coverPages,
      fileTypes: rule.fileTypes ?? { cover: 'default', interior: 'inside' },
    },
  };
}
