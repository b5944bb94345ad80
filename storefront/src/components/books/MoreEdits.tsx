import './MoreEdits.css';
import type { LimitRequestResponse, LimitsResponse } from '@fabelhaft/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageTexts } from '../../i18n/page-texts';
import requestsTexts from '../../i18n/texts/requests';
import { useSubmitLimitRequest } from '../limit-requests/queries';
import { RequestForm } from '../limit-requests/RequestForm';
import { RequestSent } from '../limit-requests/RequestSent';
import { RequestState } from '../limit-requests/RequestState';
import { editQuotaLevel } from '../quota';

export interface MoreEditsProps {
  bookId: string;
  title: string;
  limits: LimitsResponse;
  /** The newest edit request for this book, if any. */
  request: LimitRequestResponse | undefined;
}

/**
 * spec §2 My books, for a paid book: the edits remaining with the §4 warning (exactly one left), and once they
 * are used up the amber more-edits box with its feedback field and submit and cancel buttons (§5: at least 10
 * characters; POST /limits/edit/request). Success and error show on this book's card only.
 */
export function MoreEdits({ bookId, title, limits, request }: MoreEditsProps) {
  usePageTexts('requests', requestsTexts);
  const { t } = useTranslation();
  const titleId = useId();
  const submit = useSubmitLimitRequest();
  const [open, setOpen] = useState(false);
  const [sent, setSent] = useState(false);
  const remaining = Math.max(0, limits.edit_remaining);
  const level = editQuotaLevel(limits.edit_remaining);
  const pending = request?.status === 'pending';
  return (
    <div className="book-card-edits" data-testid="book-edits" data-level={level}>
      <p className="book-card-edits-count">
        {t('requests.edits.remaining', { remaining, limit: limits.edit_limit })}
      </p>
      {level === 'warning' && (
        <p className="notice notice-warning" role="status">
          {t('requests.edits.warning')}
        </p>
      )}
      {level === 'exhausted' && (
        <section className="more-edits" aria-labelledby={titleId} data-testid="more-edits">
          <h3 id={titleId} className="more-edits-title">
            {t('requests.edits.title')}
          </h3>
          <p>{t('requests.edits.text')}</p>
          {sent && <RequestSent />}
          {request && <RequestState request={request} />}
          {!pending &&
            (open ? (
              <RequestForm
                label={t('requests.edits.label', { title })}
                working={submit.isPending}
                onCancel={() => setOpen(false)}
                onSubmit={async (message) => {
                  setSent(false);
                  await submit.mutateAsync({ kind: 'edit', bookId, message });
                  setSent(true);
                  setOpen(false);
                }}
              />
            ) : (
              <button
                type="button"
                className="btn btn-secondary btn-small"
                onClick={() => {
                  setSent(false);
                  setOpen(true);
                }}
              >
                {t('requests.edits.open')}
              </button>
            ))}
        </section>
      )}
    </div>
  );
}
