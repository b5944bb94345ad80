import { plannedChangeSchema, type PlannedChange } from '@fabelhaft/book-engine';
import type { RevisionChange } from '../domain/book';

// The refinement service sends planned changes loosely typed (`PlannedChangeData`: target, action, rationale
// and the rest); the books service checks each one's shape here before it becomes a revision, against the
// book engine's own schema of a `PlannedChange` (one schema, so the two cannot drift apart). Whether the book
// has the page or character a change names is the engine's to say when it applies it.

/** The changes as a revision keeps them (the engine's own objects; its interfaces carry no index signature). */
export const asRevisionChanges = (changes: PlannedChange[]): RevisionChange[] =>
  changes as unknown as RevisionChange[];

export type ParsedChanges = { ok: true; changes: PlannedChange[] } | { ok: false; reason: string };

/**
 * The confirmed changes as the book engine takes them, or why one of them cannot be applied (a refusal the
 * parent is told about; the edit goes back). Pure.
 */
export function parsePlannedChanges(changes: readonly RevisionChange[]): ParsedChanges {
  if (changes.length === 0) return { ok: false, reason: 'The plan has no changes.' };
  const parsed: PlannedChange[] = [];
  for (const [index, raw] of changes.entries()) {
    const result = plannedChangeSchema.safeParse(raw);
    if (!result.success) {
      return {
        ok: false,
        reason: `Change ${index + 1} (${String(raw.target)} ${String(raw.action)}) cannot be applied to this book.`,
      };
    }
    parsed.push(result.data as PlannedChange);
  }
  return { ok: true, changes: parsed };
}
