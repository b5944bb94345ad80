import './Builder.css';
import type { BookPreviewResponse, BookStyle } from '@fabelhaft/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { navigate } from 'vike/client/router';
import { ApiError, useBff } from '../../api/client';
import { fromPreviewResponse } from '../books/book-model';
import { BOOKS_QUERY_KEY, previewQueryKey, usePreviewStatus } from '../books/queries';
import { previewQuotaLevel } from '../quota';
import { RequestPreviewsCard } from '../RequestPreviewsCard';
import { LIMITS_QUERY_KEY, useLimits } from '../UsageCard';
import { BuilderInfoCard, PreviewStatusCard, type CardStatus } from './PreviewStatusCard';
import { ReferenceImages } from './ReferenceImages';
import {
  AGE_RANGES,
  BOOK_LANGUAGES,
  BOOK_STYLES,
  DEFAULT_AGE,
  DEFAULT_AGE_RANGE,
  IDEA_MAX_LENGTH,
  buildRequest,
  clampAge,
  ideaState,
  progressKey,
  statusPhase,
  type AgeChoice,
  type BuilderValues,
  type UploadedImage,
} from './rules';
import { StyleSwatch } from './StyleSwatch';
import { usePageTexts } from '../../i18n/page-texts';
import builderTexts from '../../i18n/texts/builder';

/** What the builder's status poll reads: the preview response, or the book detail after a 400. */
/** crypto.randomUUID needs a secure context; a local http address may not be one. */
function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

const styleKey = (style: BookStyle) => (style === 'digital art' ? 'digitalArt' : style);

/** The builder page's content (spec §2 Builder, §4 builder flow, §5 rules, §8 errors). */
export function Builder() {
  // The builder texts ship with the pages that show them, not with every page (landing JS budget).
  usePageTexts('builder', builderTexts);
  const { t } = useTranslation();
  const api = useBff();
  const queryClient = useQueryClient();
  const limits = useLimits();
  const exhausted = limits.data ? previewQuotaLevel(limits.data.preview_remaining) === 'exhausted' : false;

  const [values, setValues] = useState<BuilderValues>({
    idea: '',
    age: { mode: 'specific', age: DEFAULT_AGE },
    mainLanguage: 'en',
    translationLanguage: '',
    translateNames: false,
    style: 'pixar',
    images: [],
  });
  const set = <K extends keyof BuilderValues>(key: K, value: BuilderValues[K]) =>
    setValues((v) => ({ ...v, [key]: value }));
  const [uploading, setUploading] = useState(false);
  const [bookId, setBookId] = useState<string>();

  // ADR 0011: one Idempotency-Key per submitted idea. Submitting the same request again after a failure
  // (a 503, a lost connection) reuses it, so the BFF answers the book it may already have made instead of
  // reserving a second preview; a changed request or a new idea after a success gets a new key.
  const submission = useRef<{ body: string; key: string }>(undefined);
  const create = useMutation({
    mutationFn: ({ body, key }: { body: string; key: string }) =>
      api<BookPreviewResponse>('/books/preview', {
        method: 'POST',
        headers: { 'idempotency-key': key },
        body,
      }),
    onSuccess: (res) => {
      submission.current = undefined;
      queryClient.setQueryData(previewQueryKey(res.book_id), fromPreviewResponse(res));
      setBookId(res.book_id);
      // spec §7: after creating a preview both the books and the limits are refreshed.
      void queryClient.invalidateQueries({ queryKey: BOOKS_QUERY_KEY });
    },
    // spec §7/§8: the limits are refreshed after a creation, and refetched after an error.
    onSettled: () => void queryClient.invalidateQueries({ queryKey: LIMITS_QUERY_KEY }),
  });

  // spec §4: poll every 3 s while the preview is in progress — the preview page's own query (usePreviewStatus),
  // so both share one poll and its answer. A failed poll stops polling and shows the error state with a retry.
  const preview = usePreviewStatus(bookId ?? '');
  const previewStatus = preview.data?.previewStatus;
  const phase = bookId ? statusPhase(previewStatus) : undefined;

  // spec §4: on complete, redirect once to the preview page.
  const redirected = useRef<string>(undefined);
  useEffect(() => {
    if (bookId && phase === 'complete' && redirected.current !== bookId) {
      redirected.current = bookId;
      void navigate(`/preview/${encodeURIComponent(bookId)}`);
    }
  }, [bookId, phase]);

  const running = create.isPending || phase === 'progress';
  const idea = ideaState(values.idea);
  const canSubmit = idea === 'ok' && !exhausted && !running && !uploading;

  const cardStatus: CardStatus = create.isPending
    ? 'creating'
    : bookId && preview.isError
      ? 'error'
      : bookId
        ? progressKey(previewStatus)
        : 'idle';

  // On a phone the status card sits below the form: bring it into view, so the progress is seen.
  const statusRef = useRef<HTMLDivElement>(null);
  function showStatus() {
    const card = statusRef.current;
    if (!card || card.getBoundingClientRect().top < window.innerHeight * 0.75) return;
    const still = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    card.scrollIntoView({ behavior: still ? 'auto' : 'smooth', block: 'start' });
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!canSubmit) return;
    setBookId(undefined);
    const body = JSON.stringify(buildRequest(values));
    if (submission.current?.body !== body) submission.current = { body, key: newIdempotencyKey() };
    create.mutate(submission.current);
    showStatus();
  }

  const error = create.error;
  const limitReached = error instanceof ApiError && error.status === 403;
  const errorText = limitReached
    ? error.detail === 'Preview limit reached' || !error.detail
      ? t('builder.errors.limitReached')
      : error.detail
    : t('builder.errors.create');

  return (
    <div className="container builder-layout">
      <form className="builder-form" onSubmit={submit} noValidate aria-label={t('builder.title')}>
        <BasicsSection values={values} set={set} />
        <LanguageSection values={values} set={set} />
        <StyleSection value={values.style} onChange={(s) => set('style', s)} />
        <section className="card builder-section" aria-labelledby="builder-images">
          <h2 id="builder-images" className="builder-section-title">
            {t('builder.sections.images')}
          </h2>
          <ReferenceImages
            images={values.images}
            onChange={(images: UploadedImage[]) => set('images', images)}
            quotaExhausted={exhausted}
            onUploadingChange={setUploading}
            {...(idea === 'ok' ? { idea: values.idea.trim() } : {})}
            language={values.mainLanguage}
            consent={values.photoConsent ?? false}
            onConsentChange={(consent) => set('photoConsent', consent)}
          />
        </section>

        {create.isError && (
          <p className="notice notice-danger builder-error" role="alert">
            {errorText}
          </p>
        )}
        {exhausted && <p className="notice notice-warning builder-error">{t('builder.quotaExhausted')}</p>}
        <div className="builder-submit">
          <button type="submit" className="btn btn-primary btn-large" disabled={!canSubmit}>
            {running ? t('builder.submitting') : t('builder.submit')}
          </button>
        </div>
      </form>

      <aside className="builder-aside">
        <div ref={statusRef} className="builder-status-anchor">
          <PreviewStatusCard
            status={cardStatus}
            bookId={bookId}
            noCover={phase === 'complete' && !preview.data?.coverUrl}
            onRetry={() => void preview.refetch()}
          />
        </div>
        <BuilderInfoCard />
        {exhausted && <RequestPreviewsCard />}
      </aside>
    </div>
  );
}

