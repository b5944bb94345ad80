import { useCallback, useEffect, useState, useSyncExternalStore, type RefObject } from 'react';

function subscribeFullscreen(onChange: () => void): () => void {
  document.addEventListener('fullscreenchange', onChange);
  return () => document.removeEventListener('fullscreenchange', onChange);
}
const noSubscription = () => () => {};

/**
 * Fullscreen for one element (spec §2 fullscreen toggle): the Fullscreen API where the browser has it; where it
 * has not (iOS Safari on a phone, issue #25) or refuses it, a full-viewport mode — the element covers the
 * window (viewer.css `.viewer-full-viewport`) until toggled off or Escape.
 */
export function useFullscreen(ref: RefObject<HTMLElement | null>) {
  const api = useSyncExternalStore(
    noSubscription,
    () => document.fullscreenEnabled === true,
    () => false,
  );
  const element = useSyncExternalStore(
    subscribeFullscreen,
    () => document.fullscreenElement ?? null,
    () => null,
  );
  const [viewport, setViewport] = useState(false);
  const native = element !== null && element === ref.current;
  const toggle = useCallback(() => {
    const target = ref.current;
    if (!target) return;
    if (viewport) {
      setViewport(false);
      return;
    }
    if (document.fullscreenElement) {
      void document.exitFullscreen().catch(() => undefined);
      return;
    }
    if (!api || typeof target.requestFullscreen !== 'function') {
      setViewport(true);
      return;
    }
    // A refused request (a policy, a browser that lists the API but will not use it) gets the viewport mode.
    void target.requestFullscreen().catch(() => setViewport(true));
  }, [api, ref, viewport]);

  // The page behind does not scroll while the viewer covers it; Escape leaves, as it does a real fullscreen.
  useEffect(() => {
    if (!viewport) return;
    const root = document.documentElement;
    root.classList.add('viewer-full-viewport-open');
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) setViewport(false);
    };
    document.addEventListener('keydown', onKey);
    return () => {
      root.classList.remove('viewer-full-viewport-open');
      document.removeEventListener('keydown', onKey);
    };
  }, [viewport]);

  // Every browser gets one of the two, so the button and the f key are always there.
  return { supported: true, active: native || viewport, viewport, toggle };
}
