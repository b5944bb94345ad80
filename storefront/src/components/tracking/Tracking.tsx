import './Tracking.css';
import type { TrackingResultResponse } from '@fabelhaft/contracts';
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import journeyTexts from '../../i18n/texts/journey';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../i18n/LanguageProvider';
import { usePageTexts } from '../../i18n/page-texts';
import trackingTexts from '../../i18n/texts/tracking';
import { Loader } from '../Loader';
import { JourneyStepList } from '../journey/JourneyStepList';
import { useParcelOrderItem, useTracking } from './queries';
import {
  TRACKING_NUMBER_MAX,
  canSubmitTracking,
  carrierName,
  deliveryWindow,
  formatEventTime,
  safeCarrierUrl,
  eventKey,
  journeyKey,
  parcelJourney,
  trackingErrorKind,
  trackingStatusTone,
  trackingSteps,
} from './tracking-model';
import type { OrderItem } from '@fabelhaft/contracts';

/**
 * spec §2 Tracking: one text input, submit disabled when empty or while pending; the result is the status
 * and the estimated delivery (with the carrier and the parcel's events); §8 "We could not find that
 * shipment." for a number that is unknown or not the customer's, a generic error otherwise. `initialNumber`
 * (the page's `?number=`) fills the input and is looked up once.
 */
export function TrackingLookup({ initialNumber }: { initialNumber?: string }) {
  usePageTexts('tracking', trackingTexts);
  usePageTexts('journey', journeyTexts);
  const { t } = useTranslation();
  const inputId = useId();
  const hintId = useId();
  const [value, setValue] = useState(() => (initialNumber ?? '').trim().slice(0, TRACKING_NUMBER_MAX));
  // The number looked up: the page's `?number=` at once, then each one the customer sends. The answer is asked
  // again while the parcel moves (issue #24), so the page follows it without a reload.
  const [looked, setLooked] = useState(() => (initialNumber ?? '').trim().slice(0, TRACKING_NUMBER_MAX));
  const lookup = useTracking(looked);
  const item = useParcelOrderItem(lookup.data ? looked : '');
  const pending = lookup.isPending && lookup.fetchStatus === 'fetching';
  const canSubmit = canSubmitTracking(value, pending);
  // A lookup the customer started moves focus to its outcome; the one from the link does not take focus.
  const [focusOutcome, setFocusOutcome] = useState(false);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!canSubmit) return;
    setFocusOutcome(true);
    const number = value.trim();
    if (number === looked) void lookup.refetch();
    else setLooked(number);
  };

  // A failed background refresh keeps the parcel on show; the error is shown when there is nothing else.
  const errorKind = lookup.isError && !lookup.data ? trackingErrorKind(lookup.error) : undefined;

  return (
    <div className="tracking">
      <form className="card tracking-form" onSubmit={onSubmit} aria-busy={pending} noValidate>
        <div className="field">
          <label htmlFor={inputId}>{t('tracking.form.label')}</label>
          <input
            id={inputId}
            className="input tracking-input"
            type="text"
            name="number"
            value={value}
            maxLength={TRACKING_NUMBER_MAX}
            autoComplete="off"
            spellCheck={false}
            aria-describedby={hintId}
            onChange={(e) => setValue(e.target.value)}
          />
          <p id={hintId} className="tracking-hint">
            {t('tracking.form.hint')}
          </p>
        </div>
        <button type="submit" className="btn btn-primary tracking-submit" disabled={!canSubmit}>
          {pending ? t('tracking.form.pending') : t('tracking.form.submit')}
        </button>
      </form>

      {pending && <Loader label={t('tracking.form.pending')} />}
      {errorKind && <TrackingError kind={errorKind} focus={focusOutcome} />}
      {lookup.data && <TrackingResultView result={lookup.data} item={item} focus={focusOutcome} />}
    </div>
  );
}

function TrackingError({ kind, focus }: { kind: 'notFound' | 'tooMany' | 'generic'; focus: boolean }) {
  const { t } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  // Mounted once per failed lookup (a new lookup hides it while pending).
  useEffect(() => {
    if (focus) box.current?.focus();
  }, [focus]);
  return (
    <div
      ref={box}
      className="notice notice-danger tracking-error"
      role="alert"
      data-testid="tracking-error"
      data-kind={kind}
      tabIndex={-1}
    >
      <p className="tracking-error-text">{t(`tracking.error.${kind}`)}</p>
      {kind === 'notFound' && <p className="tracking-error-hint">{t('tracking.error.notFoundHint')}</p>}
    </div>
  );
}

