import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';

/** A page that is not there, in the address's language. */
export default function NotFound() {
  const t = useTranslations('layout');
  return (
    <div className="container page">
      <h1>{t('notFound')}</h1>
      <p>{t('notFoundBody')}</p>
      <p>
        <Link href="/">{t('goHome')}</Link>
      </p>
    </div>
  );
}
