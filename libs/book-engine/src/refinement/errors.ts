export type InvalidRefinementCode =
  /** A change names a page the book does not have (or the cover, which is no interior page). */
  | 'BOOK_ENGINE.REFINEMENT_UNKNOWN_PAGE'
  /** A change names a character index the book's cast does not have. */
  | 'BOOK_ENGINE.REFINEMENT_UNKNOWN_CHARACTER'
  /** A text change on a page without text, or a scene change on a page without a picture. */
  | 'BOOK_ENGINE.REFINEMENT_WRONG_PAGE_KIND'
  /** A text in a language the book is not written in (or the main line given as a translation line). */
  | 'BOOK_ENGINE.REFINEMENT_UNKNOWN_LANGUAGE'
  /** Shortening a page that has nothing to leave out (one sentence per line). */
  | 'BOOK_ENGINE.REFINEMENT_NOTHING_TO_SHORTEN'
  /** Anything else that does not fit the change model: empty texts, bad colours, unknown kinds or styles. */
  | 'BOOK_ENGINE.REFINEMENT_INVALID_CHANGE';

/**
 * A planned change that the book cannot take (issue #14: a change naming a page or character the book does
 * not have is refused, never silently ignored). `message` is the detail for the `{ detail, code }` answer.
 */
export class InvalidRefinement extends Error {
  override readonly name = 'InvalidRefinement';

  constructor(
    readonly code: InvalidRefinementCode,
    message: string,
    /** Which change of the list (0-based), when the error is about one. */
    readonly changeIndex?: number,
  ) {
    super(message);
  }
}
