import { ErrorCodes } from '@fabelhaft/contracts';
import { deciderSpec } from '@fabelhaft/testing/decider-spec';
import { evolve, initialBook, type BookEvent, type LikenessCheck } from './book';
import { decideLikeness, type LikenessCommand } from './likeness.decide';
import {
  at,
  bookId,
  now,
  ownerId,
  producedBook,
  revisionApplied,
  revisionStarted,
} from './test-fixtures/book-history';

const given = deciderSpec({ initialState: initialBook, evolve, decide: decideLikeness }, now);

const check = (failing: number[] = []): LikenessCheck => ({
  checker: 'embedded-sheets',
  passed: failing.length === 0,
  pagesChecked: 12,
  characters: [{ characterId: 'c1', name: 'Mia', pages: 12, failing }],
  problems: failing.map((page) => ({
    page,
    characterId: 'c1',
    name: 'Mia',
    onPage: true,
    differences: [{ part: 'glasses', note: 'the glasses are missing' }],
  })),
  remade: failing,
  unchecked: [],
});
const record = (revision: number, likeness = check()): LikenessCommand => ({
  type: 'RecordLikeness',
  bookId,
  revision,
  likeness,
});
const checked = (revision: number, likeness = check()): BookEvent => ({
  type: 'BookLikenessChecked',
  data: { bookId, ownerId, revision, likeness, at },
});
/** Paid, its production running (the book produced but for the last event). */
const running = producedBook.slice(0, -1);

describe('likeness decider (issue #23)', () => {
  it("records the check of a running production's pictures, once for the same check", () => {
    given(...running)
      .when(record(0, check([7])))
      .then([checked(0, check([7]))]);
    // A redelivered job finds the same answers in its cache: nothing new.
    given(...running, checked(0, check([7])))
      .when(
        record(0, {
          ...check([7]),
          characters: [{ name: 'Mia', pages: 12, failing: [7], characterId: 'c1' }],
        }),
      )
      .thenNothingHappened();
    expect(given(...running, checked(0, check([7]))).state().likeness[0]).toEqual({
      ...check([7]),
      checkedAt: at,
    });
  });

  it("records a revision's own check while it is made, next to the first one", () => {
    const refining = [...producedBook, checked(0, check([7])), revisionApplied(1), revisionStarted(1)];
    given(...refining)
      .when(record(1))
      .then([checked(1)]);
    expect(Object.keys(given(...refining, checked(1)).state().likeness)).toEqual(['0', '1']);
  });

  it('refuses a check of nothing being made', () => {
    given(...producedBook)
      .when(record(0))
      .thenThrows(
        ErrorCodes.BOOKS_INVALID_TRANSITION,
        'No production of this book is running (it is completed)',
      );
    given(...producedBook, revisionApplied(1))
      .when(record(1))
      .thenThrows(ErrorCodes.BOOKS_INVALID_TRANSITION, 'Revision 1 is not being made');
    given().when(record(0)).thenThrows(ErrorCodes.BOOKS_NOT_FOUND);
  });
});
