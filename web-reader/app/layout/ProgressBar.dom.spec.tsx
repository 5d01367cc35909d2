import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PROGRESS_THROTTLE_MS, useDelayed } from './ProgressBar.tsx';

function Probe({ busy }: { busy: boolean }) {
  return <p>{useDelayed(busy, PROGRESS_THROTTLE_MS) ? 'shown' : 'hidden'}</p>;
}

describe('the progress bar throttle', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('stays hidden for requests under 200 ms and shows for longer ones until they end', () => {
    const view = render(<Probe busy={false} />);
    view.rerender(<Probe busy />);
    act(() => vi.advanceTimersByTime(PROGRESS_THROTTLE_MS - 1));
    expect(view.container.textContent).toBe('hidden');
    view.rerender(<Probe busy={false} />);
    act(() => vi.advanceTimersByTime(PROGRESS_THROTTLE_MS));
    expect(view.container.textContent).toBe('hidden');

    view.rerender(<Probe busy />);
    act(() => vi.advanceTimersByTime(PROGRESS_THROTTLE_MS));
    expect(view.container.textContent).toBe('shown');
    view.rerender(<Probe busy={false} />);
    expect(view.container.textContent).toBe('hidden');
  });
});
