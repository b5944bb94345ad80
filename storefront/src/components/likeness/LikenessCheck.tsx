import './LikenessCheck.css';
import type { BookLikenessDetail } from '@fabelhaft/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../i18n/LanguageProvider';
import { usePageTexts } from '../../i18n/page-texts';
import likenessTexts from '../../i18n/texts/likeness';
import { useViewerData } from '../viewer/queries';
import { joinWords, likenessLines, refineHref, type ProblemLine } from './likeness-model';

/** The words of one problem: "Page 7: Bruno looks different (details)" / "Seite 3: Bruno fehlt". */
function useProblemText() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  return (p: ProblemLine): string => {
    if (p.missing) return t('likeness.missing', { page: p.page, name: p.name });
    const parts = joinWords(
      p.parts.map((part) => t(`likeness.parts.${part}`)),
      t('likeness.and'),
    );
    const text = t('likeness.different', { page: p.page, name: p.name, parts });
    // The checker writes its notes in English: shown to English readers only.
    return language === 'en' && p.notes.length ? `${text}: ${p.notes.join('; ')}` : text;
  };
}

/** One problem with its way out: ask for a change on that page, or approve anyway. */
function ProblemItem({
  bookId,
  problem,
  thumbnail,
  canRefine,
}: {
  bookId: string;
  problem: ProblemLine;
  thumbnail?: string | undefined;
  canRefine: boolean;
}) {
  const { t } = useTranslation();
  const text = useProblemText();
  return (
    <li className="likeness-problem" data-testid="likeness-problem" data-page={problem.page}>
      {thumbnail && (
        <img
          className="likeness-thumb"
          src={thumbnail}
          alt={t('likeness.thumbnailAlt', { page: problem.page })}
          width={48}
          height={64}
          loading="lazy"
        />
      )}
      <span>
        {text(problem)}
        {canRefine && (
          <>
            {' — '}
            <a href={refineHref(bookId, problem.page)}>
              {t('likeness.ask')}
              <span className="visually-hidden"> {t('likeness.askPage', { page: problem.page })}</span>
            </a>{' '}
            {t('likeness.orApprove')}
          </>
        )}
      </span>
    </li>
  );
}

/**
 * issue #23: the likeness check on the preview page of a produced book — each character that looks the same on
 * every page ("Mia looks the same on all 24 pages"), and every page where one still differs after the automatic
 * re-make, with a thumbnail of that page and a link that opens the refine dialog on it.
 */
export function LikenessCheck({
  bookId,
  likeness,
  canRefine = true,
}: {
  bookId: string;
  likeness: BookLikenessDetail;
  /** False once the book is approved (it is frozen): the problems are listed without a way to change them. */
  canRefine?: boolean;
}) {
  usePageTexts('likeness', likenessTexts);
  const { t } = useTranslation();
  const headingId = useId();
  const lines = likenessLines(likeness);
  // The pages' pictures for the thumbnails, only when there is something to show.
  const viewer = useViewerData(lines.problems.length > 0 ? bookId : '');
  const thumbnail = (page: number) =>
    viewer.data?.pages.find((p) => p.page_number === page)?.image_url || undefined;
  const unchecked = likeness.unchecked_pages;

  return (
    <section className="likeness-check" aria-labelledby={headingId} data-testid="likeness-check">
      <h2 id={headingId}>{t('likeness.title')}</h2>
      <p className="likeness-intro">{t('likeness.intro')}</p>
      <ul className="likeness-same">
        {lines.same.map((c) => (
          <li key={c.name} data-testid="likeness-same">
            <span className="likeness-ok" aria-hidden="true">
              ✓{' '}
            </span>
            {t('likeness.same', { name: c.name, count: c.pages })}
          </li>
        ))}
      </ul>
      {lines.problems.length > 0 && (
        <ul className="likeness-problems">
          {lines.problems.map((p) => (
            <ProblemItem
              key={`${p.page}-${p.name}`}
              bookId={bookId}
              problem={p}
              thumbnail={thumbnail(p.page)}
              canRefine={canRefine}
            />
          ))}
        </ul>
      )}
      {likeness.remade_pages.length > 0 && (
        <p className="likeness-note">{t('likeness.remade', { count: likeness.remade_pages.length })}</p>
      )}
      {unchecked.length > 0 && (
        <p className="likeness-note">
          {t('likeness.unchecked', {
            count: unchecked.length,
            pages: joinWords(unchecked.map(String), t('likeness.and')),
          })}
        </p>
      )}
    </section>
  );
}

/**
 * The same check on the approval step, short: one fact ("How the characters look: the same on every page", or
 * "Something differs on 1 page") and, when something differs, each problem with its link.
 */
export function LikenessFact({ bookId, likeness }: { bookId: string; likeness: BookLikenessDetail }) {
  usePageTexts('likeness', likenessTexts);
  const { t } = useTranslation();
  const lines = likenessLines(likeness);
  const same = lines.problems.length === 0;
  return (
    <div className="likeness-fact" data-testid="approve-likeness" data-passed={same}>
      <p className="likeness-fact-line">
        <span className="likeness-fact-label">{t('likeness.summaryLabel')}:</span>{' '}
        {same ? (
          <span className="approve-check approve-check-ok">✓ {t('likeness.summarySame')}</span>
        ) : (
          <span className="approve-check approve-check-needed">
            {t('likeness.differs', { count: lines.pages.length })}
          </span>
        )}
      </p>
      {!same && (
        <ul className="likeness-problems">
          {lines.problems.map((p) => (
            <ProblemItem key={`${p.page}-${p.name}`} bookId={bookId} problem={p} canRefine />
          ))}
        </ul>
      )}
    </div>
  );
}
