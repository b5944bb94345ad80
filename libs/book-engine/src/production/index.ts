export { planPages, varsOf } from './plan-pages';
export {
  produceBook,
  mapLimit,
  briefsOf,
  PRINT_PPI,
  FLIPBOOK_SIZE,
  type ProduceBookDeps,
  type ProduceBookHooks,
} from './produce-book';
export { preflightBook, MIN_PRINT_PPI } from './preflight';
export { FORMAT_SPECS, BOOKLET_STORY_SPREADS, BOARD_STORY_PAGES, type FormatSpec } from './formats';
export { documentHtml, pageSection, coverSections, fontFamily, dirOf, type LayoutMode } from './layout';
export { BOOK_WORDS, type BookWords } from './words';
export { splitSentences } from './text';
export * from './types';
