import { ErrorCodes } from '@fabelhaft/contracts';
import { deciderSpec } from '@fabelhaft/testing/decider-spec';
import { evolve, initialQuotaAccount, quotaView, type QuotaAccountEvent } from './quota-account';
import { decide, type QuotaAccountCommand } from './quota-account.decide';

const defaults = { previewLimit: 2, editLimit: 1 };
const now = new Date('2026-11-21T10:00:00.000Z');
const at = now.toISOString();
const ownerId = 'cust-1';

type CommandInput = QuotaAccountCommand extends infer C
  ? C extends unknown
    ? Omit<C, 'ownerId' | 'defaults'>
    : never
  : never;

/** Every command of one customer's account, with the configured defaults. */
const given = deciderSpec(
  {
    initialState: initialQuotaAccount,
    evolve,
    decide: (command: CommandInput, state, at: Date) =>
      decide({ ...command, ownerId, defaults } as QuotaAccountCommand, state, at),
  },
  now,
);

const opened: QuotaAccountEvent = {
  type: 'QuotaAccountOpened',
  data: { ownerId, previewLimit: 2, editLimit: 1, at },
};
const reserved = (bookId: string): QuotaAccountEvent => ({ type: 'PreviewReserved', data: { bookId, at } });
const released = (bookId: string): QuotaAccountEvent => ({ type: 'PreviewReleased', data: { bookId, at } });
const consumed: QuotaAccountEvent = { type: 'EditConsumed', data: { editId: 'e1', bookId: 'b1', at } };
const granted: QuotaAccountEvent = {
  type: 'PreviewsGranted',
  data: { grantId: 'g1', count: 3, previewLimit: 5, at },
};

describe('QuotaAccount decide', () => {
  it('opens the account with the configured defaults on the first reservation', () => {
    given()
      .when({ type: 'ReservePreview', bookId: 'b1' })
      .then([opened, reserved('b1')]);
  });

  it('reserves a preview idempotently by book id', () => {
    given(opened, reserved('b1')).when({ type: 'ReservePreview', bookId: 'b1' }).thenNothingHappened();
  });

  it('refuses a reservation when no preview is left, with the spec §8 text', () => {
    given(opened, reserved('b1'), reserved('b2'))
      .when({ type: 'ReservePreview', bookId: 'b3' })
      .thenThrows(ErrorCodes.LIMITS_PREVIEW_QUOTA_EXHAUSTED, 'Preview limit reached');
  });

  it('gives the preview back when generation fails, once, and then allows another', () => {
    const history = [opened, reserved('b1'), reserved('b2')];
    given(...history)
      .when({ type: 'ReleasePreview', bookId: 'b2' })
      .then([released('b2')]);
    given(...history, released('b2'))
      .when({ type: 'ReleasePreview', bookId: 'b2' })
      .thenNothingHappened();
    given(...history, released('b2'))
      .when({ type: 'ReservePreview', bookId: 'b3' })
      .then([reserved('b3')]);
  });

  it('does not re-reserve a released book (a late retry of its request)', () => {
    given(opened, reserved('b1'), released('b1'))
      .when({ type: 'ReservePreview', bookId: 'b1' })
      .thenNothingHappened();
  });

  it('ignores the release of a book it never reserved', () => {
    given(opened).when({ type: 'ReleasePreview', bookId: 'nope' }).thenNothingHappened();
    given().when({ type: 'ReleasePreview', bookId: 'nope' }).thenNothingHappened();
  });

  it('consumes edits idempotently and refuses past the limit with the spec §8 text', () => {
    given(opened).when({ type: 'ConsumeEdit', editId: 'e1', bookId: 'b1' }).then([consumed]);
    given(opened, consumed).when({ type: 'ConsumeEdit', editId: 'e1', bookId: 'b1' }).thenNothingHappened();
    given(opened, consumed)
      .when({ type: 'ConsumeEdit', editId: 'e2', bookId: 'b1' })
      .thenThrows(ErrorCodes.LIMITS_EDIT_QUOTA_EXHAUSTED, 'Edit limit reached');
  });

  describe('giving an edit back (issue #14: a failed revision)', () => {
    const returned: QuotaAccountEvent = { type: 'EditReturned', data: { editId: 'e1', at } };

    it('gives a used edit back, and then allows another', () => {
      given(opened, consumed).when({ type: 'ReturnEdit', editId: 'e1' }).then([returned]);
      given(opened, consumed, returned)
        .when({ type: 'ConsumeEdit', editId: 'e2', bookId: 'b1' })
        .then([{ type: 'EditConsumed', data: { editId: 'e2', bookId: 'b1', at } }]);
    });

    it('gives it back once: a second return changes nothing', () => {
      given(opened, consumed, returned).when({ type: 'ReturnEdit', editId: 'e1' }).thenNothingHappened();
    });

    it('ignores the return of an edit never used (nothing to give back, no account opened)', () => {
      given(opened).when({ type: 'ReturnEdit', editId: 'nope' }).thenNothingHappened();
      given().when({ type: 'ReturnEdit', editId: 'nope' }).thenNothingHappened();
    });

    it('does not use a returned edit again when its late confirm is retried', () => {
      given(opened, consumed, returned)
        .when({ type: 'ConsumeEdit', editId: 'e1', bookId: 'b1' })
        .thenNothingHappened();
    });

    it('moves the remaining edits down on a use and up on a return', () => {
      expect(quotaView(given(opened, consumed).state(), defaults).editRemaining).toBe(0);
      expect(quotaView(given(opened, consumed, returned).state(), defaults).editRemaining).toBe(1);
    });
  });

  it('opens the account on a first edit too', () => {
    given().when({ type: 'ConsumeEdit', editId: 'e1', bookId: 'b1' }).then([opened, consumed]);
  });

  it('grants more previews and edits once per grant id', () => {
    given(opened).when({ type: 'GrantPreviews', grantId: 'g1', count: 3 }).then([granted]);
    given(opened, granted).when({ type: 'GrantPreviews', grantId: 'g1', count: 3 }).thenNothingHappened();
    expect(quotaView(given(opened, reserved('b1'), reserved('b2'), granted).state(), defaults)).toEqual({
      previewLimit: 5,
      previewRemaining: 3,
      editLimit: 1,
      editRemaining: 1,
    });
    given()
      .when({ type: 'GrantEdits', grantId: 'g2', count: 2 })
      .then([opened, { type: 'EditsGranted', data: { grantId: 'g2', count: 2, editLimit: 3, at } }]);
  });

  it('records the limit after the grant, which limits.v1.*Granted announces', () => {
    given(opened, granted)
      .when({ type: 'GrantPreviews', grantId: 'g3', count: 2 })
      .then([{ type: 'PreviewsGranted', data: { grantId: 'g3', count: 2, previewLimit: 7, at } }]);
  });

  it('lets a granted preview be reserved once the defaults are used up', () => {
    given(opened, reserved('b1'), reserved('b2'), granted)
      .when({ type: 'ReservePreview', bookId: 'b3' })
      .then([reserved('b3')]);
  });

  it('shows the defaults for an account never used', () => {
    expect(quotaView(initialQuotaAccount(), { previewLimit: 5, editLimit: 3 })).toEqual({
      previewLimit: 5,
      previewRemaining: 5,
      editLimit: 3,
      editRemaining: 3,
    });
  });
});
