/** @jest-environment jsdom */
import { QueryClient } from '@tanstack/react-query';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../test/providers';
import { viewerQueryKey } from '../viewer/queries';
import { RefineDialog } from './RefineDialog';
import type { RefineSession } from './refine-model';

jest.mock('../../auth/AuthContext', () => ({
  useAuth: () => ({ getToken: async () => 'id-token-of-demo' }),
}));

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

const PLAN = {
  planned_changes: [
    {
      target_type: 'character',
      action: 'change_look',
      target_identifier: 'character Finn',
      rationale: 'Finn’s scarf becomes blue on every page he is on.',
    },
    {
      target_type: 'page_text',
      action: 'shorten',
      target_identifier: 'page 5',
      rationale: 'The text on page 5 gets shorter.',
    },
    {
      target_type: 'gizmo',
      action: 'wiggle',
      target_identifier: 'the moon',
      rationale: 'Something this client has no words for.',
    },
  ],
};

const LIMITS = { preview_limit: 10, preview_remaining: 8, edit_limit: 3, edit_remaining: 2 };

type Reply = { status: number; body?: unknown };
/** A reply, or replies in turn (the last one stays), or never (a request that does not come back). */
type Route = Reply | Reply[] | 'never';

const fetchMock = jest.fn();
const calls: { key: string; body: unknown }[] = [];
function route(routes: Record<string, Route>) {
  const served: Record<string, number> = {};
  fetchMock.mockImplementation(async (url: string, init?: RequestInit) => {
    const key = `${init?.method ?? 'GET'} ${url.replace('http://bff.test', '')}`;
    calls.push({ key, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    const entry = routes[key];
    if (!entry) throw new Error(`unexpected ${key}`);
    if (entry === 'never') return new Promise(() => undefined);
    const list = Array.isArray(entry) ? entry : [entry];
    const n = served[key] ?? 0;
    served[key] = n + 1;
    const reply = list[Math.min(n, list.length - 1)]!;
    return {
      ok: reply.status < 400,
      status: reply.status,
      text: async () => (reply.body === undefined ? '' : JSON.stringify(reply.body)),
    };
  });
}
const callsTo = (key: string) => calls.filter((c) => c.key === key);

/**
 * Moves the (fake) clock on by `ms`, then lets pending fetches, query notifications and React's render work
 * run: React schedules its work on a timer, so each round moves the clock by 1 ms.
 */
const flush = async (ms = 0) => {
  await act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });
  for (let i = 0; i < 10; i += 1) {
    await act(async () => {
      await jest.advanceTimersByTimeAsync(1);
    });
  }
};

beforeEach(() => {
  jest.useFakeTimers();
  fetchMock.mockReset();
  calls.length = 0;
  global.fetch = fetchMock as unknown as typeof fetch;
});
afterEach(() => {
  jest.useRealTimers();
  document.body.innerHTML = '';
});

const OPEN = 'POST /books/b1/refine/sessions';
const POLL = 'GET /books/b1/refine/s1';
const SEND = 'POST /books/b1/refine/s1/messages';
const CONFIRM = 'POST /books/b1/refine/s1/confirm';

async function openDialog(
  routes: Record<string, Route>,
  options: { focus?: number[]; language?: 'de' | 'en'; client?: QueryClient } = {},
) {
  route({ 'GET /limits': { status: 200, body: LIMITS }, ...routes });
  const opener = document.createElement('button');
  opener.textContent = 'Refine';
  document.body.append(opener);
  opener.focus();
  const onClose = jest.fn();
  const client =
    options.client ?? new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity } } });
  const view = await renderWithProviders(
    <RefineDialog bookId="b1" focusPages={options.focus ?? [5]} onClose={onClose} />,
    { language: options.language ?? 'en', queryClient: client },
  );
  await flush();
  return { onClose, opener, client, view };
}

const dialog = () => screen.getByRole('dialog');
const badge = () => screen.getByTestId('refine-status');
const messageBox = () => screen.getByLabelText('Your message') as HTMLTextAreaElement;
const sendButton = () => screen.getByRole('button', { name: /^(Send|Sending …)$/ }) as HTMLButtonElement;
const confirmButton = () =>
  screen.getByRole('button', { name: /^(Confirm changes|Confirming …)$/ }) as HTMLButtonElement;
