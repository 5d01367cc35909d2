import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { inMemoryApi, renderInAdmin } from '../../testing/render-in-admin.tsx';
import { Dashboard } from './Dashboard.tsx';

const NOW = new Date('2026-11-23T12:00:00.000Z');

describe('the dashboard', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("shows each queue's count and how long its oldest item has waited, and the median validation wait", async () => {
    const { dataProvider } = inMemoryApi(
      {},
      {
        queues: {
          authorApplications: { count: 1, oldestSubmittedAt: '2026-11-21T09:00:00.000Z' },
          publicationApplications: { count: 3, oldestSubmittedAt: '2026-11-23T10:30:00.000Z' },
          scheduledContent: { count: 0, oldestSubmittedAt: null },
          reports: { count: 2, oldestSubmittedAt: '2026-11-23T11:48:00.000Z' },
          medianValidationWaitSeconds: 26 * 3600,
        },
      },
    );
    renderInAdmin(<Dashboard />, { dataProvider });
    expect((await screen.findByTestId('queue-authorApplications-count')).textContent).toBe('1');
    expect(screen.getByTestId('queue-publicationApplications-count').textContent).toBe('3');
    expect(screen.getByTestId('queue-scheduledContent-count').textContent).toBe('0');
    expect(screen.getByTestId('queue-reports-count').textContent).toBe('2');
    expect(screen.getByText('Oldest waiting for 2 d 3 h')).toBeTruthy();
    expect(screen.getByText('Oldest waiting for 1 h 30 min')).toBeTruthy();
    expect(screen.getByText('Oldest waiting for 12 min')).toBeTruthy();
    expect(screen.getByText('Nothing waiting')).toBeTruthy();
    expect(screen.getByTestId('median-wait').textContent).toBe('1 d 2 h');
  });
});
