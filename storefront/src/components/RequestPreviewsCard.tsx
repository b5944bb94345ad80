import './RequestPreviewsCard.css';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageTexts } from '../i18n/page-texts';
import accountTexts from '../i18n/texts/account';
import requestsTexts from '../i18n/texts/requests';
import { useLimitRequests, useSubmitLimitRequest } from './limit-requests/queries';
import { latestRequest } from './limit-requests/request-model';
import { RequestForm } from './limit-requests/RequestForm';
import { RequestSent } from './limit-requests/RequestSent';
import { RequestState } from './limit-requests/RequestState';
import { LIMITS_QUERY_KEY } from './UsageCard';

/**
 * Shown when the preview quota is used up (spec §2 account and builder): the state of the customer's latest
 * request for more previews, and the request form (§5: at least 10 characters, POST /limits/preview/request)
 * while none is pending — one open request per customer and kind (§3).
 */
export function RequestPreviewsCard() {
  // The account texts ship with the pages that show them, not with every page (landing JS budget).
  usePageTexts('account', accountTexts);
  usePageTexts('requests', requestsTexts);
  const { t } = useTranslation();
  const titleId = useId();
  const requests = useLimitRequests();
  const submit = useSubmitLimitRequest();
  const [sent, setSent] = useState(false);
  const latest = latestRequest(requests.data, 'preview');
  const pending = latest?.status === 'pending';
  const queryClient = useQueryClient();
  const approvedId = latest?.status === 'approved' ? latest.id : undefined;
  // An approval raised the quota: the limits are read again, and the builder works again (issue #13).
  useEffect(() => {
    if (approvedId) void queryClient.invalidateQueries({ queryKey: LIMITS_QUERY_KEY });
  }, [approvedId, queryClient]);
  return (
    <section className="card request-card" aria-labelledby={titleId} data-testid="request-previews">
      <h2 id={titleId} className="request-title">
        {t('account.request.title')}
      </h2>
      <p>{t('account.request.text')}</p>
      {sent && <RequestSent />}
      {latest && <RequestState request={latest} />}
      {!pending && requests.isSuccess && (
        <RequestForm
          label={t('requests.previews.label')}
          working={submit.isPending}
          onSubmit={async (message) => {
            setSent(false);
            await submit.mutateAsync({ kind: 'preview', message });
            setSent(true);
          }}
        />
      )}
    </section>
  );
}