const type = (text: string) => act(async () => fireEvent.change(messageBox(), { target: { value: text } }));

describe('refinement dialog: opening (spec §2, §7)', () => {
  it('resumes the session on opening and shows it: title, draft badge, focus hint, an empty conversation', async () => {
    await openDialog({ [OPEN]: { status: 200, body: session() } });
    expect(callsTo(OPEN)).toEqual([{ key: OPEN, body: { resume: true } }]);
    expect(screen.getByRole('dialog', { name: 'Refine your book' })).toBeTruthy();
    expect(badge().textContent).toBe('Draft');
    expect(badge().getAttribute('data-tone')).toBe('neutral');
    expect(badge().className).toContain('badge-neutral');
    expect(screen.getByTestId('refine-focus').textContent).toBe(
      'You are looking at page 5 – say “this page” to mean it.',
    );
    expect(dialog().getAttribute('aria-describedby')).toBe(screen.getByTestId('refine-focus').id);
    expect(screen.getByText(/Make the fox’s scarf blue/)).toBeTruthy();
    expect(screen.getByTestId('refine-edits').textContent).toBe(
      'Confirming uses one of your account’s edits – 2 of 3 left.',
    );
  });

  it('shows a loader while the session opens', async () => {
    await openDialog({ [OPEN]: 'never' });
    expect(screen.getByTestId('loader').textContent).toBe('Opening your refinement …');
    expect(sendButton().disabled).toBe(true);
    expect(confirmButton().disabled).toBe(true);
  });

  it('names both pages of an open spread, the first as "this page" (de)', async () => {
    await openDialog({ [OPEN]: { status: 200, body: session() } }, { focus: [4, 5], language: 'de' });
    expect(screen.getByTestId('refine-focus').textContent).toBe(
      'Du siehst gerade die Seiten 4 und 5 – „diese Seite“ meint Seite 4.',
    );
    expect(badge().textContent).toBe('Entwurf');
  });
});

describe('refinement dialog: status badge (spec §4 tones)', () => {
  it.each([
    ['draft', 'neutral', 'Draft', 'Entwurf'],
    ['awaiting_clarification', 'warning', 'Question for you', 'Rückfrage'],
    ['awaiting_confirmation', 'warning', 'Please confirm', 'Bitte bestätigen'],
    ['queued', 'warning', 'Queued', 'In der Warteschlange'],
    ['running', 'warning', 'In progress', 'Wird umgesetzt'],
    ['completed', 'success', 'Done', 'Fertig'],
    ['failed', 'danger', 'Failed', 'Fehlgeschlagen'],
  ])('%s is %s', async (status, tone, en, de) => {
    const first = await openDialog({ [OPEN]: { status: 200, body: session({ status }) } });
    expect(badge().getAttribute('data-tone')).toBe(tone);
    expect(badge().className).toContain(`badge-${tone}`);
    expect(badge().textContent).toBe(en);
    expect(screen.getByRole('status').textContent).toBe(`Status: ${en}`);
    first.view.unmount();
    await openDialog({ [OPEN]: { status: 200, body: session({ status }) } }, { language: 'de' });
    expect(badge().textContent).toBe(de);
  });
});

