import Markdown from 'react-markdown';

/**
 * The owner's text of a seller page, as CommonMark. No raw HTML is rendered (react-markdown escapes it without
 * `rehype-raw`), and links to other sites open as plain links with no referrer. `lang`: the text's own language when
 * it is not the page's (the English shown where the owner wrote no Hindi: i18n/languages.ts's textLang).
 */
export function SellerMarkdown({ markdown, lang }: { markdown: string; lang?: string }) {
  return (
    <div className="markdown" lang={lang}>
      <Markdown
        skipHtml
        components={{
          a: ({ href, children }) =>
            href && /^https?:\/\//.test(href) ? (
              <a href={href} rel="noopener noreferrer nofollow">
                {children}
              </a>
            ) : (
              <a href={href}>{children}</a>
            ),
        }}
      >
        {markdown}
      </Markdown>
    </div>
  );
}
