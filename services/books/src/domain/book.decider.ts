import { decideApproval, type ApprovalCommand } from './approval.decide';
import { evolve, initialBook, type Book, type BookEvent } from './book';
import { decideListening, type ListeningCommand } from './listening.decide';
import { decideLikeness, type LikenessCommand } from './likeness.decide';
import { decidePaymentStatus, type PaymentStatusCommand } from './payment-status.decide';
import { decidePreview, type PreviewCommand } from './preview.decide';
import { decideProduction, type ProductionCommand } from './production.decide';
import { decideRevision, type RevisionCommand } from './revision.decide';

/** Every command on a book's stream; each capability decides its own (one stream, one state). */
export type BookCommand =
  | PreviewCommand
  | ProductionCommand
  | PaymentStatusCommand
  | RevisionCommand
  | ApprovalCommand
  | LikenessCommand
  | ListeningCommand;

export function decide(command: BookCommand, state: Book, now: Date): BookEvent[] {
  switch (command.type) {
    case 'RequestPreview':
    case 'StartPreview':
    case 'CompletePreview':
    case 'FailPreview':
    case 'MarkReservationReleased':
    case 'DeletePreview':
      return decidePreview(command, state, now);
    case 'RequestProduction':
    case 'StartProduction':
    case 'MarkProductionRunning':
    case 'CompleteProduction':
    case 'FailProduction':
    case 'RetryProduction':
    case 'GenerateBook':
      return decideProduction(command, state, now);
    case 'RecordPaymentStatus':
      return decidePaymentStatus(command, state, now);
    case 'ApplyRevision':
    case 'RefuseRevision':
    case 'StartRevision':
    case 'CompleteRevision':
    case 'FailRevision':
      return decideRevision(command, state, now);
    case 'ApproveBook':
      return decideApproval(command, state, now);
    case 'RecordLikeness':
      return decideLikeness(command, state, now);
    case 'MintListeningLink':
    case 'EnableListeningLink':
    case 'DisableListeningLink':
    case 'RenewListeningLink':
      return decideListening(command, state, now);
  }
}

/** The book aggregate as libs/eventsourcing's repository (and the decider specs) take it. */
export const bookDecider = { initialState: initialBook, evolve, decide };
