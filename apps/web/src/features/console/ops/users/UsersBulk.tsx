// The bulk actions of the users list (admins): disable, enable or end the sessions of the chosen
// accounts, each after a confirm. The server applies the single-account rules to each row (not
// yourself, the last enabled admin stays) and answers which were refused and why; those are shown
// in a dialog, the rest in a toast.
import { Button, Popconfirm } from 'antd';
import { useTranslation } from 'react-i18next';
import type { UserBulkAction } from '@portal/shared';
import { dialog, toast } from '../../../../lib/feedback';
import { BulkBar } from '../../list/kit';
import { useBulkUsers } from '../api';

const ACTIONS: UserBulkAction[] = ['disable', 'enable', 'endSessions'];

export function UsersBulkBar({ selected, onClear }: { selected: number[]; onClear: () => void }) {
  const { t } = useTranslation('console-ops');
  const bulk = useBulkUsers();
  const run = (action: UserBulkAction) =>
    bulk.mutate(
      { userIds: selected, action },
      {
        onSuccess: (r) => {
          if (r.changed) toast.success(t('users.bulk.done', { count: r.changed }));
          else if (!r.refused.length) toast.info(t('users.bulk.nothing'));
          if (r.refused.length)
            dialog.warning({
              title: t('users.bulk.refusedTitle', { count: r.refused.length }),
              content: (
                <ul className="console-ops-refused">
                  {r.refused.map((x) => (
                    <li key={x.userId}>{t('users.bulk.refusedLine', { who: x.userNo ?? x.userId, reason: x.reason })}</li>
                  ))}
                </ul>
              ),
            });
          onClear();
        },
      },
    );
  return (
    <BulkBar count={selected.length} onClear={onClear}>
      {ACTIONS.map((action) => (
        <Popconfirm
          key={action}
          title={t(`users.bulk.${action}Confirm`, { n: selected.length })}
          okText={t('common.confirm')}
          cancelText={t('common.cancel')}
          onConfirm={() => run(action)}
        >
          <Button danger={action !== 'enable'} loading={bulk.isPending && bulk.variables?.action === action} data-bulk={action}>
            {t(`users.bulk.${action}`)}
          </Button>
        </Popconfirm>
      ))}
    </BulkBar>
  );
}