interface SectionProps {
  values: BuilderValues;
  set<K extends keyof BuilderValues>(key: K, value: BuilderValues[K]): void;
}

function BasicsSection({ values, set }: SectionProps) {
  const { t } = useTranslation();
  const ideaId = useId();
  const hintId = useId();
  const counterId = useId();
  const errorId = useId();
  const ageId = useId();
  const state = ideaState(values.idea);
  const invalid = state === 'tooShort' || state === 'tooLong';
  const age = values.age;

  const switchAge = (mode: AgeChoice['mode']) =>
    set('age', mode === 'specific' ? { mode, age: DEFAULT_AGE } : { mode, range: DEFAULT_AGE_RANGE });

  return (
    <section className="card builder-section" aria-labelledby="builder-basics">
      <h2 id="builder-basics" className="builder-section-title">
        {t('builder.sections.basics')}
      </h2>
      <div className="field">
        <label htmlFor={ideaId}>{t('builder.idea.label')}</label>
        <p id={hintId} className="builder-hint">
          {t('builder.idea.hint')}
        </p>
        <textarea
          id={ideaId}
          className="input builder-idea"
          rows={6}
          value={values.idea}
          placeholder={t('builder.idea.placeholder')}
          onChange={(e) => set('idea', e.target.value)}
          aria-invalid={invalid || undefined}
          aria-describedby={`${hintId} ${counterId}${invalid ? ` ${errorId}` : ''}`}
        />
        <div className="builder-idea-foot">
          {invalid ? (
            <p id={errorId} className="field-error" role="alert">
              {t(`builder.idea.${state}`)}
            </p>
          ) : (
            <span />
          )}
          <span
            id={counterId}
            className={`builder-counter${state === 'tooLong' ? ' is-over' : ''}`}
            data-testid="idea-counter"
          >
            {t('builder.idea.counter', { length: values.idea.length, max: IDEA_MAX_LENGTH })}
          </span>
        </div>
      </div>

      <fieldset className="builder-fieldset">
        <legend>{t('builder.age.legend')}</legend>
        <div className="builder-toggle">
          {(['specific', 'range'] as const).map((mode) => (
            <label key={mode} className={`builder-toggle-option${age.mode === mode ? ' is-checked' : ''}`}>
              <input
                type="radio"
                name="age-mode"
                value={mode}
                checked={age.mode === mode}
                onChange={() => switchAge(mode)}
              />
              {t(`builder.age.${mode}`)}
            </label>
          ))}
        </div>
        <div className="field">
          {age.mode === 'specific' ? (
            <>
              <label htmlFor={ageId}>{t('builder.age.specificLabel')}</label>
              <input
                id={ageId}
                className="input builder-age"
                type="number"
                inputMode="numeric"
                min={0}
                max={17}
                value={age.age}
                onChange={(e) => set('age', { mode: 'specific', age: clampAge(e.target.value) })}
              />
            </>
          ) : (
            <>
              <label htmlFor={ageId}>{t('builder.age.rangeLabel')}</label>
              <select
                id={ageId}
                className="input"
                value={age.range}
                onChange={(e) => set('age', { mode: 'range', range: e.target.value })}
              >
                {AGE_RANGES.map((range) => {
                  const [from, to] = range.replace(' years', '').split('-');
                  return (
                    <option key={range} value={range}>
                      {t('builder.age.rangeOption', { from, to })}
                    </option>
                  );
                })}
              </select>
            </>
          )}
          <p className="builder-hint">{t('builder.age.hint')}</p>
        </div>
      </fieldset>
    </section>
  );
}

