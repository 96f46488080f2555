/**
 * The pages' root layout is app/[locale]/layout.tsx (it writes <html lang>); this one only holds the routes outside
 * a language (cache/revalidate, robots.txt, sitemap.xml, size-chart.pdf) and app/not-found.tsx.
 */
export default function RootLayout({ children }: Readonly<{ children: React.ReactNode }>) {
  return children;
}