describe('refinement dialog: conversation, question and plan (spec §2)', () => {
  const today = new Date();
  const at = (h: number, m: number) =>
    new Date(today.getFullYear(), today.getMonth(), today.getDate(), h, m).toISOString();

  it('lists the messages, the parent’s apart from the others, each with its time', async () => {
    jest.setSystemTime(new Date(today.getFullYear(), today.getMonth(), today.getDate(), 18, 0));
    await openDialog({
      [OPEN]: {
        status: 200,
        body: session({
          status: 'awaiting_confirmation',
          messages: [
            { id: 'm1', role: 'user', content: 'Make the fox’s scarf blue', created_at: at(9, 5) },
            { id: 'm2', role: 'assistant', content: 'Finn’s scarf will be blue.', created_at: at(9, 6) },
          ],
        }),
      },
    });
    const log = screen.getByRole('log');
    const items = within(log).getAllByRole('listitem');
    expect(items.map((li) => li.getAttribute('data-role'))).toEqual(['user', 'assistant']);
    expect(items[0]!.className).toContain('refine-message-user');
    expect(items[1]!.className).toContain('refine-message-other');
    expect(items[0]!.textContent).toBe('YouMake the fox’s scarf blue09:05');
    expect(items[1]!.textContent).toBe('FabelhaftFinn’s scarf will be blue.09:06');
    expect(items[0]!.querySelector('time')!.getAttribute('dateTime')).toBe(at(9, 5));
  });

  it('lists the plan with its targets, kinds and reasons in the site language, unknown kinds as they came', async () => {
    const { view } = await openDialog({
      [OPEN]: {
        status: 200,
        body: session({ status: 'awaiting_confirmation', latest_plan: PLAN, requires_confirmation: true }),
      },
    });
    const plan = within(screen.getByTestId('refine-plan'));
    expect(plan.getByRole('heading', { name: 'Planned changes' })).toBeTruthy();
    expect(plan.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Character FinnCharacter · change the lookFinn’s scarf becomes blue on every page he is on.',
      'Page 5Text · shortenThe text on page 5 gets shorter.',
      'the moongizmo · wiggleSomething this client has no words for.',
    ]);
    view.unmount();
    await openDialog(
      {
        [OPEN]: {
          status: 200,
          body: session({ status: 'awaiting_confirmation', latest_plan: PLAN, requires_confirmation: true }),
        },
      },
      { language: 'de' },
    );
    expect(
      within(screen.getByTestId('refine-plan'))
        .getAllByRole('listitem')
        .map((li) => li.querySelector('.refine-plan-what')!.textContent),
    ).toEqual(['Figur FinnFigur · Aussehen ändern', 'Seite 5Text · kürzen', 'the moongizmo · wiggle']);
  });

  it('shows the planner’s question from the send answer in the clarification box', async () => {
    await openDialog({
      [OPEN]: { status: 200, body: session() },
      [SEND]: {
        status: 200,
        body: {
          session: session({
            status: 'awaiting_clarification',
            messages: [{ id: 'm1', role: 'user', content: 'change it', created_at: at(9, 0) }],
          }),
          clarification_prompt: 'Which page or character should change, and how?',
        },
      },
    });
    await type('change it');
    await act(async () => fireEvent.click(sendButton()));
    await flush();
    expect(screen.getByTestId('refine-clarification').textContent).toBe(
      'We need one more detailWhich page or character should change, and how?',
    );
    expect(badge().textContent).toBe('Question for you');
  });

  it('shows the open question of a resumed session from its last assistant message', async () => {
    await openDialog({
      [OPEN]: {
        status: 200,
        body: session({
          status: 'awaiting_clarification',
          messages: [
            { id: 'm1', role: 'user', content: 'make it better', created_at: at(9, 0) },
            { id: 'm2', role: 'assistant', content: 'What should be better?', created_at: at(9, 1) },
          ],
        }),
      },
    });
    expect(screen.getByTestId('refine-clarification').textContent).toContain('What should be better?');
  });
});

describe('refinement dialog: sending (spec §4, §5)', () => {
  it('keeps Send disabled until the message has text after trimming', async () => {
    await openDialog({ [OPEN]: { status: 200, body: session() } });
    expect(sendButton().disabled).toBe(true);
    await type('   \n ');
    expect(sendButton().disabled).toBe(true);
    await type('Make the scarf blue');
    expect(sendButton().disabled).toBe(false);
  });

  it('sends with Enter (trimmed, with the focus pages), keeps Shift+Enter for a new line, and clears the box', async () => {
    await openDialog(
      {
        [OPEN]: { status: 200, body: session() },
        [SEND]: {
          status: 200,
          body: {
            session: session({
              status: 'awaiting_confirmation',
              latest_plan: PLAN,
              requires_confirmation: true,
            }),
            clarification_prompt: null,
          },
        },
      },
      { focus: [4, 5] },
    );
    await type('  Make the fox’s scarf blue  ');
    await act(async () => fireEvent.keyDown(messageBox(), { key: 'Enter', shiftKey: true }));
    expect(callsTo(SEND)).toEqual([]);
    await act(async () => fireEvent.keyDown(messageBox(), { key: 'Enter' }));
    await flush();
    expect(callsTo(SEND)).toEqual([
      { key: SEND, body: { message: 'Make the fox’s scarf blue', focus_pages: [4, 5] } },
    ]);
    expect(messageBox().value).toBe('');
    expect(badge().textContent).toBe('Please confirm');
    expect(screen.getByTestId('refine-plan')).toBeTruthy();
  });

  it('disables Send while a message is on its way, and Escape waits for it', async () => {
    const { onClose } = await openDialog({ [OPEN]: { status: 200, body: session() }, [SEND]: 'never' });
    await type('Make the scarf blue');
    await act(async () => fireEvent.click(sendButton()));
    await flush();
    expect(sendButton().textContent).toBe('Sending …');
    expect(sendButton().disabled).toBe(true);
    await act(async () => fireEvent.keyDown(messageBox(), { key: 'Enter' }));
    await act(async () => fireEvent.keyDown(dialog(), { key: 'Escape' }));
    expect(callsTo(SEND)).toHaveLength(1);
    expect(onClose).not.toHaveBeenCalled();
  });

  it.each(['queued', 'running'])('takes no message while %s', async (status) => {
    await openDialog({ [OPEN]: { status: 200, body: session({ status }) }, [POLL]: 'never' });
    await type('One more thing');
    expect(sendButton().disabled).toBe(true);
    await act(async () => fireEvent.keyDown(messageBox(), { key: 'Enter' }));
    expect(callsTo(SEND)).toEqual([]);
  });
});

