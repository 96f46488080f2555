import '@testing-library/jest-dom/vitest';
import { afterEach, beforeEach, vi } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { stubOffice } from './office';

// every test starts with the shop's default answers (summary, charts, health...): test/office.ts
beforeEach(() => {
    stubOffice();
});

afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    document.cookie = 'csrftoken=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
});

// A busy 2-core runner renders react-admin and MUI slowly: findBy*/waitFor wait up to 5 s, not 1 s.
configure({ asyncUtilTimeout: 5000 });
