import { Link } from '@/components/common/app-link';
import { useTranslation } from 'next-i18next/pages';

/**
 * The brand mark: an inline SVG so it costs no request and follows the theme colour. Styled by
 * the header it sits in (app-header.tsx).
 */
export function Logo() {
  const { t } = useTranslation('common');
  return (
    <Link href="/" aria-label={t('header.home')} className="app-header__logo">
      <svg className="app-header__mark" viewBox="0 0 32 32" aria-hidden="true">
        <rect x="7" y="2" width="18" height="28" rx="4" fill="currentColor" />
        <rect x="10" y="6" width="12" height="17" rx="1.5" fill="#fff" opacity="0.9" />
        <circle cx="16" cy="26.5" r="1.6" fill="#fff" />
      </svg>
      <span className="app-header__brand">{t('brand')}</span>
    </Link>
  );
}