describe('refinement dialog: confirming (spec §4)', () => {
  it('enables Confirm only when the session requires confirmation', async () => {
    const first = await openDialog({
      [OPEN]: { status: 200, body: session({ status: 'awaiting_clarification' }) },
    });
    expect(confirmButton().disabled).toBe(true);
    first.view.unmount();
    await openDialog({
      [OPEN]: {
        status: 200,
        body: session({ status: 'awaiting_confirmation', latest_plan: PLAN, requires_confirmation: true }),
      },
    });
    expect(confirmButton().disabled).toBe(false);
  });

  it('sends the notes with the confirmation and disables Confirm while it is on its way', async () => {
    await openDialog({
      [OPEN]: {
        status: 200,
        body: session({ status: 'awaiting_confirmation', latest_plan: PLAN, requires_confirmation: true }),
      },
      [CONFIRM]: 'never',
    });
    await act(async () =>
      fireEvent.change(screen.getByLabelText('Notes for the confirmation (optional)'), {
        target: { value: ' Please keep the hat. ' },
      }),
    );
    await act(async () => fireEvent.click(confirmButton()));
    await flush();
    expect(callsTo(CONFIRM)).toEqual([{ key: CONFIRM, body: { notes: 'Please keep the hat.' } }]);
    expect(confirmButton().textContent).toBe('Confirming …');
    expect(confirmButton().disabled).toBe(true);
    await act(async () => fireEvent.click(confirmButton()));
    expect(callsTo(CONFIRM)).toHaveLength(1);
  });

  it('sends no notes field when the notes box is empty', async () => {
    await openDialog({
      [OPEN]: {
        status: 200,
        body: session({ status: 'awaiting_confirmation', latest_plan: PLAN, requires_confirmation: true }),
      },
      [CONFIRM]: { status: 200, body: session({ status: 'queued', latest_plan: PLAN }) },
      [POLL]: 'never',
    });
    await act(async () => fireEvent.click(confirmButton()));
    await flush();
    expect(callsTo(CONFIRM)).toEqual([{ key: CONFIRM, body: {} }]);
  });
});

