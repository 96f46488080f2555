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

// The components read their words through next-intl: outside Next, in English from messages/en.json (the
// specification's texts), with the language-keeping links and router backed by next/navigation as the tests mock it.
vi.mock('next-intl', async (importOriginal) => {
  const actual = await importOriginal<typeof import('next-intl')>();
  const en = (await import('./messages/en.json')).default;
  const translator = (namespace?: string) => actual.createTranslator({ locale: 'en', messages: en, namespace: namespace as never });
  return { ...actual, useTranslations: translator, useLocale: () => 'en', useFormatter: () => actual.createFormatter({ locale: 'en-IN', timeZone: 'Asia/Kolkata' }) };
});
vi.mock('next-intl/server', async () => {
  const { createTranslator, createFormatter } = await import('next-intl');
  const en = (await import('./messages/en.json')).default;
  const getTranslations = async (arg?: string | { namespace?: string }) => {
    const namespace = typeof arg === 'string' ? arg : arg?.namespace;
    return createTranslator({ locale: 'en', messages: en, namespace: namespace as never });
  };
  return {
    getTranslations,
    getLocale: async () => 'en',
    getFormatter: async () => createFormatter({ locale: 'en-IN', timeZone: 'Asia/Kolkata' }),
    getMessages: async () => en,
    setRequestLocale: () => undefined,
  };
});
vi.mock('@/i18n/navigation', async () => {
  const link = await import('next/link');
  const navigation = await import('next/navigation');
  return {
    Link: link.default,
    usePathname: () => navigation.usePathname(),
    useRouter: () => navigation.useRouter(),
    redirect: (href: string | { href: string }) => navigation.redirect(typeof href === 'string' ? href : href.href),
    getPathname: ({ href }: { href: string }) => href,
  };
});
