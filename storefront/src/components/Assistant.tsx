import './Assistant.css';
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { usePublicConfig } from '../config';
import { FoxHead } from './illustrations/shapes';

/** spec §3 "Chat message (local only)". */
export interface ChatMessage {
  id: string;
  role: 'user' | 'assistant';
  content: string;
  /** ISO 8601. */
  timestamp: string;
}

/** spec §1/§9: the assistant answers only with a fixed default reply, after 500 ms. */
export const ASSISTANT_REPLY_DELAY_MS = 500;

const FOCUSABLE =
  'a[href], button:not([disabled]), textarea:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * The floating assistant: a button that opens a modal chat dialog. Messages live only in this component's
 * state (spec §2: local only); nothing is sent anywhere.
 */
export function Assistant({ initiallyOpen = false }: { initiallyOpen?: boolean }) {
  const { t, i18n } = useTranslation();
  const { supportEmail } = usePublicConfig();
  const [open, setOpen] = useState(initiallyOpen);
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [draft, setDraft] = useState('');
  const [waiting, setWaiting] = useState(0);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  const seq = useRef(0);
  const fabRef = useRef<HTMLButtonElement>(null);
  const dialogRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const logRef = useRef<HTMLDivElement>(null);
  const wasOpen = useRef(false);
  const titleId = useId();
  const introId = useId();
  const inputId = useId();

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach(clearTimeout);
  }, []);

  // Focus moves into the dialog on open and back to the button that opened it on close.
  useEffect(() => {
    if (open) inputRef.current?.focus();
    else if (wasOpen.current) fabRef.current?.focus();
    wasOpen.current = open;
  }, [open]);

  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [messages, waiting, open]);

  const message = (role: ChatMessage['role'], content: string): ChatMessage => ({
    id: `${role}-${Date.now().toString(36)}-${++seq.current}`,
    role,
    content,
    timestamp: new Date().toISOString(),
  });

  const send = (e?: FormEvent) => {
    e?.preventDefault();
    const content = draft.trim();
    if (!content) return;
    setMessages((m) => [...m, message('user', content)]);
    setDraft('');
    setWaiting((n) => n + 1);
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      setWaiting((n) => n - 1);
      setMessages((m) => [...m, message('assistant', t('assistant.defaultReply', { email: supportEmail }))]);
    }, ASSISTANT_REPLY_DELAY_MS);
    timers.current.add(timer);
  };

  const onDialogKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key === 'Escape') {
      e.stopPropagation();
      setOpen(false);
      return;
    }
    // aria-modal: Tab cycles inside the dialog instead of wandering into the page behind it.
    if (e.key !== 'Tab' || !dialogRef.current) return;
    const items = Array.from(dialogRef.current.querySelectorAll<HTMLElement>(FOCUSABLE));
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) return;
    if (e.shiftKey && document.activeElement === first) {
      e.preventDefault();
      last.focus();
    } else if (!e.shiftKey && document.activeElement === last) {
      e.preventDefault();
      first.focus();
    }
  };

  const onInputKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter sends, Shift+Enter starts a new line (as in most chats).
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      send();
    }
  };

  const time = new Intl.DateTimeFormat(i18n.language, { hour: '2-digit', minute: '2-digit' });

  return (
    <aside className="assistant" aria-label={t('assistant.title')}>
      {!open && (
        <button
          ref={fabRef}
          type="button"
          className="assistant-fab"
          aria-haspopup="dialog"
          onClick={() => setOpen(true)}
        >
          <svg className="assistant-fab-icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
            <path
              d="M4 5.5A2.5 2.5 0 0 1 6.5 3h11A2.5 2.5 0 0 1 20 5.5v8a2.5 2.5 0 0 1-2.5 2.5H11l-4.5 4v-4h0A2.5 2.5 0 0 1 4 13.5z"
              fill="currentColor"
            />
            <path
              className="assistant-fab-lines"
              d="M8.5 9.5h7M8.5 12.5h4"
              strokeWidth="1.8"
              strokeLinecap="round"
            />
          </svg>
          <span className="assistant-fab-text">{t('assistant.open')}</span>
          <span className="visually-hidden"> {t('assistant.openLabel')}</span>
        </button>
      )}
      {open && (
        <>
          <div className="assistant-scrim" aria-hidden="true" onClick={() => setOpen(false)} />
          <div
            ref={dialogRef}
            className="assistant-dialog"
            role="dialog"
            aria-modal="true"
            aria-labelledby={titleId}
            aria-describedby={introId}
            onKeyDown={onDialogKeyDown}
          >
            <div className="assistant-head">
              <svg
                className="ill assistant-avatar"
                viewBox="-28 -34 56 62"
                width="40"
                height="40"
                aria-hidden="true"
              >
                <FoxHead x={0} y={0} />
              </svg>
              <div className="assistant-head-text">
                <h2 id={titleId} className="assistant-title">
                  {t('assistant.title')}
                </h2>
                <p className="assistant-subtitle">{t('assistant.subtitle')}</p>
              </div>
              <button
                type="button"
                className="assistant-close"
                aria-label={t('assistant.close')}
                onClick={() => setOpen(false)}
              >
                <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
                  <path
                    d="M6 6l12 12M18 6L6 18"
                    stroke="currentColor"
                    strokeWidth="2.2"
                    strokeLinecap="round"
                  />
                </svg>
              </button>
            </div>
            <div ref={logRef} className="assistant-log" role="log" aria-label={t('assistant.messages')}>
              <p id={introId} className="assistant-bubble assistant-bubble-assistant">
                {t('assistant.intro')}
              </p>
              {messages.map((m) => (
                <div key={m.id} className={`assistant-bubble assistant-bubble-${m.role}`} data-role={m.role}>
                  <span className="visually-hidden">
                    {t(`assistant.${m.role === 'user' ? 'you' : 'assistant'}`)}:{' '}
                  </span>
                  <p className="assistant-bubble-text">{m.content}</p>
                  <time className="assistant-time" dateTime={m.timestamp}>
                    {time.format(new Date(m.timestamp))}
                  </time>
                </div>
              ))}
              {waiting > 0 && (
                <p className="assistant-bubble assistant-bubble-assistant assistant-typing">
                  <span className="assistant-dots" aria-hidden="true">
                    <span />
                    <span />
                    <span />
                  </span>
                  <span className="visually-hidden">{t('assistant.typing')}</span>
                </p>
              )}
            </div>
            <form className="assistant-form" onSubmit={send}>
              <label htmlFor={inputId} className="visually-hidden">
                {t('assistant.inputLabel')}
              </label>
              <textarea
                ref={inputRef}
                id={inputId}
                className="input assistant-input"
                rows={2}
                value={draft}
                placeholder={t('assistant.placeholder')}
                onChange={(e) => setDraft(e.target.value)}
                onKeyDown={onInputKeyDown}
              />
              <button type="submit" className="btn btn-primary assistant-send" disabled={!draft.trim()}>
                {t('assistant.send')}
              </button>
              <p className="assistant-privacy">{t('assistant.privacy')}</p>
            </form>
          </div>
        </>
      )}
    </aside>
  );
}
