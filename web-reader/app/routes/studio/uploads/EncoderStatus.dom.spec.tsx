import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../../testing/render-route.tsx';
import { EncoderStatus, type EncoderTask } from './EncoderStatus.tsx';

function task(status: EncoderTask['status'], progress: number): EncoderTask {
  return {
    id: 'task-1',
    contentId: 'content-1',
    status,
    progress,
    attempts: 1,
    streamUrl: status === 'encoded' ? '/api/media/stream/m.m3u8' : null,
    posterUrl: null,
    dataSaverUrl: null,
    reason: status === 'failed' ? 'Error during encoding' : null,
    error: status === 'failed' ? 'ENCODING_FAILED: Error during encoding' : null,
  };
}

/** The studio's encoder route as the browser sees it: one answer per request, in order. */
function answerInTurn(...answers: (EncoderTask | 'offline')[]) {
  const asked: string[] = [];
  vi.stubGlobal('fetch', async (address: string) => {
    asked.push(address);
    const answer = answers[Math.min(asked.length, answers.length) - 1];
    if (answer === 'offline') throw new TypeError('Failed to fetch');
    return Response.json(answer);
  });
  return asked;
}

async function show(onReady: (task: EncoderTask) => void = () => {}) {
  renderRoutes(
    [{ path: '/studio/video', Component: () => <EncoderStatus mediaId="media-1" onReady={onReady} /> }],
    {
      url: '/studio/video',
    },
  );
  await act(() => vi.advanceTimersByTimeAsync(0));
}

const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('EncoderStatus', () => {
  it('follows the task from the queue through its progress until it is ready', async () => {
    const ready = vi.fn();
    const asked = answerInTurn(task('queued', 0), task('encoding', 40), task('encoded', 100));
    await show(ready);
    expect(asked).toEqual(['/studio/encoder/media-1']);
    expect(screen.getByRole('status').textContent).toBe('Waiting to be encoded…');
    await wait(1_000);
    expect(screen.getByRole('status').textContent).toBe('Encoding: 40%');
    expect(screen.getByRole('progressbar').getAttribute('value')).toBe('40');
    await wait(1_000);
    expect(screen.getByRole('status').textContent).toBe('Ready');
    expect(ready).toHaveBeenCalledWith(task('encoded', 100));
    await wait(60_000);
    expect(asked).toHaveLength(3);
  });

  it('waits longer each time nothing moves, and keeps asking through a lost connection', async () => {
    const asked = answerInTurn(
      task('queued', 0),
      task('queued', 0),
      'offline',
      'offline',
      task('encoding', 5),
    );
    await show();
    await wait(1_000);
    expect(asked).toHaveLength(2);
    await wait(1_999);
    expect(asked).toHaveLength(2);
    await wait(1);
    expect(asked).toHaveLength(3);
    await wait(4_000);
    expect(asked).toHaveLength(4);
    expect(screen.getByRole('status').textContent).toBe('Waiting to be encoded…');
    await wait(8_000);
    expect(asked).toHaveLength(5);
    expect(screen.getByRole('status').textContent).toBe('Encoding: 5%');
  });

  it('says so when the encoding failed', async () => {
    answerInTurn(task('failed', 30));
    await show();
    expect(screen.getByRole('status').textContent).toBe('Error during encoding');
  });
});
