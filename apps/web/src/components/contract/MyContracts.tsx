// 'My contracts' (spec 001 sections 2 and 3: the personal centre's menuItem 2 and the phone's
// /contractInfo): the account's contracts, newest first, with number, signing day, fee, payment,
// term and milestones, and the chosen contract's PDF in a frame; none → 'no agreement yet'.
import { useState } from 'react';
import { Button, Empty, Skeleton, Tag } from 'antd';
import { ExportOutlined, FilePdfOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { ErrorState } from '../ErrorState';
import { useMyContracts } from './api';
import { dayText, formatYuan, timeText } from './format';
import { Milestones } from './Milestones';
import type { ContractInfo } from './types';
import './contract.css';

const feePath = (stuId: number) => `${paths.serviceFee}?stuId=${stuId}`;

function ContractCard({ c, active, onShow }: { c: ContractInfo; active: boolean; onShow: () => void }) {
  const { t } = useTranslation('contract');
  // '3': paid, and the term's end date has passed.
  const paid = c.isSignContract === '2' || c.isSignContract === '3';
  const ended = c.isSignContract === '3';
  return (
    <article className={active ? 'ct-card ct-card--active' : 'ct-card'} data-contract={c.contractNum}>
      <header className="ct-card__head">
        <h3 className="ct-card__name">{c.contractName || t('info.defaultName')}</h3>
        <Tag color={ended ? 'default' : paid ? 'success' : 'warning'}>
          {ended ? t('status.ended') : paid ? t('status.paid') : t('status.unpaid')}
        </Tag>
      </header>
      <dl className="ct-facts">
        <div className="ct-facts__wide">
          <dt>{t('info.contractNum')}</dt>
          <dd className="ct-facts__num">{c.contractNum}</dd>
        </div>
        <div>
          <dt>{t('info.student')}</dt>
          <dd>{c.userName}</dd>
        </div>
        <div>
          <dt>{t('info.signDate')}</dt>
          <dd>{dayText(c.contractSignDate)}</dd>
        </div>
        <div>
          <dt>{t('info.fee')}</dt>
          <dd>{formatYuan(c.serviceMoney)}</dd>
        </div>
        <div>
          <dt>{t('info.payTime')}</dt>
          <dd>{paid ? timeText(c.payTime) : t('status.unpaid')}</dd>
        </div>
        <div className="ct-facts__wide">
          <dt>{t('info.term')}</dt>
          <dd>{t('info.termValue', { start: dayText(c.contractStartDate), end: dayText(c.contractEndDate) })}</dd>
        </div>
      </dl>
      <Milestones milestones={c.milestones} compact />
      <div className="ct-card__actions">
        <Button size="small" type={active ? 'primary' : 'default'} icon={<FilePdfOutlined />} onClick={onShow}>
          {t('info.showPdf')}
        </Button>
        <a className="dlink" href={c.contractRoute} target="_blank" rel="noopener">
          <ExportOutlined /> {t('info.openPdf')}
        </a>
        {!paid && c.orderNo ? (
          <Link className="dlink" to={feePath(c.stuId)}>
            {t('info.pay')}
          </Link>
        ) : null}
      </div>
    </article>
  );
}

export function MyContracts() {
  const { t } = useTranslation('contract');
  const q = useMyContracts();
  const [shown, setShown] = useState<string | null>(null);
  if (q.isPending) return <Skeleton active paragraph={{ rows: 8 }} />;
  if (q.isError) return <ErrorState message={q.error.message || undefined} onRetry={() => q.refetch()} />;
  const list = q.data ?? [];
  if (!list.length)
    return (
      <div className="ct-empty">
        <Empty description={t('info.empty')} />
        <Link className="dlink" to={paths.myApply}>
          {t('info.toMyApply')}
        </Link>
      </div>
    );
  const current = list.find((c) => c.contractNum === shown) ?? list[0];
  return (
    <div className="ct-mine">
      <h2 className="ct-mine__title">{t('info.title')}</h2>
      <div className="ct-mine__list">
        {list.map((c) => (
          <ContractCard key={c.contractNum} c={c} active={c === current} onShow={() => setShown(c.contractNum)} />
        ))}
      </div>
      <section className="ct-pdf" aria-label={t('info.pdfTitle', { num: current.contractNum })}>
        <iframe className="ct-pdf__frame" src={current.contractRoute} title={t('info.pdfTitle', { num: current.contractNum })} />
      </section>
    </div>
  );
}
