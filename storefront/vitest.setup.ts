import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => cleanup());

// A busy 2-core runner renders react-admin and MUI slowly: findBy*/waitFor wait up to 5 s, not 1 s.
configure({ asyncUtilTimeout: 5000 });
