import './JourneyStepList.css';
import type { JourneyStatus, JourneyStepView } from '@fabelhaft/contracts/journey';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../i18n/LanguageProvider';
import { usePageTexts } from '../../i18n/page-texts';
import approvalTexts from '../../i18n/texts/approval';
import journeyTexts from '../../i18n/texts/journey';
import { formatDate } from '../orders/order-model';
import { journeyKey } from '../tracking/tracking-model';

/**
 * issue #24 (ADR 0040): the seven steps after approving (Approved … Delivered), each with its state and, where
 * known, the date it was reached — one list for the book page and /tracking, worded by libs/contracts journey.ts.
 */
export function JourneyStepList({
  status,
  steps,
  testId,
  timeZone,
}: {
  status: JourneyStatus;
  steps: JourneyStepView[];
  testId: string;
  /** Tests pin the zone; the browser shows dates in the customer's own. */
  timeZone?: string;
}) {
  usePageTexts('approval', approvalTexts);
  usePageTexts('journey', journeyTexts);
  const { t } = useTranslation();
  const { language } = useLanguage();
  return (
    <ol
      className="print-steps"
      aria-label={t('approval.progress.stepsLabel')}
      data-testid={testId}
      data-journey={status}
    >
      {steps.map(({ status: shown, state, at }, i) => {
        const date = formatDate(at, language, timeZone);
        return (
          <li
            key={i}
            className="print-step"
            data-step={shown}
            data-state={state}
            aria-current={state === 'current' ? 'step' : undefined}
          >
            <span className="print-step-dot" aria-hidden="true">
              {state === 'done' ? '✓' : i + 1}
            </span>
            <span className="print-step-text">
              <span className="print-step-name">{t(journeyKey(shown))}</span>
              {state !== 'upcoming' && (
                <span className="visually-hidden">
                  {' '}
                  ({state === 'done' ? t('approval.progress.stepDone') : t('approval.progress.stepCurrent')})
                </span>
              )}
              {date && at && (
                <time className="print-step-date" dateTime={at}>
                  {date}
                </time>
              )}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
