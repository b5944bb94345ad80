import type { LimitRequestResponse } from '@fabelhaft/contracts';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../i18n/LanguageProvider';
import { usePageTexts } from '../../i18n/page-texts';
import requestsTexts from '../../i18n/texts/requests';
import { formatDateTime } from '../books/book-model';

/** The state of the customer's request (issue #13): pending, approved with what was granted, rejected with why. */
export function RequestState({ request }: { request: LimitRequestResponse }) {
  usePageTexts('requests', requestsTexts);
  const { t } = useTranslation();
  const { language } = useLanguage();
  const tone =
    request.status === 'approved' ? 'success' : request.status === 'rejected' ? 'danger' : 'warning';
  const text =
    request.status === 'approved'
      ? t(`requests.state.approved_${request.kind}`, { count: request.granted ?? 0 })
      : request.status === 'rejected'
        ? t('requests.state.rejected', { reason: request.reason ?? '' })
        : t('requests.state.pending', { date: formatDateTime(request.created_at, language) });
  return (
    <p
      className={`notice notice-${tone} request-state`}
      role="status"
      data-testid={`request-state-${request.kind}`}
      data-status={request.status}
    >
      {text}
    </p>
  );
}
