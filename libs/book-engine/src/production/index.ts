export { planPages, varsOf } from './plan-pages';
export { embeddedManuscript, chapterSplit, storyPageCount, manuscriptFor, fitsFormat } from './manuscript';
export {
  produceBook,
  mapLimit,
  briefsOf,
  PRINT_PPI,
  FLIPBOOK_SIZE,
  PRODUCTION_VERSION,
  type ProduceBookDeps,
  type ProduceBookHooks,
} from './produce-book';
export { preflightBook, MIN_PRINT_PPI } from './preflight';
export {
  illustrateBook,
  makeReferences,
  characterIdOf,
  castIdOf,
  type IllustrateBookInput,
  type IllustrateBookDeps,
  type IllustratedBook,
  type ReferencesInput,
  type ReferencesDeps,
} from './illustrate-book';
export {
  illustratePreviewCover,
  type PreviewCover,
  type PreviewCoverInput,
  type PreviewCoverDeps,
} from './preview-cover';
export { FORMAT_SPECS, BOOKLET_STORY_SPREADS, BOARD_STORY_PAGES, type FormatSpec } from './formats';
export {
  documentHtml,
  pageSection,
  coverSections,
  pagePictures,
  coverPictures,
  pictureCrop,
  slotKey,
  fontFamily,
  dirOf,
  bodyTextSize,
  type LayoutMode,
  type PictureSlot,
  type PictureCrop,
  type PlacedPicture,
} from './layout';
export { MemoryArtefactCache, artefactKey, canonicalJson, type ArtefactCache } from './cache';
export { BOOK_WORDS, type BookWords } from './words';
export { splitSentences } from './text';
export * from './types';
