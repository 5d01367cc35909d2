import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Testing Library unmounts by itself only under vitest globals, which this repository does not turn on.
afterEach(cleanup);
