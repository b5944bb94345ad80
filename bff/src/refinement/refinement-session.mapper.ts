import type {
  RefinementMessageResponse,
  RefinementSessionResponse,
  RefinementSessionView,
} from '@fabelhaft/contracts';

/** spec §3 Refinement session: the service's view in the spec's snake_case (the only place that speaks it). */
export function toSessionResponse(view: RefinementSessionView): RefinementSessionResponse {
  return {
    session_id: view.sessionId,
    book_id: view.bookId,
    status: view.status,
    messages: view.messages.map((m) => ({
      id: m.id,
      role: m.role,
      content: m.content,
      created_at: m.createdAt,
    })),
    latest_plan: view.latestPlan
      ? {
          planned_changes: view.latestPlan.plannedChanges.map((c) => ({
            target_type: c.targetType,
            action: c.action,
            target_identifier: c.targetIdentifier,
            rationale: c.rationale,
          })),
        }
      : null,
    requires_confirmation: view.requiresConfirmation,
    revision: view.revision,
    error: view.error,
  };
}

/** spec §3 send response. */
export function toMessageResponse(answer: {
  session: RefinementSessionView;
  clarificationPrompt: string | null;
}): RefinementMessageResponse {
  return { session: toSessionResponse(answer.session), clarification_prompt: answer.clarificationPrompt };
}
