// The portal's mark and name. The mark is drawn inline: no image request on first paint.
import { useTranslation } from 'react-i18next';

export function LogoMark({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="logo-g" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#1664ff" />
          <stop offset="1" stopColor="#13c2c2" />
        </linearGradient>
      </defs>
      <rect width="64" height="64" rx="14" fill="url(#logo-g)" />
      <path d="M32 14 6 27l26 13 20-10v14h4V27L32 14zm-14 24v8c0 4 6 8 14 8s14-4 14-8v-8l-14 7-14-7z" fill="#fff" />
    </svg>
  );
}

/** The mark and the name; `short` uses the short name where the full one does not fit (phone headers). */
export function Logo({ size = 32, light = false, short = false }: { size?: number; light?: boolean; short?: boolean }) {
  const { t } = useTranslation();
  return (
    <span className={`logo${light ? ' logo--light' : ''}`}>
      <LogoMark size={size} />
      <span className="logo__name">{short ? t('app.shortName') : t('app.name')}</span>
    </span>
  );
}