/** One parcel: its status, the estimated delivery, the carrier with its own page, and the events (newest first). */
export function TrackingResultView({
  result,
  item,
  focus = false,
  timeZone,
}: {
  result: TrackingResultResponse;
  /** The customer's order item of this parcel, when found: its print job dates the steps before the parcel. */
  item?: Pick<OrderItem, 'print_events'>;
  focus?: boolean;
  /** Tests pin the zone; the browser shows times in the customer's own. */
  timeZone?: string;
}) {
  usePageTexts('tracking', trackingTexts);
  usePageTexts('journey', journeyTexts);
  const { t } = useTranslation();
  const { language } = useLanguage();
  const headingId = useId();
  const newTabId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  // Focus once per lookup the customer started, not again on each live refresh of the same parcel.
  useEffect(() => {
    if (focus) heading.current?.focus();
  }, [focus, result.tracking_number]);
  const journey = parcelJourney(result.status);

  const tone = trackingStatusTone(result.status);
  const delivery = deliveryWindow(result.estimated_delivery, language, timeZone);
  const carrier = carrierName(result.carrier);
  const carrierUrl = safeCarrierUrl(result.tracking_url);

  // A day never breaks across lines; the range breaks only at its dash.
  let eta: ReactNode;
  if (delivery?.kind === 'range')
    eta = (
      <>
        <span className="tracking-day">{delivery.from}</span> –{' '}
        <span className="tracking-day">{delivery.to}</span>
      </>
    );
  else if (delivery?.kind === 'day') eta = <span className="tracking-day">{delivery.date}</span>;
  else if (delivery?.kind === 'from') eta = t('tracking.result.windowFrom', { date: delivery.date });
  else if (delivery?.kind === 'to') eta = t('tracking.result.windowTo', { date: delivery.date });

  return (
    <section
      className="card tracking-result"
      aria-labelledby={headingId}
      data-testid="tracking-result"
      data-status={result.status}
      data-journey={journey}
    >
      <h2 id={headingId} ref={heading} tabIndex={-1} className="tracking-result-title">
        {t('tracking.result.label', { number: result.tracking_number })}
      </h2>
      <dl className="tracking-facts">
        <div>
          <dt>{t('tracking.result.status')}</dt>
          {/* Live: a parent who keeps the page open hears the parcel move on (issue #24). */}
          <dd aria-live="polite">
            <span
              className={`badge badge-${tone} tracking-status`}
              data-testid="tracking-status"
              data-tone={tone}
            >
              {t(journeyKey(journey))}
            </span>
          </dd>
        </div>
        {eta && (
          <div>
            <dt>{t('tracking.result.estimatedDelivery')}</dt>
            <dd className="tracking-eta" data-testid="tracking-eta">
              {eta}
            </dd>
          </div>
        )}
        <div>
          <dt>{t('tracking.result.carrier')}</dt>
          <dd data-testid="tracking-carrier">{carrier}</dd>
        </div>
      </dl>
      {carrierUrl && (
        <p className="tracking-carrier-link">
          <span id={newTabId} hidden>
            {t('tracking.result.newTab')}
          </span>
          <a
            className="btn btn-secondary btn-small"
            href={carrierUrl}
            target="_blank"
            rel="noopener noreferrer"
            aria-describedby={newTabId}
          >
            {t('tracking.result.carrierLink', { carrier })}
          </a>
        </p>
      )}
      {/* issue #24: the same seven steps as the book page, with their dates (ADR 0040). */}
      <JourneyStepList
        status={journey}
        steps={trackingSteps(result, item)}
        testId="tracking-steps"
        timeZone={timeZone}
      />
      <h3 className="tracking-events-title">{t('tracking.result.events')}</h3>
      {result.events.length > 0 ? (
        <ol className="tracking-events" aria-label={t('tracking.result.events')}>
          {result.events.map((event, index) => (
            <li key={`${event.at}-${index}`} className="tracking-event" data-testid="tracking-event">
              <time dateTime={event.at} className="tracking-event-time">
                {formatEventTime(event.at, language, timeZone)}
              </time>
              {/* issue #24: our own words for the carrier's event code, in the page's language; the carrier's
                  own words (in the language the tracking service asks it in, DHL_LANGUAGE) stay as a detail. */}
              <p className="tracking-event-status" data-testid="tracking-event-status">
                {t(eventKey(event))}
              </p>
              {event.description && (
                <p className="tracking-event-description" data-testid="tracking-event-carrier">
                  <span className="tracking-event-note">{t('journey.carrierNote')}</span> {event.description}
                </p>
              )}
              {event.location && <p className="tracking-event-location">{event.location}</p>}
            </li>
          ))}
        </ol>
      ) : (
        <p className="tracking-events-empty">{t('tracking.result.noEvents')}</p>
      )}
    </section>
  );
}
