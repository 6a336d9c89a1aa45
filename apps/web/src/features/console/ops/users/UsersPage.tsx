// /console/users (admins): accounts found by account number, phone, email or name, filtered by
// role and state, sorted by registration or last activity (filters, sort and page in the address);
// contacts masked. A row opens a drawer: roles (the server keeps the rules: not your own admin
// role, the last admin stays), disable/enable, a password-reset code sent to the account's own
// phone or email, and the account's sessions (device, masked address, times) ended one by one or all.
// Chosen rows are disabled, enabled or signed out together after a confirm (UsersBulk.tsx).
import { useEffect, useMemo, useState } from 'react';
import { Button, Checkbox, Descriptions, Drawer, Empty, Input, List, Popconfirm, Select, Space, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { ROLES, opsRolesBody, type OpsUserItem, type Role } from '@portal/shared';
import { toast } from '../../../../lib/feedback';
import { useIsMobile } from '../../../../lib/device';
import { useCurrentUser } from '../../../../lib/auth';
import { columnSortOrder, tableChange } from '../../list/table';
import { useListState } from '../../list/use-list-state';
import type { ListSpec } from '../../list/url-state';
import { useEndSessions, useSendReset, useSetDisabled, useSetRoles, useUserSessions, useUsers } from '../api';
import { ColumnPicker, ConsoleTable, LoadError, useColumnChoice, useLeaveGuard } from '../../list/kit';
import { UsersBulkBar } from './UsersBulk';

type F = 'q' | 'role' | 'disabled';
type S = 'createdAt' | 'lastSeen';
const SPEC: ListSpec<F, S> = {
  filters: { q: { kind: 'text', max: 50 }, role: { kind: 'choice', values: ROLES }, disabled: { kind: 'choice', values: ['0', '1'] } },
  sorts: ['createdAt', 'lastSeen'],
  pageSizes: { default: 20, options: [10, 20, 50, 100] },
};
const COLUMNS = ['userNo', 'userName', 'phone', 'email', 'roles', 'state', 'createdAt', 'lastSeen', 'sessions'] as const;

export default function UsersPage() {
  const { t } = useTranslation('console-ops');
  const { state, change, reset } = useListState(SPEC);
  const [keyword, setKeyword] = useState(state.filters.q ?? '');
  useEffect(() => setKeyword(state.filters.q ?? ''), [state.filters.q]);
  const query = {
    ...state.filters,
    sort: state.sort,
    order: state.order,
    pageNo: state.pageNo,
    pageSize: state.pageSize,
  };
  const q = useUsers(query);
  const [openId, setOpenId] = useState<number | null>(null);
  const [selected, setSelected] = useState<number[]>([]);
  const choice = useColumnChoice('users', COLUMNS, ['createdAt']);
  const open = q.data?.list.find((u) => u.userId === openId) ?? null;

  const all: ColumnsType<OpsUserItem> = [
    { key: 'userNo', title: t('users.col.userNo'), dataIndex: 'userNo', width: 150 },
    { key: 'userName', title: t('users.col.userName'), dataIndex: 'userName', width: 120, render: (v: string | null) => v || '-' },
    { key: 'phone', title: t('users.col.phone'), dataIndex: 'phone', width: 130, render: (v: string | null) => v || '-' },
    { key: 'email', title: t('users.col.email'), dataIndex: 'email', width: 180, render: (v: string | null) => v || '-' },
    {
      key: 'roles',
      title: t('users.col.roles'),
      dataIndex: 'roles',
      width: 180,
      render: (roles: Role[]) => roles.map((r) => <Tag key={r}>{t(`roles.${r}`)}</Tag>),
    },
    {
      key: 'state',
      title: t('users.col.state'),
      dataIndex: 'disabled',
      width: 90,
      render: (d: boolean) => (d ? <Tag color="error">{t('users.disabled')}</Tag> : <Tag color="success">{t('users.enabled')}</Tag>),
    },
    {
      key: 'createdAt',
      title: t('users.col.createdAt'),
      dataIndex: 'createdAt',
      width: 170,
      sorter: true,
      sortOrder: columnSortOrder(state, 'createdAt'),
    },
    {
      key: 'lastSeen',
      title: t('users.col.lastSeen'),
      dataIndex: 'lastSeen',
      width: 170,
      sorter: true,
      sortOrder: columnSortOrder(state, 'lastSeen'),
      render: (v: string | null) => v || '-',
    },
    { key: 'sessions', title: t('users.col.sessions'), dataIndex: 'openSessions', width: 90 },
    {
      key: 'actions',
      title: t('common.actions'),
      width: 90,
      fixed: 'right',
      render: (_, r) => (
        <Button type="link" onClick={() => setOpenId(r.userId)}>
          {t('common.manage')}
        </Button>
      ),
    },
  ];
  const columns = all.filter((c) => c.key === 'actions' || choice.shows(String(c.key)));

  return (
    <div className="console-page">
      <div className="console-page__head">
        <div>
          <h1 className="console-page__title">{t('users.title')}</h1>
          <p className="console-page__sub">{t('users.sub')}</p>
        </div>
      </div>
      <div className="console-filters" role="search" aria-label={t('common.filters')}>
        <Input.Search
          allowClear
          placeholder={t('users.search')}
          aria-label={t('users.search')}
          value={keyword}
          onChange={(e) => setKeyword(e.target.value)}
          onSearch={(v) => change({ filters: { q: v.trim() || undefined } })}
        />
        <Select
          allowClear
          placeholder={t('users.col.roles')}
          aria-label={t('users.col.roles')}
          value={state.filters.role}
          onChange={(v?: string) => change({ filters: { role: v } })}
          options={ROLES.map((r) => ({ value: r, label: t(`roles.${r}`) }))}
        />
        <Select
          allowClear
          placeholder={t('users.col.state')}
          aria-label={t('users.col.state')}
          value={state.filters.disabled}
          onChange={(v?: string) => change({ filters: { disabled: v } })}
          options={[
            { value: '0', label: t('users.enabled') },
            { value: '1', label: t('users.disabled') },
          ]}
        />
        <Space wrap>
          <Button onClick={reset}>{t('common.reset')}</Button>
          <ColumnPicker
            options={all.filter((c) => c.key !== 'actions').map((c) => ({ key: String(c.key), label: String(c.title) }))}
            choice={choice}
          />
        </Space>
      </div>
      <LoadError error={q.error} retry={() => void q.refetch()} />
      <UsersBulkBar selected={selected} onClear={() => setSelected([])} />
      <ConsoleTable<OpsUserItem>
        rowKey="userId"
        rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys as number[]), preserveSelectedRowKeys: true }}
        columns={columns}
        dataSource={q.data?.list ?? []}
        loading={q.isFetching}
        scroll={{ x: 900 }}
        size="middle"
        onRow={(r) => ({ 'data-user-id': r.userId }) as React.HTMLAttributes<HTMLElement>}
        onChange={(p, _f, sorter, extra) => change(tableChange(state, p, sorter, extra.action, SPEC.sorts))}
        pagination={{
          current: state.pageNo,
          pageSize: state.pageSize,
          total: q.data?.totalCount ?? 0,
          showSizeChanger: true,
          pageSizeOptions: [10, 20, 50, 100],
          showTotal: (n) => t('common.total', { n }),
        }}
        locale={{ emptyText: q.isPending ? ' ' : <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('users.empty')} /> }}
      />
      {open ? <UserDrawer user={open} onClose={() => setOpenId(null)} /> : null}
    </div>
  );
}

