// The signed-in end of the desktop header: the notice bell and the user menu, in the chunk (with
// antd) that visitors without a session never download. The bell is a chunk of its own again, so
// the list of files the header's first load names stays as short as it was.
import { lazy, Suspense } from 'react';
import type { User } from '@portal/shared';
import UserMenu from './UserMenu';

const NoticeBell = lazy(() => import('../../features/notifications/components/NoticeBell'));

/** A new notice (a reply, a return, a status) changes what the applications pages show. */
const REFRESH_ON_NOTICE = [['applications']];

export default function SignedInArea({ user }: { user: User }) {
  return (
    <span className="user-area">
      <Suspense fallback={<span className="notice-bell-placeholder" />}>
        <NoticeBell refreshOnNew={REFRESH_ON_NOTICE} mobile={false} />
      </Suspense>
      <UserMenu user={user} />
    </span>
  );
}
