import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// The test files share one worker and its DOM (vitest.config.ts: `isolate: false`): each file starts
// from fresh modules of the shop's own code (a module's cached session or fetch is not another file's),
// and each test ends with its globals, timers, spies and storage put back.
vi.resetModules();
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  if (typeof window !== 'undefined') {
    window.localStorage.clear();
    window.sessionStorage.clear();
  }
});

// A busy 2-core runner renders react-admin and MUI slowly: findBy*/waitFor wait up to 5 s, not 1 s.
configure({ asyncUtilTimeout: 5000 });
