import type { ViewerPage } from '@fabelhaft/contracts';
import type { BookLanguage } from '@fabelhaft/contracts/constants';
import { useEffect, useEffectEvent, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageTexts } from '../../../i18n/page-texts';
import './read-aloud.css';
import texts from './read-aloud-texts';
import { choicesOf, readingsOf, startAt, type ReadingChoice } from './read-aloud-model';

type Status = 'idle' | 'playing' | 'paused' | 'finished' | 'failed';

export interface ReadAloudPlayerProps {
  /** The book's pages in reading order (spec §3 Viewer data, issue #28 `audio`). */
  pages: readonly ViewerPage[];
  /** The languages the book is read in (viewer data `audio_languages`, main first). */
  languages: readonly BookLanguage[];
  /** The pages in view (indexes into `pages`). */
  visible: readonly number[];
  /** Turns the book so that this page is in view (the reading went on to it). */
  onShow(page: number): void;
}

/**
 * issue #28: reads the book aloud — the pages in view first, then page by page, turning the book when a page's
 * reading ends, until paused or the book ends. For a bilingual book a choice of language, or both one after the
 * other. A separate component with one hook into the viewer (its pages in view and a way to turn to a page).
 */
export function ReadAloudPlayer({ pages, languages, visible, onShow }: ReadAloudPlayerProps) {
  usePageTexts('readAloud', texts);
  const { t, i18n } = useTranslation();
  const selectId = useId();
  const audioRef = useRef<HTMLAudioElement>(null);
  const [choice, setChoice] = useState<ReadingChoice>(languages[0] ?? 'both');
  const [status, setStatus] = useState<Status>('idle');
  const [current, setCurrent] = useState(-1);
  const readings = useMemo(() => readingsOf(pages, choice, languages), [pages, choice, languages]);
  const choices = choicesOf(languages);
  const reading = readings[current];

  const names = useMemo(() => {
    const display = new Intl.DisplayNames([i18n.language], { type: 'language' });
    return (language: string) => {
      const name = display.of(language) ?? language;
      return name.charAt(0).toLocaleUpperCase(i18n.language) + name.slice(1);
    };
  }, [i18n.language]);

  const playFrom = (index: number) => {
    const audio = audioRef.current;
    const next = readings[index];
    if (!audio || !next) {
      setCurrent(-1);
      setStatus('finished');
      return;
    }
    setCurrent(index);
    setStatus('playing');
    if (!visible.includes(next.page)) onShow(next.page);
    audio.src = next.url;
    audio.play().catch((error: unknown) => {
      // A pause while the page was still loading is no failure.
      if (error instanceof DOMException && error.name === 'AbortError') return;
      setStatus('failed');
    });
  };

  const play = () => {
    const audio = audioRef.current;
    if (!audio) return;
    if (status === 'paused' && reading && visible.includes(reading.page)) {
      setStatus('playing');
      audio.play().catch(() => setStatus('failed'));
      return;
    }
    playFrom(startAt(readings, visible));
  };

  const pause = () => {
    audioRef.current?.pause();
    setStatus('paused');
  };

  const onEnded = useEffectEvent(() => {
    if (status === 'playing') playFrom(current + 1);
  });

  // The reader turned the book away from the page being read: reading goes on with the pages now in view.
  const visibleKey = visible.join(',');
  const onTurned = useEffectEvent(() => {
    if (status !== 'playing' || !reading || visible.includes(reading.page)) return;
    audioRef.current?.pause();
    playFrom(startAt(readings, visible));
  });
  useEffect(() => onTurned(), [visibleKey]);

  useEffect(() => {
    const audio = audioRef.current;
    if (!audio) return;
    const ended = () => onEnded();
    audio.addEventListener('ended', ended);
    return () => audio.removeEventListener('ended', ended);
  }, []);

  const changeChoice = (next: ReadingChoice) => {
    audioRef.current?.pause();
    setChoice(next);
    setCurrent(-1);
    setStatus('idle');
  };

  const total = pages.length;
  const line =
    status === 'playing' && reading
      ? t('readAloud.reading', { page: reading.page + 1, total, language: names(reading.language) })
      : status === 'paused' && reading
        ? t('readAloud.paused', { page: reading.page + 1, total })
        : status === 'finished'
          ? t('readAloud.finished')
          : status === 'failed'
            ? t('readAloud.failed')
            : t('readAloud.idle');

  return (
    <div className="read-aloud" role="group" aria-label={t('readAloud.label')} data-testid="read-aloud">
      {status === 'playing' ? (
        <button type="button" className="btn btn-primary btn-small read-aloud-button" onClick={pause}>
          <span aria-hidden="true">❚❚</span> {t('readAloud.pause')}
        </button>
      ) : (
        <button type="button" className="btn btn-primary btn-small read-aloud-button" onClick={play}>
          <span aria-hidden="true">▶</span>{' '}
          {status === 'paused' ? t('readAloud.resume') : t('readAloud.play')}
        </button>
      )}
      {choices.length > 1 && (
        <span className="read-aloud-language">
          <label htmlFor={selectId}>{t('readAloud.language')}</label>
          <select
            id={selectId}
            value={choice}
            onChange={(event) => changeChoice(event.target.value as ReadingChoice)}
          >
            {choices.map((c) => (
              <option key={c} value={c}>
                {c === 'both' ? t('readAloud.both') : names(c)}
              </option>
            ))}
          </select>
        </span>
      )}
      <span
        className="read-aloud-status"
        role="status"
        aria-live="polite"
        data-testid="read-aloud-status"
        data-page={reading ? reading.page + 1 : undefined}
        data-state={status}
      >
        {line}
      </span>
      <audio ref={audioRef} preload="none" data-testid="read-aloud-audio" />
    </div>
  );
}
