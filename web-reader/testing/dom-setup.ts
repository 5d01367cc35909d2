import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

// On a busy two-core machine a render that waits for its data may take longer than Testing Library's default
// second to appear without anything being wrong.
configure({ asyncUtilTimeout: 5_000 });

// Testing Library unmounts by itself only under vitest globals, which this repository does not turn on.
afterEach(cleanup);

// happy-dom sends a beacon as a real request, and no server listens here: a page's effect that fires after its
// test has ended would fail with ECONNREFUSED as an unhandled rejection. Beacons are recorded instead, for
// every test of every file, and a test reads them from the spy's calls.
const beacon = vi.spyOn(navigator, 'sendBeacon').mockReturnValue(true);
beforeEach(() => beacon.mockClear());
