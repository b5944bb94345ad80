import { GELATO_DOCUMENTED_PRODUCT_UIDS, type GelatoProductRule } from '@fabelhaft/printing';

/** Test configuration (GELATO_PRODUCTS): our booklet trim printed as one of Gelato's documented photo books. */
export const GELATO_TEST_PRODUCTS: GelatoProductRule[] = [
  {
    format: 'booklet',
    trimMm: { w: 180, h: 240 },
    interiorPages: { min: 24, max: 48, multipleOf: 4 },
    coverPages: 4,
    productUid: GELATO_DOCUMENTED_PRODUCT_UIDS.photobookHardcover210x280,
  },
];
