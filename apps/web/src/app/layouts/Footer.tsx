import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { Logo } from '../../components/Logo';
import { site } from '../../config/site';

export function Footer() {
  const { t } = useTranslation();
  const year = new Date().getFullYear();
  return (
    <footer className="shell-footer">
      <div className="container shell-footer__inner">
        <div className="shell-footer__brand">
          <Logo light />
          <p>{t('footer.about')}</p>
        </div>
        <div className="shell-footer__contact">
          <h2>{t('footer.contact')}</h2>
          <p>
            {t('footer.email')}
            <a href={`mailto:${site.contactEmail}`}>{site.contactEmail}</a>
          </p>
        </div>
      </div>
      <div className="shell-footer__bottom">
        <span>{site.recordNumber ? t('footer.record', { no: site.recordNumber }) : t('footer.recordPending')}</span>
        <span>{t('footer.copyright', { from: site.since, year, name: t('app.name') })}</span>
        <Link to={paths.terms}>{t('footer.terms')}</Link>
        <Link to={paths.privacy}>{t('footer.privacy')}</Link>
      </div>
    </footer>
  );
}
