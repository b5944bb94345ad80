import { DomainError, ErrorCodes } from '@fabelhaft/contracts';
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

/** given events, when a command, then events (or an error). */
function given(...events: QuotaAccountEvent[]) {
  const state = events.reduce(evolve, initialQuotaAccount());
  return {
    when: (command: CommandInput) =>
      decide({ ...command, ownerId, defaults } as QuotaAccountCommand, state, now),
    state,
  };
}

const opened: QuotaAccountEvent = {
  type: 'QuotaAccountOpened',
  data: { ownerId, previewLimit: 2, editLimit: 1, at },
};
const reserved = (bookId: string): QuotaAccountEvent => ({ type: 'PreviewReserved', data: { bookId, at } });
const released = (bookId: string): QuotaAccountEvent => ({ type: 'PreviewReleased', data: { bookId, at } });

function expectDomainError(fn: () => unknown, code: string, detail: string) {
  try {
    fn();
  } catch (e) {
    expect(e).toBeInstanceOf(DomainError);
    expect((e as DomainError).code).toBe(code);
    expect((e as DomainError).detail).toBe(detail);
    return;
  }
  throw new Error('expected a DomainError');
}

describe('QuotaAccount decide', () => {
  it('opens the account with the configured defaults on the first reservation', () => {
    expect(given().when({ type: 'ReservePreview', bookId: 'b1' })).toEqual([opened, reserved('b1')]);
  });

  it('reserves a preview idempotently by book id', () => {
    expect(given(opened, reserved('b1')).when({ type: 'ReservePreview', bookId: 'b1' })).toEqual([]);
  });

  it('refuses a reservation when no preview is left, with the spec §8 text', () => {
    expectDomainError(
      () => given(opened, reserved('b1'), reserved('b2')).when({ type: 'ReservePreview', bookId: 'b3' }),
      ErrorCodes.LIMITS_PREVIEW_QUOTA_EXHAUSTED,
      'Preview limit reached',
    );
  });

  it('gives the preview back when generation fails, once, and then allows another', () => {
    const history = [opened, reserved('b1'), reserved('b2')];
    expect(given(...history).when({ type: 'ReleasePreview', bookId: 'b2' })).toEqual([released('b2')]);
    expect(given(...history, released('b2')).when({ type: 'ReleasePreview', bookId: 'b2' })).toEqual([]);
    expect(given(...history, released('b2')).when({ type: 'ReservePreview', bookId: 'b3' })).toEqual([
      reserved('b3'),
    ]);
  });

  it('does not re-reserve a released book (a late retry of its request)', () => {
    expect(
      given(opened, reserved('b1'), released('b1')).when({ type: 'ReservePreview', bookId: 'b1' }),
    ).toEqual([]);
  });

  it('ignores the release of a book it never reserved', () => {
    expect(given(opened).when({ type: 'ReleasePreview', bookId: 'nope' })).toEqual([]);
    expect(given().when({ type: 'ReleasePreview', bookId: 'nope' })).toEqual([]);
  });

  it('consumes edits idempotently and refuses past the limit with the spec §8 text', () => {
    const consumed: QuotaAccountEvent = { type: 'EditConsumed', data: { editId: 'e1', bookId: 'b1', at } };
    expect(given(opened).when({ type: 'ConsumeEdit', editId: 'e1', bookId: 'b1' })).toEqual([consumed]);
    expect(given(opened, consumed).when({ type: 'ConsumeEdit', editId: 'e1', bookId: 'b1' })).toEqual([]);
    expectDomainError(
      () => given(opened, consumed).when({ type: 'ConsumeEdit', editId: 'e2', bookId: 'b1' }),
      ErrorCodes.LIMITS_EDIT_QUOTA_EXHAUSTED,
      'Edit limit reached',
    );
  });

  it('grants more previews and edits once per grant id', () => {
    const granted: QuotaAccountEvent = { type: 'PreviewsGranted', data: { grantId: 'g1', count: 3, at } };
    expect(given(opened).when({ type: 'GrantPreviews', grantId: 'g1', count: 3 })).toEqual([granted]);
    expect(given(opened, granted).when({ type: 'GrantPreviews', grantId: 'g1', count: 3 })).toEqual([]);
    const state = given(opened, reserved('b1'), reserved('b2'), granted).state;
    expect(quotaView(state, defaults)).toEqual({
      previewLimit: 5,
      previewRemaining: 3,
      editLimit: 1,
      editRemaining: 1,
    });
    expect(given().when({ type: 'GrantEdits', grantId: 'g2', count: 2 })).toEqual([
      opened,
      { type: 'EditsGranted', data: { grantId: 'g2', count: 2, at } },
    ]);
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
