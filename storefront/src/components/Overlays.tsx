import './Overlays.css';
import { useEffect, useRef } from 'react';
import { Assistant } from './Assistant';
import { useCookieConsent } from './cookie-consent';
import { CookieBanner } from './CookieBanner';

/**
 * What floats above every page (spec §2): the assistant chat and the cookie banner, mounted by the Layout.
 * Neither works before hydration, so neither is server-rendered; both appear in the same commit (the consent
 * snapshot switching from "unknown"), so the button never jumps when the banner arrives.
 */
export function Overlays({ htmlOnly = false }: { htmlOnly?: boolean }) {
  const consent = useCookieConsent();
  const ref = useRef<HTMLDivElement>(null);
  const shown = consent !== null;
  // issue #25: the page keeps room for the column at its end (body padding) and keyboard focus is scrolled
  // clear of it (scroll-padding), so neither the banner nor the "Questions?" button can stay over a control.
  useEffect(() => {
    const column = ref.current;
    if (!shown || !column) return;
    const root = document.documentElement;
    const publish = () =>
      root.style.setProperty('--overlays-height', `${Math.ceil(column.getBoundingClientRect().height)}px`);
    publish();
    if (typeof ResizeObserver === 'undefined') return () => root.style.removeProperty('--overlays-height');
    const observer = new ResizeObserver(publish);
    observer.observe(column);
    return () => {
      observer.disconnect();
      root.style.removeProperty('--overlays-height');
    };
  }, [shown]);
  // ADR 0044: an HTML-only page gets the column from the server, hidden; the island script removes the banner
  // if a choice is stored and then shows the column (button and banner in one step, as here).
  if (htmlOnly && !shown)
    return (
      <div className="overlays" hidden data-island="overlays">
        <Assistant />
        <CookieBanner always />
      </div>
    );
  if (!shown) return null;
  return (
    <div ref={ref} className="overlays">
      <Assistant />
      <CookieBanner />
    </div>
  );
}
