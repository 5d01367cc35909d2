import { act, fireEvent, screen, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../testing/render-route.tsx';
import { testContentRow } from '../content/test-content.ts';
import { SLIDE_MS } from './Carousel.tsx';
import HomeRoute from './home.tsx';

const Home = HomeRoute as unknown as ComponentType;

const slides = ['First story', 'Second story', 'Third story'].map((title, index) =>
  testContentRow({ id: `slide-${index}`, slug: `story-${index}`, title, name_short: { en: title } }),
);

/** Whether the reader asked for reduced motion, as the page's media query reads it. */
function prefersReducedMotion(reduce: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: reduce && query.includes('reduce'),
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      }) as unknown as MediaQueryList,
  );
}

async function renderHome() {
  renderRoutes([{ path: '/', Component: Home, loader: () => ({ carousel: slides, headlines: [] }) }]);
  return screen.findByRole('button', { name: 'Next slide' });
}

/**
 * The home page on a clock that moves only when the test moves it: a clock that also followed real time would
 * turn slides while a slow machine is still rendering.
 */
async function renderHomeOnFakeTime() {
  vi.useFakeTimers();
  renderRoutes([{ path: '/', Component: Home, loader: () => ({ carousel: slides, headlines: [] }) }]);
  await act(() => vi.advanceTimersByTimeAsync(0));
  return screen.getByRole('button', { name: 'Next slide' });
}

const position = () => document.querySelector('.carousel__position')!;

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('the home carousel', () => {
  it('is a labelled carousel of labelled slides whose position the buttons move, around the ends', async () => {
    prefersReducedMotion(false);
    const next = await renderHome();
    const carousel = screen.getByRole('region', { name: 'Featured' });
    expect(carousel.getAttribute('aria-roledescription')).toBe('carousel');
    const labels = within(carousel)
      .getAllByRole('listitem')
      .map((slide) => [slide.getAttribute('aria-roledescription'), slide.getAttribute('aria-label')]);
    expect(labels).toEqual([
      ['slide', 'Slide 1 of 3'],
      ['slide', 'Slide 2 of 3'],
      ['slide', 'Slide 3 of 3'],
    ]);
    expect(position().textContent).toBe('Slide 1 of 31 / 3');
    fireEvent.click(next);
    expect(within(position() as HTMLElement).getByText('2 / 3')).toBeTruthy();
    expect(within(position() as HTMLElement).getByText('Slide 2 of 3')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(within(position() as HTMLElement).getByText('3 / 3')).toBeTruthy();
  });

  it('moves on by itself, holds while hovered and stops with its button, then announces the position', async () => {
    prefersReducedMotion(false);
    const next = await renderHomeOnFakeTime();
    act(() => vi.advanceTimersByTime(SLIDE_MS));
    expect(within(position() as HTMLElement).getByText('2 / 3')).toBeTruthy();
    expect(position().getAttribute('aria-live')).toBe('off');

    const carousel = screen.getByRole('region', { name: 'Featured' });
    fireEvent.mouseEnter(carousel);
    act(() => vi.advanceTimersByTime(SLIDE_MS * 2));
    expect(within(position() as HTMLElement).getByText('2 / 3')).toBeTruthy();
    fireEvent.mouseLeave(carousel);

    fireEvent.click(screen.getByRole('button', { name: 'Pause the slides' }));
    fireEvent.focusOut(next);
    act(() => vi.advanceTimersByTime(SLIDE_MS * 2));
    expect(within(position() as HTMLElement).getByText('2 / 3')).toBeTruthy();
    expect(position().getAttribute('aria-live')).toBe('polite');
    expect(screen.getByRole('button', { name: 'Play the slides' })).toBeTruthy();
  });

  it('never moves by itself for a reader who asked for reduced motion', async () => {
    prefersReducedMotion(true);
    await renderHomeOnFakeTime();
    act(() => vi.advanceTimersByTime(SLIDE_MS * 3));
    expect(within(position() as HTMLElement).getByText('1 / 3')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Pause the slides' })).toBeNull();
  });
});
