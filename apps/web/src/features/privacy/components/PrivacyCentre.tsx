// Personal centre, "隐私与数据" / "Privacy & my data" (menu key '5'): the account's consents, each
// student file's consents (withdrawn here as easily as they were given), "my data" and deleting the
// account. Each card fetches its own data.
import { useTranslation } from 'react-i18next';
import { AccountConsentsCard } from './AccountConsentsCard';
import { DeleteAccountCard } from './DeleteAccountCard';
import { FileConsentsCard } from './FileConsentsCard';
import { MyDataCard } from './MyDataCard';
import './privacy-centre.css';

export function PrivacyCentre() {
  const { t } = useTranslation('my-data');
  return (
    <div className="privacy-centre" data-testid="privacy-centre">
      <h2 className="privacy-centre__title">{t('centre.title')}</h2>
      <p className="privacy-centre__intro">{t('centre.intro')}</p>
      <AccountConsentsCard />
      <FileConsentsCard />
      <MyDataCard />
      <DeleteAccountCard />
    </div>
  );
}