function UserDrawer({ user, onClose }: { user: OpsUserItem; onClose: () => void }) {
  const { t } = useTranslation('console-ops');
  const mobile = useIsMobile();
  const me = useCurrentUser();
  const [roles, setRoles] = useState<Role[]>(user.roles);
  useEffect(() => setRoles(user.roles), [user.roles]);
  const dirty = useMemo(() => [...roles].sort().join() !== [...user.roles].sort().join(), [roles, user.roles]);
  const guard = useLeaveGuard(dirty);
  const saveRoles = useSetRoles();
  const disable = useSetDisabled();
  const reset = useSendReset();
  const end = useEndSessions();
  const sessions = useUserSessions(user.userId);
  const self = me.user?.userId === user.userId;
  const rolesCheck = opsRolesBody.safeParse({ userId: user.userId, roles });

  const onSaveRoles = () => saveRoles.mutate({ userId: user.userId, roles }, { onSuccess: () => toast.success(t('users.rolesSaved')) });
  const onDisable = () =>
    disable.mutate(
      { userId: user.userId, disabled: !user.disabled },
      { onSuccess: (u) => toast.success(u.disabled ? t('users.disabledDone') : t('users.enabledDone')) },
    );
  const onReset = () =>
    reset.mutate(user.userId, {
      onSuccess: (r) => toast.success(t(r.channel === 'sms' ? 'users.resetSentSms' : 'users.resetSentMail', { to: r.to })),
    });

  return (
    <Drawer
      open
      width={mobile ? '100%' : 560}
      title={t('users.drawerTitle', { name: user.userName || user.phone || user.email || user.userNo })}
      onClose={() => guard(onClose)}
      destroyOnHidden
    >
      <Descriptions column={1} size="small" bordered>
        <Descriptions.Item label={t('users.col.userNo')}>{user.userNo}</Descriptions.Item>
        <Descriptions.Item label={t('users.col.phone')}>{user.phone || '-'}</Descriptions.Item>
        <Descriptions.Item label={t('users.col.email')}>{user.email || '-'}</Descriptions.Item>
        <Descriptions.Item label={t('users.col.createdAt')}>{user.createdAt}</Descriptions.Item>
        <Descriptions.Item label={t('users.col.state')}>
          {user.disabled ? <Tag color="error">{t('users.disabled')}</Tag> : <Tag color="success">{t('users.enabled')}</Tag>}
        </Descriptions.Item>
      </Descriptions>

      <Typography.Title level={5} style={{ marginTop: 20 }}>
        {t('users.col.roles')}
      </Typography.Title>
      <Checkbox.Group
        value={roles}
        onChange={(v) => setRoles(v as Role[])}
        options={ROLES.map((r) => ({ value: r, label: t(`roles.${r}`), disabled: self && r === 'admin' }))}
      />
      {!rolesCheck.success ? <div className="console-muted">{t('users.rolesRequired')}</div> : null}
      <div style={{ marginTop: 8 }}>
        <Button type="primary" disabled={!dirty || !rolesCheck.success} loading={saveRoles.isPending} onClick={onSaveRoles}>
          {t('users.saveRoles')}
        </Button>
      </div>

      <Typography.Title level={5} style={{ marginTop: 20 }}>
        {t('users.account')}
      </Typography.Title>
      <Space wrap>
        <Popconfirm
          title={user.disabled ? t('users.enableConfirm') : t('users.disableConfirm')}
          okText={t('common.confirm')}
          cancelText={t('common.cancel')}
          onConfirm={onDisable}
          disabled={self}
        >
          <Button danger={!user.disabled} disabled={self} loading={disable.isPending}>
            {user.disabled ? t('users.enable') : t('users.disable')}
          </Button>
        </Popconfirm>
        <Popconfirm
          title={t('users.resetConfirm')}
          okText={t('common.confirm')}
          cancelText={t('common.cancel')}
          onConfirm={onReset}
          disabled={user.disabled}
        >
          <Button disabled={user.disabled} loading={reset.isPending}>
            {t('users.reset')}
          </Button>
        </Popconfirm>
      </Space>
      <div className="console-muted" style={{ marginTop: 6 }}>
        {t('users.resetHint')}
      </div>

      <Typography.Title level={5} style={{ marginTop: 20 }}>
        {t('users.sessions')}
      </Typography.Title>
      <LoadError error={sessions.error} retry={() => void sessions.refetch()} />
      <List
        size="small"
        bordered
        loading={sessions.isFetching}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('users.noSessions')} /> }}
        dataSource={sessions.data ?? []}
        renderItem={(s) => (
          <List.Item
            actions={[
              <Popconfirm
                key="end"
                title={t('users.endConfirm')}
                okText={t('common.confirm')}
                cancelText={t('common.cancel')}
                onConfirm={() =>
                  end.mutate({ userId: user.userId, sessionId: s.sessionId }, { onSuccess: () => toast.success(t('users.ended')) })
                }
              >
                <Button size="small" danger type="link">
                  {t('users.end')}
                </Button>
              </Popconfirm>,
            ]}
          >
            <List.Item.Meta
              title={`${s.browser} · ${s.system}`}
              description={t('users.sessionLine', { ip: s.ip ?? '-', created: s.createdAt, seen: s.lastSeen })}
            />
          </List.Item>
        )}
      />
      {sessions.data && sessions.data.length > 0 ? (
        <Popconfirm
          title={t('users.endAllConfirm')}
          okText={t('common.confirm')}
          cancelText={t('common.cancel')}
          onConfirm={() => end.mutate({ userId: user.userId }, { onSuccess: (r) => toast.success(t('users.endedAll', { n: r.ended })) })}
        >
          <Button danger style={{ marginTop: 8 }} loading={end.isPending}>
            {t('users.endAll')}
          </Button>
        </Popconfirm>
      ) : null}
    </Drawer>
  );
}
