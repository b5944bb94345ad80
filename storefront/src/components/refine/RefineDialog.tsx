import './RefineDialog.css';
import {
  useEffect,
  useId,
  useRef,
  useState,
  type FormEvent,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../i18n/LanguageProvider';
import type { UiLanguage } from '../../i18n/language';
import { usePageTexts } from '../../i18n/page-texts';
import refineTexts from '../../i18n/texts/refine';
import { Loader } from '../Loader';
import { useLimits } from '../UsageCard';
import { useModalDialog } from '../use-modal-dialog';
import { useRefinement } from './queries';
import {
  canConfirm,
  canSend,
  clarificationOf,
  failureDetail,
  isUserMessage,
  isWorking,
  sessionTone,
  targetName,
  type PlannedChange,
  type RefineFailure,
  type RefineMessage,
} from './refine-model';
import { useRefusalText } from '../../api/refusal';

export interface RefineDialogProps {
  bookId: string;
  /** Viewer page numbers in view (cover = 1), in reading order; the first is "this page". */
  focusPages: readonly number[];
  onClose(): void;
}

/**
 * spec §2 Refinement dialog, §4 session rules: a chat about the book with a status badge, the messages, the
 * planner's question, the planned changes, a hint naming the page in view, a message box, a notes box and
 * Confirm. 640 px high (the whole screen on a phone). Modal: focus starts on Close, Tab stays inside, Escape
 * closes unless a message or confirmation is on its way, focus returns to the Refine button.
 */
export function RefineDialog({ bookId, focusPages, onClose }: RefineDialogProps) {
  usePageTexts('refine', refineTexts);
  const { t } = useTranslation();
  const { language } = useLanguage();
  const titleId = useId();
  const hintId = useId();
  const messageId = useId();
  const messageHintId = useId();
  const notesId = useId();
  const planId = useId();
  const conversationId = useId();
  const bodyRef = useRef<HTMLDivElement>(null);
  const [message, setMessage] = useState('');
  const [notes, setNotes] = useState('');

  const refinement = useRefinement(bookId);
  const { session, send, confirm } = refinement;
  const limits = useLimits();
  const status = session?.status;
  const working = send.isPending || confirm.isPending;
  const { dialogRef, cancelRef, onKeyDown } = useModalDialog({ working, onCancel: onClose });

  const sendable = canSend({ status, sending: send.isPending, message });
  const confirmable = canConfirm({ session, confirming: confirm.isPending });
  const clarification = clarificationOf(session, refinement.prompt);
  const changes = session?.latest_plan?.planned_changes ?? [];
  const messages = session?.messages ?? [];
  const statusLabel = status ? t(`refine.status.${status}`, { defaultValue: status }) : '';

  // The page behind does not scroll while the dialog is open.
  useEffect(() => {
    const root = document.documentElement;
    root.classList.add('refine-open');
    return () => root.classList.remove('refine-open');
  }, []);

  // The newest message (and the lines under it) in view as the conversation grows.
  const lastMessageId = messages[messages.length - 1]?.id;
  useEffect(() => {
    const body = bodyRef.current;
    if (body) body.scrollTop = body.scrollHeight;
  }, [lastMessageId, status]);

  const submitMessage = () => {
    if (!sendable) return;
    send.reset();
    send.mutate({ message, focusPages: [...focusPages] }, { onSuccess: () => setMessage('') });
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submitMessage();
  };
  // spec §2 (issue #14): Enter sends, Shift+Enter starts a new line; an IME composition keeps its Enter.
  const onMessageKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    submitMessage();
  };
  const onConfirm = () => {
    if (!confirmable) return;
    confirm.reset();
    confirm.mutate(notes, {
      onSuccess: () => {
        setNotes('');
        // Confirm is disabled now; focus stays in the dialog, on the conversation that shows the progress.
        bodyRef.current?.focus();
      },
    });
  };

  const remaining = limits.data ? Math.max(0, limits.data.edit_remaining) : undefined;

  return (
    <>
      <div className="books-scrim" aria-hidden="true" onClick={working ? undefined : onClose} />
      <div
        ref={dialogRef}
        className="refine-dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={hintId}
        aria-busy={refinement.opening}
        onKeyDown={onKeyDown}
        data-testid="refine-dialog"
      >
        <header className="refine-head">
          <h2 id={titleId} className="refine-title">
            {t('refine.title')}
          </h2>
          {status && (
            <span
              className={`badge badge-${sessionTone(status)} refine-status`}
              data-status={status}
              data-tone={sessionTone(status)}
              data-testid="refine-status"
            >
              {statusLabel}
            </span>
          )}
          <button
            ref={cancelRef}
            type="button"
            className="btn btn-secondary btn-small refine-close"
            onClick={onClose}
          >
            {t('refine.close')}
          </button>
        </header>

        <p id={hintId} className="refine-focus" data-testid="refine-focus">
          {focusHint(focusPages, t)}
        </p>

        <div
          ref={bodyRef}
          className="refine-body"
          role="region"
          aria-labelledby={conversationId}
          // A scrolling area must be reachable by keyboard (axe scrollable-region-focusable).
          tabIndex={0}
        >
          <h3 id={conversationId} className="visually-hidden">
            {t('refine.conversation')}
          </h3>
          {refinement.loadError ? (
            <FailureLine kind="load" error={refinement.loadError} bookId={bookId}>
              <button
                type="button"
                className="btn btn-secondary btn-small"
                disabled={refinement.opening}
                onClick={refinement.retryLoad}
              >
                {t('refine.error.retry')}
              </button>
            </FailureLine>
          ) : (
            !session && <Loader label={t('refine.loading')} />
          )}

          {/* spec §2 message list, inside a log, so new messages are read out as they arrive. */}
          <div role="log" aria-labelledby={conversationId}>
            <ol className="refine-messages">
              {messages.map((m) => (
                <MessageItem key={m.id} message={m} language={language} />
              ))}
            </ol>
          </div>
          {session && messages.length === 0 && <p className="refine-empty">{t('refine.empty')}</p>}

          {clarification && (
            <div className="refine-clarify" data-testid="refine-clarification">
              <p className="refine-clarify-title">{t('refine.clarify.title')}</p>
              <p className="refine-clarify-text">{clarification}</p>
            </div>
          )}

          {changes.length > 0 && (
            <section className="refine-plan" aria-labelledby={planId} data-testid="refine-plan">
              <h3 id={planId} className="refine-plan-title">
                {t('refine.plan.title')}
              </h3>
              <ul className="refine-plan-list">
                {changes.map((change, i) => (
                  <PlanItem key={`${i}-${change.target_type}-${change.action}`} change={change} />
                ))}
              </ul>
            </section>
          )}

          {isWorking(status) && <p className="notice notice-warning refine-line">{t('refine.working')}</p>}
          {status === 'completed' && (
            <p className="notice notice-success refine-line" data-testid="refine-completed">
              {t('refine.completed')}
            </p>
          )}
          {status === 'failed' && (
            <p className="notice notice-danger refine-line" data-testid="refine-failed">
              {t('refine.failed')}
              {session?.error ? ` ${session.error}` : ''}
            </p>
          )}
          {refinement.refreshError && (
            <FailureLine kind="refresh" error={refinement.refreshError} bookId={bookId} />
          )}
          {(status === 'completed' || status === 'failed') && (
            <button
              type="button"
              className="btn btn-secondary btn-small refine-again"
              disabled={refinement.opening}
              onClick={refinement.startNew}
            >
              {t('refine.again')}
            </button>
          )}
        </div>

        <form className="refine-compose" onSubmit={onSubmit}>
          <label htmlFor={messageId} className="refine-label">
            {t('refine.message.label')}
          </label>
          <div className="refine-row">
            <textarea
              id={messageId}
              className="input refine-input"
              rows={2}
              value={message}
              aria-describedby={messageHintId}
              onChange={(event) => setMessage(event.target.value)}
              onKeyDown={onMessageKeyDown}
            />
            <button type="submit" className="btn btn-primary btn-small refine-send" disabled={!sendable}>
              {send.isPending ? t('refine.message.sending') : t('refine.message.send')}
            </button>
          </div>
          <p id={messageHintId} className="refine-small">
            {t('refine.message.hint')}
          </p>
          {send.isError && <FailureLine kind="send" error={send.error} bookId={bookId} />}
        </form>

        <div className="refine-confirm">
          <label htmlFor={notesId} className="refine-label">
            {t('refine.notes.label')}
          </label>
          <div className="refine-row">
            <textarea
              id={notesId}
              className="input refine-input refine-notes"
              rows={1}
              value={notes}
              onChange={(event) => setNotes(event.target.value)}
            />
            <button
              type="button"
              className="btn btn-primary btn-small refine-confirm-button"
              disabled={!confirmable}
              onClick={onConfirm}
            >
              {confirm.isPending ? t('refine.confirm.working') : t('refine.confirm.button')}
            </button>
          </div>
          {remaining !== undefined && limits.data && (
            <p className="refine-small" data-testid="refine-edits">
              {remaining > 0 ? (
                t('refine.confirm.uses', { remaining, limit: limits.data.edit_limit })
              ) : (
                <>
                  {t('refine.confirm.none')} <MoreEditsLink bookId={bookId} />
                </>
              )}
            </p>
          )}
          {confirm.isError && <FailureLine kind="confirm" error={confirm.error} bookId={bookId} />}
        </div>

        {/* The session's status, read out when it changes (the badge alone is silent). */}
        <p className="visually-hidden" role="status" aria-live="polite" aria-atomic="true">
          {status ? t('refine.statusLabel', { status: statusLabel }) : ''}
        </p>
      </div>
    </>
  );
}

