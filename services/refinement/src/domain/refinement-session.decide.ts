import type { RefinementSession, RefinementSessionEvent } from './refinement-session';
import { decideDialog, type DialogCommand } from './session-dialog.decide';
import { decideRevision, type RevisionCommand } from './session-revision.decide';

/** Every command on one session: the conversation and the revision each have their own small decider. */
export type RefinementSessionCommand = DialogCommand | RevisionCommand;

export function decide(
  command: RefinementSessionCommand,
  state: RefinementSession,
  now: Date,
): RefinementSessionEvent[] {
  switch (command.type) {
    case 'OpenSession':
    case 'CloseSession':
    case 'ReceiveMessage':
    case 'ProposePlan':
    case 'AskClarification':
      return decideDialog(command, state, now);
    case 'ConfirmRevision':
    case 'StartConfirmation':
    case 'AbandonConfirmation':
    case 'RecordRevisionStarted':
    case 'RecordRevisionCompleted':
    case 'RecordRevisionFailed':
      return decideRevision(command, state, now);
  }
}
