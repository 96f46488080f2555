import Markdown from 'react-markdown';

/**
 * The owner's text of a seller page, as CommonMark. No raw HTML is rendered (react-markdown escapes it without
 * `rehype-raw`), and links to other sites open as plain links with no referrer.
 */
export function SellerMarkdown({ markdown }: { markdown: string }) {
  return (
    <div className="markdown">
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
