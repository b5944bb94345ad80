import './ZoomDialog.css';
import { useId, useRef, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useModalDialog } from '../use-modal-dialog';

export interface ZoomPicture {
  key: string;
  src: string;
  srcSet?: string | undefined;
  alt: string;
}

/**
 * issue #25: the pages in view, large, to read small print on a phone. Pinch zooms as everywhere (the page
 * allows it); a double tap (or the button) switches between the page fitting the screen and twice that, kept
 * at the spot that was tapped. Modal: Escape or Close goes back to the book.
 */
export function ZoomDialog({ pictures, onClose }: { pictures: readonly ZoomPicture[]; onClose(): void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const [large, setLarge] = useState(false);
  const scrollRef = useRef<HTMLDivElement>(null);
  const { dialogRef, cancelRef, onKeyDown } = useModalDialog({ working: false, onCancel: onClose });

  const toggle = (at?: { x: number; y: number }) => {
    const scroller = scrollRef.current;
    if (!large && scroller && at) {
      // Keep the tapped spot under the finger once the page is twice as large.
      const rect = scroller.getBoundingClientRect();
      const dx = at.x - rect.left;
      const dy = at.y - rect.top;
      const x = (dx + scroller.scrollLeft) * 2 - dx;
      const y = (dy + scroller.scrollTop) * 2 - dy;
      requestAnimationFrame(() => {
        scroller.scrollLeft = x;
        scroller.scrollTop = y;
      });
    }
    setLarge(!large);
  };
  const onDoubleClick = (event: MouseEvent) => toggle({ x: event.clientX, y: event.clientY });

  return (
    <div
      ref={dialogRef}
      className="viewer-zoom"
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      onKeyDown={onKeyDown}
      data-testid="viewer-zoom"
    >
      <div className="viewer-zoom-bar">
        <h2 id={titleId} className="viewer-zoom-title">
          {t('viewer.zoom.title')}
        </h2>
        <button type="button" className="btn btn-secondary btn-small" onClick={() => toggle()}>
          {large ? t('viewer.zoom.smaller') : t('viewer.zoom.larger')}
        </button>
        <button ref={cancelRef} type="button" className="btn btn-primary btn-small" onClick={onClose}>
          {t('viewer.zoom.close')}
        </button>
      </div>
      <div
        ref={scrollRef}
        className={large ? 'viewer-zoom-pages viewer-zoom-large' : 'viewer-zoom-pages'}
        onDoubleClick={onDoubleClick}
        data-zoom={large ? '2' : '1'}
        // Scrolls: reachable by keyboard too (arrow keys scroll it once it has focus).
        tabIndex={0}
        role="region"
        aria-label={t('viewer.zoom.pages')}
      >
        {pictures.map((picture) => (
          <img
            key={picture.key}
            className="viewer-zoom-img"
            src={picture.src}
            srcSet={picture.srcSet}
            sizes={large ? '200vw' : '100vw'}
            alt={picture.alt}
            draggable={false}
          />
        ))}
      </div>
    </div>
  );
}
