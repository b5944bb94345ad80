import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useBff } from '../../api/client';
import { BOOKS_QUERY_KEY } from '../books/queries';
import { LIMITS_QUERY_KEY } from '../UsageCard';
import { viewerQueryKey } from '../viewer/queries';
import { sessionPollInterval, type RefineSession, type SendMessageResponse } from './refine-model';

export const refineSessionKey = (bookId: string, sessionId: string) => ['refine', bookId, sessionId] as const;

export interface SendInput {
  message: string;
  focusPages: number[];
}

/**
 * One book's refinement session (spec §3, §4, §7):
 * - on mount it resumes the open session, or opens one (`POST …/refine/sessions { resume: true }`);
 * - the session lives in the query cache; every answer (open, send, confirm, poll) replaces it there;
 * - while queued or running it is polled every 5 s (`GET …/refine/{sessionId}`), and not otherwise;
 * - once completed the viewer's pages are refreshed (and the book list and the limits, whose edit count moved).
 */
export function useRefinement(bookId: string) {
  const api = useBff();
  const queryClient = useQueryClient();
  const [sessionId, setSessionId] = useState<string | null>(null);
  const [prompt, setPrompt] = useState<string | null>(null);
  const base = `/books/${encodeURIComponent(bookId)}/refine`;

  const store = useCallback(
    (session: RefineSession) => {
      queryClient.setQueryData(refineSessionKey(bookId, session.session_id), session);
      setSessionId(session.session_id);
    },
    [queryClient, bookId],
  );
  // A poll that started before a send or confirm must not overwrite the newer answer with an older one.
  const holdPolls = useCallback(async () => {
    if (sessionId) await queryClient.cancelQueries({ queryKey: refineSessionKey(bookId, sessionId) });
  }, [queryClient, bookId, sessionId]);

  const open = useMutation({
    mutationFn: (resume: boolean) =>
      api<RefineSession>(`${base}/sessions`, { method: 'POST', body: JSON.stringify({ resume }) }),
    onSuccess: (session) => {
      setPrompt(null);
      store(session);
    },
  });
  const { mutate: openSession } = open;
  // spec §2: opening the dialog resumes the existing session (resuming twice answers the same session).
  useEffect(() => openSession(true), [openSession]);

  const session = useQuery({
    queryKey: refineSessionKey(bookId, sessionId ?? ''),
    enabled: sessionId !== null,
    queryFn: () => api<RefineSession>(`${base}/${encodeURIComponent(sessionId ?? '')}`),
    // The answers of open, send and confirm are current; only the poll asks again.
    staleTime: Infinity,
    retry: false,
    refetchInterval: (query) => sessionPollInterval(query.state.data),
  });

  const send = useMutation({
    mutationFn: async ({ message, focusPages }: SendInput) => {
      await holdPolls();
      return api<SendMessageResponse>(`${base}/${encodeURIComponent(sessionId ?? '')}/messages`, {
        method: 'POST',
        body: JSON.stringify({ message: message.trim(), focus_pages: focusPages }),
      });
    },
    onSuccess: (answer) => {
      store(answer.session);
      setPrompt(answer.clarification_prompt ?? null);
    },
  });

  const confirm = useMutation({
    mutationFn: async (notes: string) => {
      await holdPolls();
      const text = notes.trim();
      return api<RefineSession>(`${base}/${encodeURIComponent(sessionId ?? '')}/confirm`, {
        method: 'POST',
        body: JSON.stringify(text ? { notes: text } : {}),
      });
    },
    onSuccess: (confirmed) => {
      store(confirmed);
      setPrompt(null);
    },
    // A confirmed plan used an edit; a refused one (no edit left) may mean the shown count is stale.
    onSettled: () => void queryClient.invalidateQueries({ queryKey: LIMITS_QUERY_KEY }),
  });

  // spec §4: when the session becomes completed the viewer's data is refreshed (new pages without a reload);
  // a failed revision gives its edit back. Once per session and revision.
  const current = session.data;
  const settled = useRef<string | null>(null);
  useEffect(() => {
    if (!current || (current.status !== 'completed' && current.status !== 'failed')) return;
    const mark = `${current.session_id}:${current.status}:${current.revision ?? ''}`;
    if (settled.current === mark) return;
    settled.current = mark;
    void queryClient.invalidateQueries({ queryKey: LIMITS_QUERY_KEY });
    if (current.status === 'completed') {
      void queryClient.invalidateQueries({ queryKey: viewerQueryKey(bookId) });
      void queryClient.invalidateQueries({ queryKey: BOOKS_QUERY_KEY });
    }
  }, [current, queryClient, bookId]);

  return {
    session: current,
    /** The answer to the last send, while the session still waits for it. */
    prompt,
    opening: open.isPending,
    loadError: open.error,
    /** A poll failed; the data shown is the last good one and the poll goes on. */
    refreshError: session.isRefetchError ? session.error : null,
    retryLoad: () => openSession(true),
    /** A finished session takes no more messages: the next change starts a session of its own. */
    startNew: () => openSession(false),
    send,
    confirm,
  };
}
