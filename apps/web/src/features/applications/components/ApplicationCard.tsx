// One card of my applications (spec 001 section 2): the student, the first chosen school ('+N' for
// the others), created date, status (the server's label) with the progress line, the next step,
// the reason of a return, the unread messages from staff (a link to them), and the actions its
// referralStatus allows; with a contract, its service milestones (done ones ticked).
import { Badge, Button, Tag } from 'antd';
import { MessageOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { REFERRAL, type StudentListItem } from '@portal/shared';
import { Milestones } from '../../../components/contract/Milestones';
import { beijingDate, dash, uniNames } from '../../../lib/display';
import { getLang } from '../../../lib/lang';
import { applyDetailPath, cardActionPath, cardActions, statusColor, type StatusLabel } from '../status';
import { NextStepLine, ProgressLine, ReturnedNote } from './StatusParts';

/** country: the country's name in the interface language (the list answers it in Chinese only). */
export function ApplicationCard({ item, status, country }: { item: StudentListItem; status: StatusLabel; country?: string | null }) {
  const { t } = useTranslation('apply');
  const navigate = useNavigate();
  const lang = getLang();
  const uni = uniNames(item, lang).name;
  const more = item.uniCount > 1 ? item.uniCount - 1 : 0;
  const actions = cardActions(item.referralStatus);
  const statusText = 'key' in status ? t(status.key) : status.text;
  const returned = item.referralStatus === REFERRAL.returned;
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
          {statusText}
        </Tag>
      </header>
      <div className="apply-card__student">
        <span className="apply-card__name">{dash(item.stuName)}</span>
        <span className="apply-card__spell">{item.stuSpell}</span>
      </div>
      <ProgressLine compact referralStatus={item.referralStatus} stuStatus={item.stuStatus} label={statusText} />
      {returned ? <ReturnedNote reason={item.returnReason} /> : null}
      <NextStepLine next={item.nextStep} />
      <Milestones compact milestones={item.milestones ?? []} />
      <footer className="apply-card__foot">
        <span className="apply-card__date">{t('myApply.created', { date: beijingDate(item.createDate) })}</span>
        <Link
          to={`${applyDetailPath(item.stuId)}&comment=1`}
          className={item.leaveMsgCount ? 'apply-card__msgs apply-card__msgs--some' : 'apply-card__msgs'}
          aria-label={t('myApply.messagesUnread', { n: item.leaveMsgCount })}
        >
          <MessageOutlined aria-hidden="true" className="apply-card__msgs-icon" />
          {t('myApply.messagesLink')}
          <Badge count={item.leaveMsgCount} size="small" />
        </Link>
      </footer>
      <div className="apply-card__actions">
        {actions.map((a) => (
          <Button
            key={a}
            size="small"
            // A returned file waits for the student: its edit comes first.
            type={a === 'view' || (returned && a === 'edit') ? 'primary' : 'default'}
            ghost={a === 'view' && !returned}
            onClick={() => navigate(cardActionPath(a, item))}
          >
            {t(`actions.${a}`)}
          </Button>
        ))}
      </div>
    </article>
  );
}
