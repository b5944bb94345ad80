import { ErrorCodes } from '@fabelhaft/contracts';
import { deciderSpec } from '@fabelhaft/testing/decider-spec';
import { evolve, initialBook, type BookEvent } from './book';
import { decideListening, LISTENING_REFUSALS } from './listening.decide';
import {
  at,
  bookId,
  deleted,
  now,
  ownerId,
  paidPreview,
  productionRequested,
  producedBook,
} from './test-fixtures/book-history';

const given = deciderSpec({ initialState: initialBook, evolve, decide: decideListening }, now);

const T1 = 'AAAAAAAAAAAAAAAAAAAAAAAA';
const T2 = 'BBBBBBBBBBBBBBBBBBBBBBBB';
const minted = (token = T1): BookEvent => ({
  type: 'BookListeningLinkMinted',
  data: { bookId, ownerId, token, at },
});
const enabled: BookEvent = { type: 'BookListeningLinkEnabled', data: { bookId, ownerId, at } };
const disabled: BookEvent = { type: 'BookListeningLinkDisabled', data: { bookId, ownerId, at } };
const renewed = (token = T2): BookEvent => ({
  type: 'BookListeningLinkRenewed',
  data: { bookId, ownerId, token, at },
});

describe('listening link decider (issue #28 part 4, ADR 0038)', () => {
  it('mints the token once, before the first print files; off by default', () => {
    given(...paidPreview, productionRequested(1))
      .when({ type: 'MintListeningLink', bookId, token: T1 })
      .then([minted()]);
    given(...producedBook, minted())
      .when({ type: 'MintListeningLink', bookId, token: T2 })
      .thenNothingHappened();
    expect(given(...producedBook, minted()).state().listening).toEqual({ token: T1, enabled: false });
  });

  it('mints nothing for a book never paid for', () => {
    given(...paidPreview)
      .when({ type: 'MintListeningLink', bookId, token: T1 })
      .thenThrows(ErrorCodes.BOOKS_INVALID_TRANSITION);
  });

  it('refuses a token shorter than 128 bits', () => {
    given(...producedBook)
      .when({ type: 'MintListeningLink', bookId, token: 'short' })
      .thenThrows(ErrorCodes.VALIDATION);
  });

  it('turns the link on and off, each once', () => {
    given(...producedBook, minted())
      .when({ type: 'EnableListeningLink', bookId, ownerId, token: T2 })
      .then([enabled]);
    given(...producedBook, minted(), enabled)
      .when({ type: 'EnableListeningLink', bookId, ownerId, token: T2 })
      .thenNothingHappened();
    given(...producedBook, minted(), enabled)
      .when({ type: 'DisableListeningLink', bookId, ownerId })
      .then([disabled]);
    given(...producedBook, minted())
      .when({ type: 'DisableListeningLink', bookId, ownerId })
      .thenNothingHappened();
    expect(given(...producedBook, minted(), enabled, disabled).state().listening.enabled).toBe(false);
  });

  it('mints a token when a book made before the links is turned on', () => {
    given(...producedBook)
      .when({ type: 'EnableListeningLink', bookId, ownerId, token: T2 })
      .then([minted(T2), enabled]);
  });

  it('replaces the token on "new link"; a retry with the old token changes nothing', () => {
    given(...producedBook, minted(), enabled)
      .when({ type: 'RenewListeningLink', bookId, ownerId, token: T2, replaces: T1 })
      .then([renewed()]);
    given(...producedBook, minted(), enabled, renewed())
      .when({ type: 'RenewListeningLink', bookId, ownerId, token: 'CCCCCCCCCCCCCCCCCCCCCCCC', replaces: T1 })
      .thenNothingHappened();
    expect(given(...producedBook, minted(), enabled, renewed()).state().listening).toEqual({
      token: T2,
      enabled: true,
    });
  });

  it('answers another customer, a deleted book and an unknown book as not found', () => {
    given(...producedBook, minted())
      .when({ type: 'EnableListeningLink', bookId, ownerId: 'someone-else', token: T2 })
      .thenThrows(ErrorCodes.BOOKS_NOT_FOUND);
    given(...producedBook, minted())
      .when({ type: 'RenewListeningLink', bookId, ownerId: 'someone-else', token: T2, replaces: null })
      .thenThrows(ErrorCodes.BOOKS_NOT_FOUND);
    given(...paidPreview, deleted)
      .when({ type: 'DisableListeningLink', bookId, ownerId })
      .thenThrows(ErrorCodes.BOOKS_NOT_FOUND);
    given()
      .when({ type: 'EnableListeningLink', bookId, ownerId, token: T2 })
      .thenThrows(ErrorCodes.BOOKS_NOT_FOUND);
  });

  it('has no link for a preview not ordered', () => {
    given(...paidPreview)
      .when({ type: 'EnableListeningLink', bookId, ownerId, token: T2 })
      .thenThrows(ErrorCodes.BOOKS_NOT_PAID, LISTENING_REFUSALS.notPaid);
  });
});
