// Not-found page (spec 000 section 2): the webmaster does not allow entry, with a way home.
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../config/paths';

export default function NotFound() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <main className="not-found">
      <div className="not-found__code" aria-hidden="true">
        404
      </div>
      <h1 className="not-found__title">{t('notFound.title')}</h1>
      <p className="not-found__text">{t('notFound.text')}</p>
      <Button type="primary" onClick={() => navigate(paths.home)}>
        {t('notFound.back')}
      </Button>
    </main>
  );
}
