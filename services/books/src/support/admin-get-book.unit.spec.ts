import type { RecordedEvent } from '@fabelhaft/eventsourcing';
import type { BookEvent } from '../domain/book';
import {
  at,
  changes,
  producedBook,
  revisionApplied,
  revisionFailed,
  revisionProduced,
  revisionStarted,
} from '../domain/test-fixtures/book-history';
import { bookFilesOf, revisionsOf } from './admin-get-book';

const recorded = (events: BookEvent[]): RecordedEvent[] =>
  events.map((e, i) => ({
    eventId: `e-${i}`,
    streamId: 'book-book-1',
    streamVersion: i + 1,
    type: e.type,
    data: e.data,
    metadata: { correlationId: 'c', causationId: null, userId: null, schemaVersion: 1 },
    recordedAt: new Date(at),
    globalPosition: i + 1,
    checkpoint: String(i + 1),
  }));

describe("support's view of a book's revisions (issue #14)", () => {
  it('lists every revision with its changes and outcome; refused confirmations only in the history', () => {
    const revisions = revisionsOf(
      recorded([
        ...producedBook,
        revisionApplied(1),
        revisionStarted(1),
        revisionProduced(1),
        revisionFailed(null, 'edit-x', 'Only a paid book can be changed.'),
        revisionApplied(2, 'edit-2', 1),
        revisionFailed(2, 'edit-2'),
      ]),
    );
    expect(revisions).toEqual([
      {
        revision: 1,
        revisionId: 'edit-1',
        sessionId: 'session-1',
        baseRevision: 0,
        changes,
        notes: 'Please keep the rest.',
        status: 'produced',
        appliedAt: at,
        producedAt: at,
        reason: null,
        pages: [1],
      },
      expect.objectContaining({ revision: 2, baseRevision: 1, status: 'failed', reason: 'renderer down' }),
    ]);
  });

  it("lists each revision's files but neither the flipbook pages nor production's cache", () => {
    const folder = 'owners/anna/books/b1/';
    const files = bookFilesOf({ coverKey: null, downloadKey: `${folder}revisions/1/Fin.pdf` }, [
      `${folder}plan.json`,
      `${folder}print-interior.pdf`,
      `${folder}pages/0123456789abcdef.webp`,
      `${folder}cache/picture-1`,
      `${folder}revisions/1/plan.json`,
      `${folder}revisions/1/print-interior.pdf`,
      `${folder}revisions/1/Fin.pdf`,
    ]);
    expect(files).toEqual([
      { kind: 'plan', key: `${folder}plan.json` },
      { kind: 'print-interior', key: `${folder}print-interior.pdf` },
      { kind: 'download', key: `${folder}revisions/1/Fin.pdf` },
      { kind: 'plan', key: `${folder}revisions/1/plan.json` },
      { kind: 'print-interior', key: `${folder}revisions/1/print-interior.pdf` },
    ]);
  });
});