describe('refinement dialog: polling and the finished revision (spec §4, §9)', () => {
  const viewerClient = () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity } } });
    client.setQueryData(viewerQueryKey('b1'), { book_id: 'b1', title: 'T', pages: [], total_spreads: 0 });
    return client;
  };

  it('polls every 5 s while queued or running, stops once completed, and refreshes the viewer', async () => {
    const client = viewerClient();
    await openDialog(
      {
        [OPEN]: {
          status: 200,
          body: session({ status: 'awaiting_confirmation', latest_plan: PLAN, requires_confirmation: true }),
        },
        [CONFIRM]: { status: 200, body: session({ status: 'queued', latest_plan: PLAN }) },
        [POLL]: [
          { status: 200, body: session({ status: 'running', latest_plan: PLAN }) },
          { status: 200, body: session({ status: 'completed', latest_plan: PLAN, revision: 1 }) },
        ],
      },
      { client },
    );
    expect(client.getQueryState(viewerQueryKey('b1'))?.isInvalidated).toBe(false);
    await act(async () => fireEvent.click(confirmButton()));
    await flush();
    expect(badge().textContent).toBe('Queued');
    expect(screen.getByText('Your changes are being made. This window updates itself.')).toBeTruthy();

    await flush(4900);
    expect(callsTo(POLL)).toHaveLength(0);
    await flush(100);
    expect(callsTo(POLL)).toHaveLength(1);
    expect(badge().textContent).toBe('In progress');
    expect(client.getQueryState(viewerQueryKey('b1'))?.isInvalidated).toBe(false);

    await flush(5000);
    expect(callsTo(POLL)).toHaveLength(2);
    expect(badge().textContent).toBe('Done');
    expect(badge().getAttribute('data-tone')).toBe('success');
    expect(screen.getByTestId('refine-completed').textContent).toBe(
      'Done! The changed pages are in your book now.',
    );
    expect(client.getQueryState(viewerQueryKey('b1'))?.isInvalidated).toBe(true);

    await flush(15_000);
    expect(callsTo(POLL)).toHaveLength(2);
  });

  it('does not poll a session that waits for the parent', async () => {
    await openDialog({
      [OPEN]: {
        status: 200,
        body: session({ status: 'awaiting_confirmation', requires_confirmation: true }),
      },
    });
    await flush(20_000);
    expect(callsTo(POLL)).toEqual([]);
  });

  it('polls a resumed running session, and a failed revision shows its reason without refreshing the viewer', async () => {
    const client = viewerClient();
    await openDialog(
      {
        [OPEN]: { status: 200, body: session({ status: 'running' }) },
        [POLL]: { status: 200, body: session({ status: 'failed', error: 'The illustrator stopped.' }) },
      },
      { client },
    );
    await flush(5000);
    expect(badge().getAttribute('data-tone')).toBe('danger');
    expect(screen.getByTestId('refine-failed').textContent).toBe(
      'Your changes could not be made. The edit will be given back to you. The illustrator stopped.',
    );
    expect(client.getQueryState(viewerQueryKey('b1'))?.isInvalidated).toBe(false);
    await flush(10_000);
    expect(callsTo(POLL)).toHaveLength(1);
  });

  it('starts a new session (resume: false) for the next change once one is done', async () => {
    await openDialog({
      [OPEN]: [
        { status: 200, body: session({ status: 'completed', revision: 1 }) },
        { status: 200, body: session({ session_id: 's2' }) },
      ],
    });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Start a new change' })));
    await flush();
    expect(callsTo(OPEN).map((c) => c.body)).toEqual([{ resume: true }, { resume: false }]);
    expect(badge().textContent).toBe('Draft');
  });
});

