// One card of my applications (spec 001 section 2): the student, the first chosen school ('+N' for
// the others), created date, status and message count, and the actions its referralStatus allows.
import { Button, Tag } from 'antd';
import { MessageOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { StudentListItem } from '@portal/shared';
import { beijingDate, dash, uniNames } from '../../../lib/display';
import { getLang } from '../../../lib/lang';
import { cardActionPath, cardActions, statusColor, type StatusLabel } from '../status';

/** country: the country's name in the interface language (the list answers it in Chinese only). */
export function ApplicationCard({ item, status, country }: { item: StudentListItem; status: StatusLabel; country?: string | null }) {
  const { t } = useTranslation('apply');
  const navigate = useNavigate();
  const lang = getLang();
  const uni = uniNames(item, lang).name;
  const more = item.uniCount > 1 ? item.uniCount - 1 : 0;
  const actions = cardActions(item.referralStatus);
  return (
    <article className="apply-card">
      <header className="apply-card__head">
        <span className="apply-card__logo">
          {item.uniLogo ? <img src={item.uniLogo} alt="" loading="lazy" /> : <span className="apply-card__logo-blank" />}
        </span>
        <div className="apply-card__uni">
          <h2 className="apply-card__uni-name" title={uni ?? undefined}>
            {uni || t('myApply.noUni')}
            {more ? <span className="apply-card__more">+{more}</span> : null}
          </h2>
          {country ? <p className="apply-card__country">{country}</p> : null}
        </div>
        <Tag className="apply-card__status" color={statusColor(item.referralStatus)}>
          {'key' in status ? t(status.key) : status.text}
        </Tag>
      </header>
      <div className="apply-card__student">
        <span className="apply-card__name">{dash(item.stuName)}</span>
        <span className="apply-card__spell">{item.stuSpell}</span>
      </div>
      <footer className="apply-card__foot">
        <span className="apply-card__date">{t('myApply.created', { date: beijingDate(item.createDate) })}</span>
        <span className={item.leaveMsgCount ? 'apply-card__msgs apply-card__msgs--some' : 'apply-card__msgs'}>
          <MessageOutlined aria-hidden="true" /> {t('myApply.messages', { n: item.leaveMsgCount })}
        </span>
      </footer>
      <div className="apply-card__actions">
        {actions.map((a) => (
          <Button
            key={a}
            size="small"
            type={a === 'view' ? 'primary' : 'default'}
            ghost={a === 'view'}
            onClick={() => navigate(cardActionPath(a, item))}
          >
            {t(`actions.${a}`)}
          </Button>
        ))}
      </div>
    </article>
  );
}
