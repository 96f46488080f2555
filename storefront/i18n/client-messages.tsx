/**
 * The messages the browser gets: only the namespaces its client components read, not every page's words. All of
 * Hindi is ~100 KB of JSON, and a provider given getMessages() puts it in every page's HTML (the RSC payload).
 * The layout sends the shell's (SHELL_NAMESPACES: the header, the error page); a page whose client components read
 * more names them with withClientMessages. tests/client-messages.test.ts reads the code and fails when a client
 * component reads a namespace its page does not send.
 */
import type { ComponentType } from 'react';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import type en from '@/messages/en.json';
import { setPageLocale } from './page';

export type Namespace = keyof typeof en;

/** What the layout's own client components (header, language switch, bag badge, error page) read. */
export const SHELL_NAMESPACES = ['header', 'layout'] as const satisfies readonly Namespace[];

/** The request language's messages of these namespaces only. */
export async function clientMessages(namespaces: readonly Namespace[]) {
  const all = await getMessages();
  return Object.fromEntries(namespaces.filter((ns) => ns in all).map((ns) => [ns, all[ns]]));
}

/** Children whose client components read `namespaces` besides the shell's (a nested provider replaces the outer one). */
export async function ClientMessages({ namespaces, children }: { namespaces: readonly Namespace[]; children: React.ReactNode }) {
  return (
    <NextIntlClientProvider messages={await clientMessages([...SHELL_NAMESPACES, ...namespaces])}>{children}</NextIntlClientProvider>
  );
}

/**
 * A page whose client components read `namespaces`: the page, every return of it, inside their provider. The
 * language is set from the address first (setPageLocale), so the provider reads no request header and the page
 * stays in Next's cache.
 */
export function withClientMessages<P extends { params: Promise<object> }>(
  namespaces: readonly Namespace[],
  Page: (props: P) => Promise<React.ReactNode>,
) {
  const Inner = Page as unknown as ComponentType<P>;
  async function WithClientMessages(props: P) {
    await setPageLocale(props.params);
    return (
      <ClientMessages namespaces={namespaces}>
        <Inner {...props} />
      </ClientMessages>
    );
  }
  return WithClientMessages;
}
