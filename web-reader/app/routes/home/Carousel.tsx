import { Children, useEffect, useRef, useState, type ReactNode } from 'react';
import { useT } from '../../i18n/use-t.ts';
import { useRoot } from '../../layout/use-root.ts';

/** How long a slide stays before the next one comes, while nothing pauses the rotation. */
export const SLIDE_MS = 7_000;

/** The slide of `list` whose start is nearest its scroll position, whichever way the page is written. */
function slideInView(list: HTMLElement): number {
  const slides = Array.from(list.children) as HTMLElement[];
  const first = slides[0];
  if (!first) return 0;
  const scrolled = Math.abs(list.scrollLeft);
  let nearest = 0;
  slides.forEach((slide, index) => {
    const distance = Math.abs(Math.abs(slide.offsetLeft - first.offsetLeft) - scrolled);
    if (distance < Math.abs(Math.abs(slides[nearest]!.offsetLeft - first.offsetLeft) - scrolled))
      nearest = index;
  });
  return nearest;
}

/**
 * The WAI-ARIA carousel pattern over a scroll-snapped list: swiping still works, and with scripts there are
 * previous and next buttons (the arrows mirror by themselves in Arabic), the position, announced while
 * the slides do not rotate, and a rotation that pauses while the pointer or the focus is inside
 * and is stopped by its button. A reader who asks for reduced motion gets no rotation. Without scripts the
 * slides are only swiped or scrolled, so the controls come with hydration, into a row the server keeps for them
 * (the slides would move down as they come); a data-saver page, which runs no scripts, keeps none.
 */
export function Carousel({ label, children }: { label: string; children: ReactNode }) {
  const t = useT();
  const { lite } = useRoot();
  const count = Children.count(children);
  const list = useRef<HTMLUListElement>(null);
  const [current, setCurrent] = useState(0);
  const [scripted, setScripted] = useState(false);
  const [stopped, setStopped] = useState(false);
  const [held, setHeld] = useState({ hover: false, focus: false });
  const [reducedMotion, setReducedMotion] = useState(false);
  const rotating = scripted && count > 1 && !stopped && !reducedMotion && !held.hover && !held.focus;

  useEffect(() => {
    setScripted(true);
    const query = window.matchMedia('(prefers-reduced-motion: reduce)');
    setReducedMotion(query.matches);
    const follow = (event: MediaQueryListEvent) => setReducedMotion(event.matches);
    query.addEventListener('change', follow);
    return () => query.removeEventListener('change', follow);
  }, []);

  const show = (index: number) => {
    const next = (index + count) % count;
    setCurrent(next);
    const element = list.current;
    const slide = element?.children[next] as HTMLElement | undefined;
    const first = element?.children[0] as HTMLElement | undefined;
    if (element && slide && first)
      element.scrollTo({
        left: slide.offsetLeft - first.offsetLeft,
        behavior: reducedMotion ? 'auto' : 'smooth',
      });
  };

  useEffect(() => {
    if (!rotating) return;
    const timer = window.setTimeout(() => show(current + 1), SLIDE_MS);
    return () => window.clearTimeout(timer);
  });

  // A swipe moves the slides without the buttons: the position follows once the scrolling settles.
  const settle = useRef<number | undefined>(undefined);
  const onScroll = () => {
    window.clearTimeout(settle.current);
    settle.current = window.setTimeout(() => {
      if (list.current) setCurrent(slideInView(list.current));
    }, 150);
  };

  return (
    <section
      aria-roledescription="carousel"
      aria-label={label}
      className="carousel"
      onMouseEnter={() => setHeld((was) => ({ ...was, hover: true }))}
      onMouseLeave={() => setHeld((was) => ({ ...was, hover: false }))}
      onFocus={() => setHeld((was) => ({ ...was, focus: true }))}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setHeld((was) => ({ ...was, focus: false }));
      }}
    >
      {count > 1 && !lite ? (
        <div className="carousel__controls">
          {scripted ? (
            <>
              {reducedMotion ? null : (
                <button
                  type="button"
                  className="carousel__button"
                  onClick={() => setStopped(!stopped)}
                  aria-label={stopped ? t('home.carousel.play') : t('home.carousel.pause')}
                >
                  <span aria-hidden="true">{stopped ? '▶' : '❚❚'}</span>
                </button>
              )}
              <button
                type="button"
                className="carousel__button"
                aria-label={t('home.carousel.previous')}
                onClick={() => show(current - 1)}
              >
                <span aria-hidden="true">‹</span>
              </button>
              <p className="carousel__position" aria-live={rotating ? 'off' : 'polite'} aria-atomic="true">
                <span className="visually-hidden">{t('home.slide', { index: current + 1, count })}</span>
                <span aria-hidden="true">{`${current + 1} / ${count}`}</span>
              </p>
              <button
                type="button"
                className="carousel__button"
                aria-label={t('home.carousel.next')}
                onClick={() => show(current + 1)}
              >
                <span aria-hidden="true">›</span>
              </button>
            </>
          ) : null}
        </div>
      ) : null}
      <ul ref={list} onScroll={onScroll}>
        {children}
      </ul>
    </section>
  );
}
