// Loads reference data (dictionaries, menus, schools) and, for the demo, demo accounts.
// Idempotent: every insert skips rows that exist, so a second start adds nothing twice and
// never overwrites what staff have edited.
import { and, eq, sql } from 'drizzle-orm';
import { pinyin } from 'pinyin-pro';
import type { Db } from '../client';
import { DEFAULT_STATUS_SETTINGS } from '@portal/shared';
import { colleges, dictData, menus, statusSettings, users } from '../schema';
import { DICTIONARIES } from './dictionaries';
import { COLLEGES } from './colleges';
import { syncAliases } from './aliases';
import { seedContractClasses } from './contract-classes';
import { randomId } from '../../lib/crypto';
import { hashPassword } from '../../lib/passwords';
import { recordCurrentAccountConsents } from '../../modules/privacy/account';

interface MenuSeed {
  name: string;
  path: string;
  title: string;
  enTitle: string;
  icon?: string;
  hidden?: boolean;
  roles?: string[];
  children?: MenuSeed[];
}

/** The web portal's menu (applicationType 3). Later features add their entries here. */
const PORTAL_MENU: MenuSeed[] = [
  { name: 'Home', path: '/home', title: '首页', enTitle: 'Home', icon: 'home' },
  { name: 'Institutional', path: '/Institutional', title: '院校库', enTitle: 'Institutions', icon: 'bank' },
  { name: 'Majors', path: '/majors', title: '专业库', enTitle: 'Majors', icon: 'book' },
  { name: 'CaseShare', path: '/caseShare', title: '案例分享', enTitle: 'Case sharing', icon: 'trophy' },
  { name: 'StudyHelp', path: '/studyHelp', title: '留学帮助', enTitle: 'Study help', icon: 'read' },
  { name: 'FindScholarship', path: '/findScholarship', title: '奖学金', enTitle: 'Scholarships', icon: 'gift' },
  {
    name: 'User',
    path: '/user',
    title: '个人中心',
    enTitle: 'Personal centre',
    icon: 'user',
    children: [
      { name: 'UserBasic', path: '/user?menuItem=1', title: '基本信息', enTitle: 'Basic info' },
      { name: 'UserPassword', path: '/user?menuItem=3', title: '修改密码', enTitle: 'Change password' },
      { name: 'UserFavourites', path: '/user?menuItem=4', title: '我的收藏', enTitle: 'My favourites' },
    ],
  },
];

async function seedMenus(db: Db, items: MenuSeed[], parentId: number | null) {
  let sort = 1;
  for (const m of items) {
    await db
      .insert(menus)
      .values({
        parentId,
        applicationType: 3,
        name: m.name,
        path: m.path,
        title: m.title,
        enTitle: m.enTitle,
        icon: m.icon,
        hidden: m.hidden ?? false,
        roles: m.roles ?? [],
        sort: sort++,
      })
      .onConflictDoNothing();
    if (m.children) {
      const [row] = await db
        .select({ id: menus.id })
        .from(menus)
        .where(and(eq(menus.applicationType, 3), eq(menus.path, m.path)));
      await seedMenus(db, m.children, row.id);
    }
  }
}

export async function seedReference(db: Db): Promise<void> {
  for (let i = 0; i < DICTIONARIES.length; i += 200) {
    const chunk = DICTIONARIES.slice(i, i + 200).map((d) => ({
      dictType: d.dictType,
      dictValue: d.dictValue,
      dictLabel: d.dictLabel,
      dictEnLabel: d.dictEnLabel,
      remark: d.remark ?? null,
      sort: d.sort ?? 0,
    }));
    await db.insert(dictData).values(chunk).onConflictDoNothing();
  }
  // Demo databases made before the videos shipped point at files that never existed: point them at
  // the shipped set. An address staff set later is left alone.
  await db.execute(
    sql`UPDATE dict_data SET updated_at = now(), remark = '/api/assets/videos/' || substring(remark from '/media/videos/(intro-[0-9]+)\.mp4$')
        WHERE dict_type = 'jxj_page_video' AND remark ~ '^/media/videos/intro-[0-9]+\.mp4$'`,
  );
  await seedMenus(db, PORTAL_MENU, null);
  // Who holds the next step in each status (lifecycle.ts): inserted when missing, so staff edits stay.
  await db
    .insert(statusSettings)
    .values(Object.entries(DEFAULT_STATUS_SETTINGS).map(([status, s]) => ({ status, nextOwner: s.owner, waitDays: s.waitDays })))
    .onConflictDoNothing();
  // The contract class of each study country (contract-classes.ts): inserted when missing.
  await seedContractClasses(db);
  const rows = COLLEGES.map((c) => ({
    name: c.name,
    enName: c.enName,
    dataType: c.dataType,
    collegeType: c.collegeType,
    pinyin: pinyin(c.name, { toneType: 'none', separator: '', v: true }).toLowerCase(),
    initials: pinyin(c.name, { pattern: 'first', toneType: 'none', separator: '' }).toLowerCase(),
  }));
  for (let i = 0; i < rows.length; i += 200)
    await db
      .insert(colleges)
      .values(rows.slice(i, i + 200))
      .onConflictDoNothing();
  await syncAliases(db, 'colleges');
}

/** A password that satisfies the portal's rule: 12 letters and digits with both kinds. */
export function generatePassword(): string {
  const raw = randomId(8);
  return `A${raw.slice(0, 9)}7z`;
}

export interface SeedAccountsResult {
  adminCreated: boolean;
  adminPassword?: string;
}

const SEED_CONSENT = { ip: 'seed', userAgent: 'seed' };

export const DEMO_ACCOUNTS = [
  { email: 'student@demo.local', userName: '演示学生', roles: ['student'], password: 'Student123' },
  { email: 'agent@demo.local', userName: '演示代理', roles: ['agent'], password: 'Agent123' },
  { email: 'clerk@demo.local', userName: '演示顾问', roles: ['clerk'], password: 'Clerk123' },
];

export async function seedAccounts(
  db: Db,
  opts: { adminAccount: string; adminPassword?: string; demo: boolean },
): Promise<SeedAccountsResult> {
  const result: SeedAccountsResult = { adminCreated: false };
  const exists = async (email: string) =>
    (
      await db
        .select({ id: users.id })
        .from(users)
        .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
    ).length > 0;
  if (!(await exists(opts.adminAccount))) {
    const password = opts.adminPassword ?? generatePassword();
    const [admin] = await db
      .insert(users)
      .values({
        userNo: 'A000001',
        userName: '管理员',
        email: opts.adminAccount.toLowerCase(),
        passwordHash: await hashPassword(password),
        roles: ['admin'],
      })
      .onConflictDoNothing()
      .returning({ id: users.id });
    // Seeded accounts come with the current privacy/terms consents (issue 15), as a registration would.
    if (admin) await recordCurrentAccountConsents(db, admin.id, SEED_CONSENT);
    result.adminCreated = true;
    if (!opts.adminPassword) result.adminPassword = password;
  }
  if (opts.demo) {
    for (const [i, a] of DEMO_ACCOUNTS.entries()) {
      if (await exists(a.email)) continue;
      const [demo] = await db
        .insert(users)
        .values({
          userNo: `D00000${i + 1}`,
          userName: a.userName,
          email: a.email,
          passwordHash: await hashPassword(a.password),
          roles: a.roles,
          stuUniName: '北京大学',
          isOverseas: '0',
        })
        .onConflictDoNothing()
        .returning({ id: users.id });
      if (demo) await recordCurrentAccountConsents(db, demo.id, SEED_CONSENT);
    }
  }
  return result;
}
