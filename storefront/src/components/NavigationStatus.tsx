import './NavigationStatus.css';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadingTextFor, usePageTransitionTarget } from '../navigation/page-transition';

/** A quick answer from the server shows no flash of a loading state. */
export const NAVIGATION_STATUS_DELAY_MS = 150;

/**
 * spec §2 Blog, loading state: while a client-side navigation to /blog or a post waits for its data, a
 * polite status says so (de/en) and the page being left is marked busy. The live region is always
 * in the page, so screen readers announce the text when it appears.
 */
export function useNavigationLoading(): string | null {
  const target = usePageTransitionTarget();
  const key = target ? loadingTextFor(target) : null;
  const [shown, setShown] = useState<string | null>(null);
  useEffect(() => {
    // A navigation elsewhere (or none) shows nothing; the text for `key` appears after the short delay.
    const timer = setTimeout(() => setShown(key), key ? NAVIGATION_STATUS_DELAY_MS : 0);
    return () => clearTimeout(timer);
  }, [key]);
  return key && shown === key ? key : null;
}

export function NavigationStatus({ textKey }: { textKey: string | null }) {
  const { t } = useTranslation();
  return (
    <div className="nav-status" role="status" aria-live="polite" data-testid="navigation-status">
      {textKey && (
        <>
          <span className="nav-status-dot" aria-hidden="true" />
          <span>{t(textKey)}</span>
        </>
      )}
    </div>
  );
}
