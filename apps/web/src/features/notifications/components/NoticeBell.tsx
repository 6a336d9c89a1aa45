// The bell (issue 11): the unread count of the signed-in account's notices, polled every 30 s
// while the tab is visible; a click opens the list (a popover on desktop, a drawer on phones)
// with each notice's title, text, time and unread mark; a text longer than two lines has a toggle
// that shows all of it. Choosing a notice marks it read and goes to its link; 'mark all read'
// clears the count. Loading, empty and error states in the list.
// Drawn only for a signed-in account (the caller decides; it asks nothing without a session).
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { Badge, Button, Drawer, Empty, Popover, Skeleton } from 'antd';
import { BellOutlined, CloseOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { NoticeItem } from '@portal/shared';
import { ErrorState } from '../../../components/ErrorState';
import { useIsMobile } from '../../../lib/device';
import { useMarkRead, useNoticeList, useUnreadCount } from '../api/notices';
import { noticeTarget, noticeTime } from '../notice-link';
import '../notices.css';

export interface NoticeBellProps {
  /** Called when the count grows (a new notice came in): the page may fetch what it shows again. */
  onNewNotice?: () => void;
  /** Queries fetched again when the count grows (the caller names them: features do not know each other's keys). */
  refreshOnNew?: readonly QueryKey[];
  /** Phones: a drawer instead of the popover (default: the app's layout rule). */
  mobile?: boolean;
  className?: string;
}

function NoticeRow({ notice, onOpen }: { notice: NoticeItem; onOpen: (n: NoticeItem) => void }) {
  const { t } = useTranslation('notices');
  const body = useRef<HTMLSpanElement>(null);
  // A body longer than its two lines gets a toggle that shows the whole text in the list (measured
  // while folded; it stays true while the whole text shows).
  const [clamped, setClamped] = useState(false);
  const [whole, setWhole] = useState(false);
  useLayoutEffect(() => {
    const el = body.current;
    if (!el || whole) return;
    const measure = () => setClamped(el.scrollHeight > el.clientHeight + 1);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const ro = new ResizeObserver(measure);
    ro.observe(el);
    return () => ro.disconnect();
  }, [notice.body, whole]);
  const bodyId = `notice-body-${notice.id}`;
  return (
    <li className="notice-item">
      <button type="button" className={notice.read ? 'notice-row' : 'notice-row notice-row--unread'} onClick={() => onOpen(notice)}>
        <span className="notice-row__head">
          {notice.read ? null : <span className="notice-row__dot" aria-label={t('bell.unreadMark')} role="img" />}
          <span className="notice-row__title">{notice.title}</span>
          <time className="notice-row__time" dateTime={notice.createTime.replace(' ', 'T')}>
            {noticeTime(notice.createTime)}
          </time>
        </span>
        {notice.body ? (
          <span ref={body} id={bodyId} className={whole ? 'notice-row__body notice-row__body--whole' : 'notice-row__body'}>
            {notice.body}
          </span>
        ) : null}
      </button>
      {notice.body && clamped ? (
        <button
          type="button"
          className="notice-row__toggle"
          aria-expanded={whole}
          aria-controls={bodyId}
          onClick={() => setWhole((w) => !w)}
        >
          {whole ? t('bell.less') : t('bell.whole')}
        </button>
      ) : null}
    </li>
  );
}

function NoticePanel({
  open,
  onDone,
  onClose,
}: {
  open: boolean;
  onDone: () => void;
  /** The drawer: a close button first. */ onClose?: () => void;
}) {
  const { t } = useTranslation('notices');
  const navigate = useNavigate();
  const list = useNoticeList(open);
  const markRead = useMarkRead();
  const items = list.data?.pages.flatMap((p) => p.list) ?? [];
  const unread = list.data?.pages[list.data.pages.length - 1]?.unread ?? 0;

  const openNotice = (n: NoticeItem) => {
    const go = () => {
      const to = noticeTarget(n.link);
      onDone();
      if (to) navigate(to);
    };
    if (n.read) go();
    else markRead.mutate({ ids: [n.id] }, { onSettled: go });
  };

  let body;
  if (list.isPending)
    body = (
      <div className="notice-panel__loading" aria-busy="true">
        <Skeleton active title={false} paragraph={{ rows: 4 }} />
      </div>
    );
  else if (list.isError) body = <ErrorState message={t('bell.loadFailed')} onRetry={() => void list.refetch()} />;
  else if (!items.length)
    body = <Empty className="notice-panel__empty" image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('bell.empty')} />;
  else
    body = (
      <>
        <ul className="notice-list">
          {items.map((n) => (
            <NoticeRow key={n.id} notice={n} onOpen={openNotice} />
          ))}
        </ul>
        {list.hasNextPage ? (
          <div className="notice-panel__more">
            <Button type="link" size="small" loading={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
              {t('bell.more')}
            </Button>
          </div>
        ) : null}
      </>
    );

  return (
    <div className="notice-panel">
      <div className="notice-panel__head">
        {onClose ? <Button type="text" size="small" icon={<CloseOutlined />} aria-label={t('bell.close')} onClick={onClose} /> : null}
        <span className="notice-panel__title">{t('bell.title')}</span>
        <Button type="link" size="small" disabled={!unread} loading={markRead.isPending} onClick={() => markRead.mutate({ all: true })}>
          {t('bell.markAll')}
        </Button>
      </div>
      {body}
    </div>
  );
}

export function NoticeBell({ onNewNotice, refreshOnNew, mobile, className }: NoticeBellProps) {
  const { t } = useTranslation('notices');
  const phone = useIsMobile();
  const asDrawer = mobile ?? phone;
  const [open, setOpen] = useState(false);
  const unread = useUnreadCount();
  const count = unread.data?.count ?? 0;

  // A new notice: whatever the page shows about it (a reply, a status) may have changed.
  const qc = useQueryClient();
  const seen = useRef<number | null>(null);
  const onNew = useRef<() => void>(() => undefined);
  onNew.current = () => {
    onNewNotice?.();
    for (const queryKey of refreshOnNew ?? []) void qc.invalidateQueries({ queryKey });
  };
  useEffect(() => {
    if (unread.data === undefined) return;
    if (seen.current !== null && unread.data.count > seen.current) onNew.current();
    seen.current = unread.data.count;
  }, [unread.data]);

  const button = (
    <button
      type="button"
      className={className ? `notice-bell ${className}` : 'notice-bell'}
      aria-label={count ? t('bell.labelCount', { count }) : t('bell.label')}
      aria-haspopup="dialog"
      aria-expanded={open}
      onClick={asDrawer ? () => setOpen(true) : undefined}
    >
      <Badge count={count} size="small" overflowCount={99} offset={[2, -2]}>
        <BellOutlined className="notice-bell__icon" />
      </Badge>
    </button>
  );

  if (asDrawer)
    return (
      <>
        {button}
        <Drawer
          placement="right"
          open={open}
          onClose={() => setOpen(false)}
          size="min(420px, 100vw)"
          title={null}
          closable={false}
          className="notice-drawer"
          styles={{ body: { padding: 0 } }}
        >
          <NoticePanel open={open} onDone={() => setOpen(false)} onClose={() => setOpen(false)} />
        </Drawer>
      </>
    );
  return (
    <Popover
      trigger="click"
      placement="bottomRight"
      arrow={false}
      open={open}
      onOpenChange={setOpen}
      content={<NoticePanel open={open} onDone={() => setOpen(false)} />}
      classNames={{ root: 'notice-popover' }}
    >
      {button}
    </Popover>
  );
}

export default NoticeBell;
