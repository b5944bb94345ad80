/**
 * QuotaAccount: the previews and edits one customer may use (spec §4 quota states, §9 limits). A preview is
 * reserved when it is requested and given back when it fails; an edit is used when a refinement is confirmed
 * and given back when its revision fails; support can grant more of either.
 */

export interface QuotaDefaults {
  previewLimit: number;
  editLimit: number;
}

export type QuotaAccountEvent =
  | {
      type: 'QuotaAccountOpened';
      data: { ownerId: string; previewLimit: number; editLimit: number; at: string };
    }
  | { type: 'PreviewReserved'; data: { bookId: string; at: string } }
  | { type: 'PreviewReleased'; data: { bookId: string; at: string } }
  | { type: 'EditConsumed'; data: { editId: string; bookId: string; at: string } }
  /** issue #14: a revision that failed gives its edit back (once per edit id). */
  | { type: 'EditReturned'; data: { editId: string; at: string } }
  /** `previewLimit`/`editLimit`: the limit after the grant (null in events stored before issue #13). */
  | {
      type: 'PreviewsGranted';
      data: { grantId: string; count: number; previewLimit: number | null; at: string };
    }
  | { type: 'EditsGranted'; data: { grantId: string; count: number; editLimit: number | null; at: string } };

export interface QuotaAccount {
  opened: boolean;
  previewLimit: number;
  editLimit: number;
  /** Every book that ever held a reservation; a released one never counts again. */
  reservations: Record<string, 'reserved' | 'released'>;
  previewsReserved: number;
  /** Every edit ever used, by edit id; a returned one never counts again (nor can it be used again). */
  consumedEdits: Record<string, 'consumed' | 'returned'>;
  editsUsed: number;
  grants: Record<string, true>;
}

export const initialQuotaAccount = (): QuotaAccount => ({
  opened: false,
  previewLimit: 0,
  editLimit: 0,
  reservations: {},
  previewsReserved: 0,
  consumedEdits: {},
  editsUsed: 0,
  grants: {},
});

export function evolve(state: QuotaAccount, event: QuotaAccountEvent): QuotaAccount {
  switch (event.type) {
    case 'QuotaAccountOpened':
      return {
        ...state,
        opened: true,
        previewLimit: event.data.previewLimit,
        editLimit: event.data.editLimit,
      };
    case 'PreviewReserved':
      return {
        ...state,
        reservations: { ...state.reservations, [event.data.bookId]: 'reserved' },
        previewsReserved: state.previewsReserved + 1,
      };
    case 'PreviewReleased':
      return {
        ...state,
        reservations: { ...state.reservations, [event.data.bookId]: 'released' },
        previewsReserved: state.previewsReserved - 1,
      };
    case 'EditConsumed':
      return {
        ...state,
        consumedEdits: { ...state.consumedEdits, [event.data.editId]: 'consumed' },
        editsUsed: state.editsUsed + 1,
      };
    case 'EditReturned':
      return {
        ...state,
        consumedEdits: { ...state.consumedEdits, [event.data.editId]: 'returned' },
        editsUsed: state.editsUsed - 1,
      };
    case 'PreviewsGranted':
      return {
        ...state,
        grants: { ...state.grants, [event.data.grantId]: true },
        previewLimit: state.previewLimit + event.data.count,
      };
    case 'EditsGranted':
      return {
        ...state,
        grants: { ...state.grants, [event.data.grantId]: true },
        editLimit: state.editLimit + event.data.count,
      };
  }
}

/** What the customer sees (spec §3 Limits); an account never used shows the defaults. */
export function quotaView(state: QuotaAccount, defaults: QuotaDefaults) {
  const previewLimit = state.opened ? state.previewLimit : defaults.previewLimit;
  const editLimit = state.opened ? state.editLimit : defaults.editLimit;
  return {
    previewLimit,
    previewRemaining: previewLimit - state.previewsReserved,
    editLimit,
    editRemaining: editLimit - state.editsUsed,
  };
}
