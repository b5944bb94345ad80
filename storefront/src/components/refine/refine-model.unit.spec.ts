import { ApiError } from '../../api/client';
import {
  REFINE_POLL_MS,
  REFINE_STATUSES,
  canConfirm,
  canSend,
  clarificationOf,
  failureDetail,
  focusPages,
  isWorking,
  sessionPollInterval,
  sessionTone,
  targetName,
  type RefineSession,
} from './refine-model';

const session = (over: Partial<RefineSession> = {}): RefineSession => ({
  session_id: 's1',
  book_id: 'b1',
  status: 'draft',
  messages: [],
  latest_plan: null,
  requires_confirmation: false,
  revision: null,
  error: null,
  ...over,
});

describe('session status (spec §4)', () => {
  it('tones the badge: draft neutral, waiting and working warning, completed success, failed danger', () => {
    expect(Object.fromEntries(REFINE_STATUSES.map((s) => [s, sessionTone(s)]))).toEqual({
      draft: 'neutral',
      awaiting_clarification: 'warning',
      awaiting_confirmation: 'warning',
      queued: 'warning',
      running: 'warning',
      completed: 'success',
      failed: 'danger',
    });
    expect(sessionTone('archived')).toBe('neutral');
  });

  it('polls every 5 s while queued or running only', () => {
    expect(REFINE_POLL_MS).toBe(5000);
    expect(sessionPollInterval(session({ status: 'queued' }))).toBe(5000);
    expect(sessionPollInterval(session({ status: 'running' }))).toBe(5000);
    for (const status of ['draft', 'awaiting_clarification', 'awaiting_confirmation', 'completed', 'failed'])
      expect(sessionPollInterval(session({ status }))).toBe(false);
    expect(sessionPollInterval(undefined)).toBe(false);
    expect(isWorking('running')).toBe(true);
    expect(isWorking(undefined)).toBe(false);
  });
});

describe('send and confirm rules (spec §4, §5)', () => {
  it('sends text that is not blank, never while queued, running or sending, nor without a session', () => {
    expect(canSend({ status: 'draft', sending: false, message: 'Make it blue' })).toBe(true);
    expect(canSend({ status: 'completed', sending: false, message: 'Make it blue' })).toBe(true);
    expect(canSend({ status: 'draft', sending: false, message: ' \n\t ' })).toBe(false);
    expect(canSend({ status: 'draft', sending: true, message: 'Make it blue' })).toBe(false);
    expect(canSend({ status: 'queued', sending: false, message: 'Make it blue' })).toBe(false);
    expect(canSend({ status: 'running', sending: false, message: 'Make it blue' })).toBe(false);
    expect(canSend({ status: undefined, sending: false, message: 'Make it blue' })).toBe(false);
  });

  it('confirms only a session that requires it, and not twice at once', () => {
    expect(canConfirm({ session: session({ requires_confirmation: true }), confirming: false })).toBe(true);
    expect(canConfirm({ session: session({ requires_confirmation: true }), confirming: true })).toBe(false);
    expect(canConfirm({ session: session(), confirming: false })).toBe(false);
    expect(canConfirm({ session: undefined, confirming: false })).toBe(false);
  });
});

describe('what the dialog shows', () => {
  it('asks the send answer’s question, else the last assistant message, only while awaiting clarification', () => {
    const waiting = session({
      status: 'awaiting_clarification',
      messages: [
        { id: '1', role: 'user', content: 'change it', created_at: '' },
        { id: '2', role: 'assistant', content: 'Which page?', created_at: '' },
        { id: '3', role: 'user', content: 'hmm', created_at: '' },
      ],
    });
    expect(clarificationOf(waiting, ' Which character? ')).toBe('Which character?');
    expect(clarificationOf(waiting, null)).toBe('Which page?');
    expect(clarificationOf(session({ status: 'awaiting_confirmation' }), 'Which page?')).toBeNull();
    expect(clarificationOf(session({ status: 'awaiting_clarification' }), null)).toBeNull();
  });

  it('reads the target names the server gives', () => {
    expect(targetName('page 5')).toEqual({ kind: 'page', page: '5' });
    expect(targetName('pages 4–5')).toEqual({ kind: 'page', page: '4–5' });
    expect(targetName('character Frau Eule')).toEqual({ kind: 'character', name: 'Frau Eule' });
    expect(targetName('book')).toEqual({ kind: 'book' });
    expect(targetName('the moon')).toEqual({ kind: 'other', text: 'the moon' });
  });

  it('keeps the focus pages in order, once each, and only real page numbers', () => {
    expect(focusPages([4, 5])).toEqual([4, 5]);
    expect(focusPages([1, 1])).toEqual([1]);
    expect(focusPages([0, 2.5, 3])).toEqual([3]);
  });

  it('tells the edit limit apart from other failures and keeps the server’s detail', () => {
    expect(failureDetail(new ApiError(403, 'Edit limit reached', 'LIMITS.EDIT_QUOTA_EXHAUSTED'))).toEqual({
      detail: 'Edit limit reached',
      quotaExhausted: true,
    });
    expect(failureDetail(new ApiError(409, 'Busy', 'COMMON.CONCURRENCY_CONFLICT'))).toEqual({
      detail: 'Busy',
      quotaExhausted: false,
    });
    expect(failureDetail(new Error('boom'))).toEqual({ detail: undefined, quotaExhausted: false });
  });
});
