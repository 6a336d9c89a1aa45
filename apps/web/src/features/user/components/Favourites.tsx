// My favourites (personal centre tab 4, spec 000 screen 12): cards with logo, Chinese and English
// name, country flag and name, view and favourite counts, and the start of the introduction. A
// card opens the university; the star removes it (flag '1') and the list reloads.
import { useState } from 'react';
import { Button, Card, Empty, Pagination, Skeleton, Tooltip } from 'antd';
import { EyeOutlined, HeartOutlined, StarFilled } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PAGE_SIZES } from '@portal/shared';
import { ErrorState } from '../../../components/ErrorState';
import { paths, uniDetailPath } from '../../../config/paths';
import { formatCount, uniNames } from '../../../lib/display';
import { useFavouriteToggle } from '../../../lib/favourites';
import { getLang } from '../../../lib/lang';
import { useFavourites, type FavouriteUni } from '../api/favourites';

function FavouriteCard({ uni, busy, onRemove }: { uni: FavouriteUni; busy: boolean; onRemove: () => void }) {
  const { t } = useTranslation('catalogue');
  const lang = getLang();
  const country = lang === 'en' ? uni.countryEnName || uni.countryName : uni.countryName;
  const names = uniNames(uni, lang);
  return (
    <li className="fav-card">
      <Link to={uniDetailPath(uni.uniId)} className="fav-card__link">
        {uni.uniLogo ? <img className="fav-card__logo" src={uni.uniLogo} alt="" loading="lazy" width={64} height={64} /> : null}
        <span className="fav-card__body">
          <span className="fav-card__name">{names.name}</span>
          {names.other ? <span className="fav-card__en">{names.other}</span> : null}
          <span className="fav-card__meta">
            <span className="fav-card__country">
              {uni.countryFlag ? <img src={uni.countryFlag} alt="" width={21} height={14} /> : null}
              {country}
            </span>
            <span>
              <EyeOutlined aria-hidden="true" /> {t('favourites.views', { n: formatCount(uni.viewNumber) })}
            </span>
            <span>
              <HeartOutlined aria-hidden="true" /> {t('favourites.collects', { n: formatCount(uni.collectNumber) })}
            </span>
          </span>
          {uni.uniIntro ? <span className="fav-card__intro">{uni.uniIntro}</span> : null}
        </span>
      </Link>
      <Tooltip title={t('favourites.remove')}>
        <Button
          className="fav-card__star"
          type="text"
          shape="circle"
          icon={<StarFilled />}
          loading={busy}
          aria-label={`${t('favourites.remove')}: ${names.name}`}
          onClick={onRemove}
        />
      </Tooltip>
    </li>
  );
}

export function Favourites() {
  const { t } = useTranslation('catalogue');
  const [page, setPage] = useState<{ pageNo: number; pageSize: number }>({ pageNo: 1, pageSize: PAGE_SIZES.pagination.default });
  const q = useFavourites(page);
  const fav = useFavouriteToggle();
  const list = q.data?.list ?? [];
  const total = q.data?.totalCount ?? 0;

  const remove = async (uniId: number) => {
    try {
      await fav.remove(uniId);
      // The last card of a page gone: show the page before.
      if (list.length === 1 && page.pageNo > 1) setPage((p) => ({ ...p, pageNo: p.pageNo - 1 }));
    } catch {
      /* the API client has shown the error */
    }
  };

  let body;
  if (q.isPending) body = <Skeleton active avatar paragraph={{ rows: 3 }} />;
  else if (q.isError) body = <ErrorState message={t('favourites.loadFailed')} onRetry={() => void q.refetch()} />;
  else if (!list.length)
    body = (
      <Empty description={t('favourites.empty')}>
        <Link to={paths.institutional}>
          <Button type="primary">{t('favourites.browse')}</Button>
        </Link>
      </Empty>
    );
  else
    body = (
      <>
        <ul className={q.isPlaceholderData ? 'fav-list list-body--stale' : 'fav-list'}>
          {list.map((u) => (
            <FavouriteCard key={u.uniId} uni={u} busy={fav.pendingId === u.uniId} onRemove={() => void remove(u.uniId)} />
          ))}
        </ul>
        {total > page.pageSize ? (
          <Pagination
            className="fav-pagination"
            current={page.pageNo}
            pageSize={page.pageSize}
            total={total}
            pageSizeOptions={PAGE_SIZES.pagination.options.map(String)}
            showSizeChanger
            showQuickJumper
            showTotal={(n) => t('list.total', { n })}
            onChange={(pageNo, pageSize) => setPage({ pageNo: pageSize !== page.pageSize ? 1 : pageNo, pageSize })}
          />
        ) : null}
      </>
    );

  return (
    <Card className="user-card" title={t('favourites.title')}>
      {body}
    </Card>
  );
}
