/** An address outside every language's pages (a language's own not-found page is app/[locale]/not-found.tsx). */
import Link from 'next/link';
import './globals.css';

export default function NotFound() {
  return (
    <html lang="en-IN">
      <body>
        <main className="container page">
          <h1>Page not found</h1>
          <p>
            <Link href="/">Go to the home page</Link>
          </p>
        </main>
      </body>
    </html>
  );
}
