import { evolve, type QuotaAccount, type QuotaAccountEvent, type QuotaDefaults } from './quota-account';
import { editQuotaExhausted, previewQuotaExhausted } from './quota-account.errors';

/**
 * Commands carry the configured defaults: an account is opened with them on its first real change.
 * Every command is idempotent by its own key (book, edit or grant id): a retry decides no events.
 */
export type QuotaAccountCommand =
  | { type: 'ReservePreview'; ownerId: string; bookId: string; defaults: QuotaDefaults }
  | { type: 'ReleasePreview'; ownerId: string; bookId: string; defaults: QuotaDefaults }
  | { type: 'ConsumeEdit'; ownerId: string; editId: string; bookId: string; defaults: QuotaDefaults }
  | { type: 'ReturnEdit'; ownerId: string; editId: string; defaults: QuotaDefaults }
  | { type: 'GrantPreviews'; ownerId: string; grantId: string; count: number; defaults: QuotaDefaults }
  | { type: 'GrantEdits'; ownerId: string; grantId: string; count: number; defaults: QuotaDefaults };

export function decide(command: QuotaAccountCommand, state: QuotaAccount, now: Date): QuotaAccountEvent[] {
  const at = now.toISOString();
  const opening: QuotaAccountEvent[] = state.opened
    ? []
    : [
        {
          type: 'QuotaAccountOpened',
          data: {
            ownerId: command.ownerId,
            previewLimit: command.defaults.previewLimit,
            editLimit: command.defaults.editLimit,
            at,
          },
        },
      ];
  const current = opening.reduce(evolve, state);

  switch (command.type) {
    case 'ReservePreview': {
      // A book reserves at most once: a retried request, or one for a preview that already failed, changes nothing.
      if (current.reservations[command.bookId]) return [];
      if (current.previewLimit - current.previewsReserved <= 0) throw previewQuotaExhausted();
      return [...opening, { type: 'PreviewReserved', data: { bookId: command.bookId, at } }];
    }
    case 'ReleasePreview':
      // Only a held reservation is given back, and only once.
      if (current.reservations[command.bookId] !== 'reserved') return [];
      return [{ type: 'PreviewReleased', data: { bookId: command.bookId, at } }];
    case 'ConsumeEdit': {
      // One edit per edit id (issue #14: the refinement's revision id): a retried or concurrent confirm, or a late
      // retry of a confirm whose revision failed and gave the edit back, uses nothing more.
      if (current.consumedEdits[command.editId]) return [];
      if (current.editLimit - current.editsUsed <= 0) throw editQuotaExhausted();
      return [
        ...opening,
        { type: 'EditConsumed', data: { editId: command.editId, bookId: command.bookId, at } },
      ];
    }
    case 'ReturnEdit':
      // Only a used edit is given back, and only once (a failed revision's news may arrive twice).
      if (current.consumedEdits[command.editId] !== 'consumed') return [];
      return [{ type: 'EditReturned', data: { editId: command.editId, at } }];
    case 'GrantPreviews':
      if (current.grants[command.grantId]) return [];
      return [
        ...opening,
        {
          type: 'PreviewsGranted',
          data: {
            grantId: command.grantId,
            count: command.count,
            // The integration event announces the new limit (limits.v1.PreviewsGranted); the relay sees only this.
            previewLimit: current.previewLimit + command.count,
            at,
          },
        },
      ];
    case 'GrantEdits':
      if (current.grants[command.grantId]) return [];
      return [
        ...opening,
        {
          type: 'EditsGranted',
          data: {
            grantId: command.grantId,
            count: command.count,
            editLimit: current.editLimit + command.count,
            at,
          },
        },
      ];
  }
}
