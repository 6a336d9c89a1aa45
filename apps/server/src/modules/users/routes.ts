// Calls about the signed-in account under /api/admin/user/..., the menu tree, and role changes.
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CODES,
  answers,
  changeRolesBody,
  changeRolesData,
  commonQuery,
  getInfoData,
  menuNodeSchema,
  nothing,
  revokeSessionBody,
  sessionItemSchema,
  userSchema,
  getRoutersBody,
  updateAvatarBody,
  updatePwdBody,
  updateStudentUserBody,
  type MenuNode,
  type Role,
} from '@portal/shared';
import { menus } from '../../db/schema';
import { BizError, ok } from '../../lib/envelope';
import { clearSessionCookies } from '../../plugins/session';
import { activeSessions, revokeOtherSessions, revokeOwnSession, revokeSession } from '../accounts/sessions';
import { deviceOf } from '../../lib/user-agent';
import { setPassword } from '../accounts/service';
import { securityNotifier } from '../accounts/security-notices';
import { changeRoles, getInfo, updateAvatar, updateProfile } from './service';

const tags = ['user'];

const routes: FastifyPluginAsyncZod = async (app) => {
  const notify = securityNotifier({ sms: app.sms, mail: app.mail, log: app.log });
  const deps = () => ({ db: app.db, log: app.log, notify });

  app.get(
    '/admin/user/getInfo',
    {
      config: { auth: 'required' },
      schema: { tags, summary: 'The signed-in user with roles and permissions', querystring: commonQuery, response: answers(getInfoData) },
    },
    async (req) => ok(await getInfo(app.db, req.auth!.userId), req.lang),
  );

  app.post(
    '/admin/menu/getRouters',
    {
      config: { auth: 'required' },
      schema: {
        tags,
        summary: 'Menu tree of the portal for the caller',
        description: 'applicationType 3 is the web portal. Titles come in the request language; entries are filtered by role.',
        body: getRoutersBody,
        response: answers(z.array(menuNodeSchema)),
      },
    },
    async (req) => {
      const appType = req.body.applicationType ?? 3;
      const rows = await app.db
        .select()
        .from(menus)
        .where(and(eq(menus.applicationType, appType)))
        .orderBy(asc(menus.sort), asc(menus.id));
      const roles = req.auth!.roles;
      const visible = rows.filter((m) => m.roles.length === 0 || m.roles.some((r) => roles.includes(r as Role)));
      const node = (m: (typeof rows)[number]): MenuNode => ({
        name: m.name,
        path: m.path,
        hidden: m.hidden,
        meta: { title: req.lang === 'en' ? m.enTitle : m.title, enTitle: m.enTitle, icon: m.icon ?? undefined },
      });
      const tree: MenuNode[] = visible
        .filter((m) => !m.parentId)
        .map((m) => {
          const children = visible.filter((c) => c.parentId === m.id).map(node);
          return children.length ? { ...node(m), children } : node(m);
        });
      return ok(tree, req.lang);
    },
  );

  app.post(
    '/admin/user/crm/logOut',
    {
      schema: {
        tags,
        summary: 'Log out: revokes the session and clears the cookies',
        body: z.object({}).passthrough().optional(),
        response: answers(nothing),
      },
    },
    async (req, reply) => {
      if (req.auth) await revokeSession(app.db, req.auth.sessionId, 'logout');
      clearSessionCookies(reply);
      return ok(null, req.lang);
    },
  );

  app.post(
    '/admin/user/update/studentUser',
    {
      config: { auth: 'required' },
      schema: {
        tags,
        summary: 'Update the profile; changing phone (verifyType 1) or email (verifyType 2) needs a code sent with sendType 3',
        description: 'Code 018 when the new phone or email is bound to another account.',
        body: updateStudentUserBody,
        response: answers(userSchema),
      },
    },
    async (req) => {
      const user = await updateProfile({ db: app.db, codeKey: app.secrets.digestKey, notify }, req.auth!.userId, req.body, {
        ip: req.ip,
        lang: req.lang,
      });
      return ok(user, req.lang, req.lang === 'en' ? 'Profile saved' : '保存成功');
    },
  );

  app.post(
    '/admin/user/updateAvatar',
    {
      config: { auth: 'required' },
      schema: { tags, summary: 'Set the avatar to an image uploaded by the caller', body: updateAvatarBody, response: answers(nothing) },
    },
    async (req) => {
      await updateAvatar(app.db, req.auth!.userId, req.body.avatar);
      return ok(null, req.lang);
    },
  );

  app.post(
    '/admin/user/updatePwd',
    {
      config: { auth: 'required' },
      schema: {
        tags,
        summary: 'Change the password of the signed-in account',
        description: 'Ends every session of the account, this one included; the client logs in again.',
        body: updatePwdBody,
        response: answers(nothing),
      },
    },
    async (req, reply) => {
      await setPassword(deps(), req.auth!.userId, req.body.passWord, 'password_change', req.lang);
      clearSessionCookies(reply);
      return ok(null, req.lang);
    },
  );

  app.get(
    '/admin/user/sessions',
    {
      config: { auth: 'required' },
      schema: {
        tags,
        summary: 'The sessions of the signed-in account that still work',
        description: 'Answers [{ sessionId, createTime, lastSeenTime, ip, browser, system, current }], newest activity first.',
        querystring: commonQuery,
        response: answers(z.array(sessionItemSchema)),
      },
    },
    async (req) => {
      const list = await activeSessions(app.db, app.sessionPolicy, req.auth!.userId, req.auth!.roles);
      return ok(
        list.map((s) => ({
          sessionId: s.id,
          createTime: s.createdAt.toISOString(),
          lastSeenTime: s.lastSeenAt.toISOString(),
          ip: s.ip,
          ...deviceOf(s.userAgent),
          current: s.id === req.auth!.sessionId,
        })),
        req.lang,
      );
    },
  );

  app.post(
    '/admin/user/sessions/revoke',
    {
      config: { auth: 'required' },
      schema: {
        tags,
        summary: 'End one session of the signed-in account (this one included: the cookies are cleared)',
        description: 'A session of another account answers 005 and changes nothing.',
        body: revokeSessionBody,
        response: answers(nothing),
      },
    },
    async (req, reply) => {
      if (!(await revokeOwnSession(app.db, req.auth!.userId, req.body.sessionId, 'ended_by_owner'))) throw new BizError(CODES.NOT_FOUND);
      if (req.body.sessionId === req.auth!.sessionId) clearSessionCookies(reply);
      return ok(null, req.lang);
    },
  );

  app.post(
    '/admin/user/sessions/revokeOthers',
    {
      config: { auth: 'required' },
      schema: {
        tags,
        summary: 'End every session of the signed-in account but this one',
        description: 'Answers data.ended.',
        body: z.object({ ...commonQuery.shape }),
        response: answers(z.object({ ended: z.number() })),
      },
    },
    async (req) => ok({ ended: await revokeOtherSessions(app.db, req.auth!.userId, req.auth!.sessionId, 'ended_by_owner') }, req.lang),
  );

  app.post(
    '/admin/user/changeRoles',
    {
      config: { roles: ['admin'] },
      schema: {
        tags: ['admin'],
        summary: 'Set the roles of an account (admins only; audited)',
        body: changeRolesBody,
        response: answers(changeRolesData),
      },
    },
    async (req) => ok(await changeRoles(app.db, req.auth!.userId, req.body.userId, req.body.roles, req.ip), req.lang),
  );
};

export default routes;
