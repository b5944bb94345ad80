/** spec §5 reference images: up to 20 per batch, each up to 10 MB, PNG/JPG/WEBP. */
export const MAX_FILES_PER_BATCH = 20;
export const MAX_FILE_BYTES = 10 * 1024 * 1024;
/** Long edge of a stored reference image; larger photos are scaled down (never up). */
export const MAX_EDGE_PX = 2048;
/**
 * issue #12 pixel cap, the default of UPLOAD_MAX_PIXELS: a decompression bomb (a small file that decodes to a
 * huge bitmap) is refused from its header, before it is decoded. 50 megapixels still lets a 48 MP phone photo
 * through.
 */
export const MAX_INPUT_PIXELS = 50_000_000;
/** issue #12 storage quota per customer for reference images, the default of UPLOAD_STORAGE_QUOTA_BYTES. */
export const STORAGE_QUOTA_BYTES = 200 * 1024 * 1024;

/**
 * Hard caps where the whole request is refused (multer aborts), far above what the spec allows so that every
 * realistic mistake (a 12 MB photo, 25 files) is answered per file with the §5 texts instead.
 */
export const HARD_MAX_FILE_BYTES = 64 * 1024 * 1024;
export const HARD_MAX_FILES = 100;

export const Messages = {
  tooManyFiles: `Maximum ${MAX_FILES_PER_BATCH} files can be uploaded at once`,
  tooLarge: (file: string) => `${file}: File size exceeds 10MB limit`,
  notAnImage: (file: string) => `${file}: Not an image file`,
  failed: 'Upload failed. Please try again.',
  tooManyPixels: (file: string, maxPixels: number) =>
    `${file}: Image is too large (more than ${Number((maxPixels / 1_000_000).toFixed(2))} megapixels)`,
  quotaExceeded: (quotaBytes: number) =>
    `Upload failed: your photos would use more than ${Math.round(quotaBytes / (1024 * 1024))} MB. ` +
    'Delete previews you no longer need and try again.',
} as const;
