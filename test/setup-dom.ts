// Testing Library cleans up after each test only when vitest globals are on; we keep them off.
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy…/waitFor wait for a condition; 1 s (the default) is too short on a loaded machine.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => cleanup());