function LanguageSection({ values, set }: SectionProps) {
  const { t } = useTranslation();
  const mainId = useId();
  const translationId = useId();
  const namesId = useId();
  return (
    <section className="card builder-section" aria-labelledby="builder-language">
      <h2 id="builder-language" className="builder-section-title">
        {t('builder.sections.language')}
      </h2>
      <div className="builder-row">
        <div className="field">
          <label htmlFor={mainId}>{t('builder.language.main')}</label>
          <select
            id={mainId}
            className="input"
            required
            value={values.mainLanguage}
            onChange={(e) => set('mainLanguage', e.target.value as BuilderValues['mainLanguage'])}
          >
            {BOOK_LANGUAGES.map((lang) => (
              <option key={lang} value={lang}>
                {t(`builder.language.names.${lang}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={translationId}>{t('builder.language.translation')}</label>
          <select
            id={translationId}
            className="input"
            value={values.translationLanguage}
            onChange={(e) =>
              set('translationLanguage', e.target.value as BuilderValues['translationLanguage'])
            }
          >
            <option value="">{t('builder.language.none')}</option>
            {BOOK_LANGUAGES.map((lang) => (
              <option key={lang} value={lang}>
                {t(`builder.language.names.${lang}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
      <p className="builder-hint">{t('builder.language.translationHint')}</p>
      {values.translationLanguage && (
        <label className="builder-check" htmlFor={namesId}>
          <input
            id={namesId}
            type="checkbox"
            checked={values.translateNames}
            onChange={(e) => set('translateNames', e.target.checked)}
          />
          {t('builder.language.translateNames')}
        </label>
      )}
    </section>
  );
}

function StyleSection({ value, onChange }: { value: BookStyle; onChange(style: BookStyle): void }) {
  const { t } = useTranslation();
  return (
    <section className="card builder-section" aria-labelledby="builder-style">
      <h2 id="builder-style" className="builder-section-title">
        {t('builder.sections.style')}
      </h2>
      <fieldset className="builder-fieldset">
        <legend className="visually-hidden">{t('builder.style.legend')}</legend>
        <div className="style-grid">
          {BOOK_STYLES.map((style) => (
            <label key={style} className={`style-option${value === style ? ' is-checked' : ''}`}>
              <input
                type="radio"
                name="style"
                className="visually-hidden"
                value={style}
                checked={value === style}
                onChange={() => onChange(style)}
              />
              <StyleSwatch style={style} />
              <span className="style-name">{t(`builder.style.names.${styleKey(style)}`)}</span>
              <span className="style-desc">{t(`builder.style.descriptions.${styleKey(style)}`)}</span>
            </label>
          ))}
        </div>
      </fieldset>
    </section>
  );
}