type Translate = ReturnType<typeof useTranslation>['t'];

/** "You are looking at page 5 – say 'this page' to mean it" (both pages of an open spread). */
function focusHint(pages: readonly number[], t: Translate): string {
  const [first, second] = pages;
  if (first === undefined) return '';
  return second === undefined
    ? t('refine.focus.one', { page: first })
    : t('refine.focus.two', { first, second });
}

/** spec §8: each failure has its own text, with the server's detail where it gave one. */
function FailureLine({
  kind,
  error,
  bookId,
  children,
}: {
  kind: RefineFailure;
  error: unknown;
  bookId: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const word = useRefusalText();
  const { quotaExhausted } = failureDetail(error);
  const detail = word(error, '');
  return (
    <div className="notice notice-danger refine-line" role="alert" data-testid={`refine-error-${kind}`}>
      <p className="refine-error-text">
        {t(`refine.error.${kind}`)}
        {detail ? ` ${detail}` : ''}
      </p>
      {quotaExhausted && <MoreEditsLink bookId={bookId} />}
      {children}
    </div>
  );
}

/** The edit-request form (issue #13) is on the book's card in My books. */
function MoreEditsLink({ bookId }: { bookId: string }) {
  const { t } = useTranslation();
  return <a href={`/books#book-${encodeURIComponent(bookId)}`}>{t('refine.moreEdits')}</a>;
}

function MessageItem({ message, language }: { message: RefineMessage; language: UiLanguage }) {
  const { t } = useTranslation();
  const mine = isUserMessage(message);
  return (
    <li
      className={mine ? 'refine-message refine-message-user' : 'refine-message refine-message-other'}
      data-role={message.role}
    >
      <span className="refine-message-who">{mine ? t('refine.you') : t('refine.other')}</span>
      <p className="refine-message-text">{message.content}</p>
      <time className="refine-message-time" dateTime={message.created_at}>
        {formatMessageTime(message.created_at, language)}
      </time>
    </li>
  );
}

function PlanItem({ change }: { change: PlannedChange }) {
  const { t } = useTranslation();
  const target = targetName(change.target_identifier);
  const where =
    target.kind === 'page'
      ? t('refine.plan.target.page', { page: target.page })
      : target.kind === 'character'
        ? t('refine.plan.target.character', { name: target.name })
        : target.kind === 'book'
          ? t('refine.plan.target.book')
          : target.text;
  return (
    <li className="refine-plan-item" data-target-type={change.target_type} data-action={change.action}>
      <p className="refine-plan-what">
        <strong>{where}</strong>
        <span className="refine-plan-kind">
          {t(`refine.plan.type.${change.target_type}`, { defaultValue: change.target_type })}
          {' · '}
          {t(`refine.plan.action.${change.action}`, { defaultValue: change.action })}
        </span>
      </p>
      {change.rationale && <p className="refine-plan-why">{change.rationale}</p>}
    </li>
  );
}

/** A message's time (spec §2 created_at time); the date too when it is not from today. */
export function formatMessageTime(iso: string, language: UiLanguage, now: Date = new Date()): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const locale = language === 'de' ? 'de-DE' : 'en-GB';
  const today = date.toDateString() === now.toDateString();
  return new Intl.DateTimeFormat(
    locale,
    today ? { timeStyle: 'short' } : { dateStyle: 'medium', timeStyle: 'short' },
  ).format(date);
}
