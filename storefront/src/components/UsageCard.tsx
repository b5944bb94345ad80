import './UsageCard.css';
import { useQuery } from '@tanstack/react-query';
import type { LimitsResponse } from '@fabelhaft/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, useBff } from '../api/client';
import { Loader } from './Loader';
import { editQuotaLevel, previewQuotaLevel, type QuotaLevel } from './quota';
import { RequestPreviewsCard } from './RequestPreviewsCard';
import { useLimitRequests } from './limit-requests/queries';
import { recentDecision } from './limit-requests/request-model';
import { RequestState } from './limit-requests/RequestState';
import { usePageTexts } from '../i18n/page-texts';
import accountTexts from '../i18n/texts/account';

/** Shared with the builder, which refreshes the limits after creating a preview (spec §7). */
export const LIMITS_QUERY_KEY = ['limits'] as const;

/** GET /limits: preview_limit, preview_remaining, edit_limit, edit_remaining (spec §3, §7). */
export function useLimits(enabled = true) {
  const api = useBff();
  return useQuery({ queryKey: LIMITS_QUERY_KEY, enabled, queryFn: () => api<LimitsResponse>('/limits') });
}

/** The account's usage column: the usage card, and the request card once previews are exhausted (spec §2). */
export function AccountUsage() {
  // The account texts ship with the pages that show them, not with every page (landing JS budget).
  usePageTexts('account', accountTexts);
  const limits = useLimits();
  const exhausted = limits.data ? previewQuotaLevel(limits.data.preview_remaining) === 'exhausted' : false;
  return (
    <div className="account-usage">
      <UsageCard />
      {exhausted ? <RequestPreviewsCard /> : limits.data && <RecentDecision />}
    </div>
  );
}

/** Once previews are available again, the answer to the latest request stays visible for a while. */
function RecentDecision() {
  const requests = useLimitRequests();
  const decided = recentDecision(requests.data);
  return decided ? <RequestState request={decided} /> : null;
}

/** The account's usage card (spec §2): previews and edits remaining of their limits, with §4 warnings. */
export function UsageCard() {
  // The account texts ship with the pages that show them, not with every page (landing JS budget).
  usePageTexts('account', accountTexts);
  const limits = useLimits();
  return (
    <UsageCardView
      limits={limits.data}
      isLoading={limits.isPending}
      error={limits.error}
      onRetry={() => void limits.refetch()}
    />
  );
}

export interface UsageCardViewProps {
  limits: LimitsResponse | undefined;
  isLoading: boolean;
  error: unknown;
  onRetry(): void;
}

export function UsageCardView({ limits, isLoading, error, onRetry }: UsageCardViewProps) {
  // The account texts ship with the pages that show them, not with every page (landing JS budget).
  usePageTexts('account', accountTexts);
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <section className="card usage-card" aria-labelledby={titleId} aria-busy={isLoading}>
      <h2 id={titleId} className="usage-title">
        {t('account.usage.title')}
      </h2>
      <p className="usage-lead">{t('account.usage.lead')}</p>
      {limits ? (
        <div className="usage-meters">
          <Meter
            kind="preview"
            label={t('account.usage.previews')}
            remaining={limits.preview_remaining}
            limit={limits.preview_limit}
            level={previewQuotaLevel(limits.preview_remaining)}
          />
          <Meter
            kind="edit"
            label={t('account.usage.edits')}
            remaining={limits.edit_remaining}
            limit={limits.edit_limit}
            level={editQuotaLevel(limits.edit_remaining)}
          />
        </div>
      ) : isLoading ? (
        <Loader label={t('account.usage.loading')} />
      ) : (
        <div className="notice notice-danger usage-error" role="alert">
          <p>
            <strong>{t('account.usage.error')}</strong> {/* spec §8: the server's detail when it sent one. */}
            {error instanceof ApiError && error.detail ? error.detail : t('account.usage.errorGeneric')}
          </p>
          <button type="button" className="btn btn-secondary btn-small" onClick={onRetry}>
            {t('account.usage.retry')}
          </button>
        </div>
      )}
    </section>
  );
}

function Meter(props: {
  kind: 'preview' | 'edit';
  label: string;
  remaining: number;
  limit: number;
  level: QuotaLevel;
}) {
  const { t } = useTranslation();
  const { kind, label, limit, level } = props;
  // A negative remainder (granted back later) still reads as "0 of N" to the customer.
  const remaining = Math.max(0, props.remaining);
  const share = limit > 0 ? Math.min(100, (remaining / limit) * 100) : 0;
  return (
    <div className={`usage-meter usage-meter-${level}`} data-testid={`usage-${kind}`} data-level={level}>
      <p className="usage-meter-label">{label}</p>
      <p className="usage-meter-value">{t('account.usage.remaining', { remaining, limit })}</p>
      <div className="usage-bar" aria-hidden="true">
        <span className="usage-bar-fill" style={{ width: `${share}%` }} />
      </div>
      {level === 'warning' && (
        <p className="notice notice-warning usage-notice" role="status">
          {kind === 'preview'
            ? t('account.usage.previewWarning', { count: remaining })
            : t('account.usage.editWarning')}
        </p>
      )}
      {level === 'exhausted' && (
        <p className="notice notice-danger usage-notice" role="status">
          <strong>{t(`account.usage.${kind}Exhausted`)}</strong> {t(`account.usage.${kind}ExhaustedText`)}
        </p>
      )}
    </div>
  );
}