describe('refinement dialog: failures (spec §8, each its own text)', () => {
  it('says the session could not be opened, with the server’s detail, and tries again on request', async () => {
    await openDialog({
      [OPEN]: [
        { status: 409, body: { detail: 'This book is still being made.', code: 'BOOKS.NOT_READY' } },
        { status: 200, body: session() },
      ],
    });
    expect(screen.getByTestId('refine-error-load').textContent).toContain(
      'Your refinement could not be opened. This book is still being made.',
    );
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Try again' })));
    await flush();
    expect(screen.queryByTestId('refine-error-load')).toBeNull();
    expect(badge().textContent).toBe('Draft');
  });

  it('says so in German without a detail', async () => {
    await openDialog({ [OPEN]: { status: 500 } }, { language: 'de' });
    expect(screen.getByRole('alert').textContent).toBe(
      'Die Überarbeitung konnte nicht geöffnet werden.Erneut versuchen',
    );
  });

  it('tells a failed poll apart, keeps the last status and polls on', async () => {
    await openDialog({
      [OPEN]: { status: 200, body: session({ status: 'queued' }) },
      [POLL]: [{ status: 502 }, { status: 200, body: session({ status: 'running' }) }],
    });
    await flush(5000);
    expect(screen.getByTestId('refine-error-refresh').textContent).toBe(
      'We could not get the latest status just now. We will try again shortly.',
    );
    expect(badge().textContent).toBe('Queued');
    await flush(5000);
    expect(screen.queryByTestId('refine-error-refresh')).toBeNull();
    expect(badge().textContent).toBe('In progress');
  });

  it('keeps the message when it could not be sent, with the refusal worded by its code (issue #25)', async () => {
    await openDialog({
      [OPEN]: { status: 200, body: session() },
      [SEND]: {
        status: 409,
        body: { detail: 'A revision is being made.', code: 'REFINEMENT.REVISION_IN_PROGRESS' },
      },
    });
    await type('Make the scarf blue');
    await act(async () => fireEvent.click(sendButton()));
    await flush();
    expect(screen.getByTestId('refine-error-send').textContent).toBe(
      'Your message could not be sent. Please wait until the current change is finished.',
    );
    expect(messageBox().value).toBe('Make the scarf blue');
  });

  it('shows "Edit limit reached" with a link to request more edits when no edit is left', async () => {
    await openDialog({
      [OPEN]: {
        status: 200,
        body: session({ status: 'awaiting_confirmation', latest_plan: PLAN, requires_confirmation: true }),
      },
      [CONFIRM]: { status: 403, body: { detail: 'Edit limit reached', code: 'LIMITS.EDIT_QUOTA_EXHAUSTED' } },
    });
    await act(async () => fireEvent.click(confirmButton()));
    await flush();
    const alert = screen.getByTestId('refine-error-confirm');
    expect(alert.textContent).toBe(
      'Your changes could not be confirmed. Edit limit reachedRequest more edits',
    );
    expect(within(alert).getByRole('link', { name: 'Request more edits' }).getAttribute('href')).toBe(
      '/books#book-b1',
    );
    expect(badge().textContent).toBe('Please confirm');
    expect(confirmButton().disabled).toBe(false);
    // The limits are asked again (the count shown may be stale).
    expect(callsTo('GET /limits')).toHaveLength(2);
  });

  it('offers the request link up front when no edits are left', async () => {
    route({});
    await openDialog({
      'GET /limits': { status: 200, body: { ...LIMITS, edit_remaining: 0 } },
      [OPEN]: { status: 200, body: session() },
    });
    const line = screen.getByTestId('refine-edits');
    expect(line.textContent).toBe('You have no edits left. Request more edits');
  });
});

describe('refinement dialog: focus (modal)', () => {
  it('starts on Close, keeps Tab inside, closes with Escape and hands focus back', async () => {
    const { onClose, opener, view } = await openDialog({
      [OPEN]: {
        status: 200,
        body: session({ status: 'awaiting_confirmation', latest_plan: PLAN, requires_confirmation: true }),
      },
    });
    const close = screen.getByRole('button', { name: 'Close' });
    expect(document.activeElement).toBe(close);
    confirmButton().focus();
    await act(async () => fireEvent.keyDown(dialog(), { key: 'Tab' }));
    expect(document.activeElement).toBe(close);
    await act(async () => fireEvent.keyDown(dialog(), { key: 'Tab', shiftKey: true }));
    expect(document.activeElement).toBe(confirmButton());
    await act(async () => fireEvent.keyDown(dialog(), { key: 'Escape' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    view.unmount();
    expect(document.activeElement).toBe(opener);
  });

  it('keeps focus in the dialog after a confirmation, and Escape closes it even from outside', async () => {
    const { onClose } = await openDialog({
      [OPEN]: {
        status: 200,
        body: session({ status: 'awaiting_confirmation', latest_plan: PLAN, requires_confirmation: true }),
      },
      [CONFIRM]: { status: 200, body: session({ status: 'queued', latest_plan: PLAN }) },
      [POLL]: 'never',
    });
    confirmButton().focus();
    await act(async () => fireEvent.click(confirmButton()));
    await flush();
    expect(confirmButton().disabled).toBe(true);
    expect(document.activeElement).toBe(screen.getByRole('region', { name: 'Conversation' }));
    document.body.focus();
    await act(async () => fireEvent.keyDown(document.body, { key: 'Escape' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('labels every field', async () => {
    await openDialog({ [OPEN]: { status: 200, body: session() } });
    expect(messageBox().getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByLabelText('Notes for the confirmation (optional)').tagName).toBe('TEXTAREA');
    expect(screen.getByRole('region', { name: 'Conversation' }).getAttribute('tabindex')).toBe('0');
  });
});
