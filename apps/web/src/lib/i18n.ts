// i18next set up with the texts of one language only: switching language reloads the page,
// so the other language's texts are never downloaded. Only the namespaces the shell and the home
// page paint with are loaded at start; a component asking for another namespace suspends while
// its file loads (each namespace is its own chunk).
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Lang } from '@portal/shared';
import { I18N_CODE } from './lang';
import type common from '../locales/zh-CN/common.json';
import type auth from '../locales/zh-CN/auth.json';
import type user from '../locales/zh-CN/user.json';
import type home from '../locales/zh-CN/home.json';
import type detail from '../locales/zh-CN/detail.json';
import type catalogue from '../locales/zh-CN/catalogue.json';
import type apply from '../locales/zh-CN/apply.json';
import type wizard from '../locales/zh-CN/wizard.json';
import type consoleTexts from '../locales/zh-CN/console.json';
import type messages from '../locales/zh-CN/messages.json';
import type notices from '../locales/zh-CN/notices.json';
import type contract from '../locales/zh-CN/contract.json';
import type match from '../locales/zh-CN/match.json';
import type consoleCatalogue from '../locales/zh-CN/console-catalogue.json';
import type consoleContent from '../locales/zh-CN/console-content.json';
import type consoleOps from '../locales/zh-CN/console-ops.json';
import type consoleImport from '../locales/zh-CN/console-import.json';
import type sourcing from '../locales/zh-CN/sourcing.json';
import type privacy from '../locales/zh-CN/privacy.json';
import type myData from '../locales/zh-CN/my-data.json';
import type fileConsents from '../locales/zh-CN/file-consents.json';

export const NAMESPACES = [
  'common',
  'auth',
  'user',
  'home',
  'detail',
  'catalogue',
  'apply',
  'wizard',
  'messages',
  'notices',
  'console',
  'contract',
  'match',
  'console-catalogue',
  'console-content',
  'console-ops',
  'console-import',
  'sourcing',
  'privacy',
  'my-data',
  'file-consents',
] as const;

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      common: typeof common;
      auth: typeof auth;
      user: typeof user;
      home: typeof home;
      detail: typeof detail;
      catalogue: typeof catalogue;
      apply: typeof apply;
      wizard: typeof wizard;
      console: typeof consoleTexts;
      messages: typeof messages;
      notices: typeof notices;
      contract: typeof contract;
      match: typeof match;
      'console-catalogue': typeof consoleCatalogue;
      'console-content': typeof consoleContent;
      'console-ops': typeof consoleOps;
      'console-import': typeof consoleImport;
      sourcing: typeof sourcing;
      privacy: typeof privacy;
      'my-data': typeof myData;
      'file-consents': typeof fileConsents;
    };
  }
}

const loaders = import.meta.glob<Record<string, unknown>>('../locales/*/*.json', { import: 'default' });

/** Namespaces loaded before the first paint. */
export const START_NAMESPACES = ['common', 'home'] as const;

const loadNamespace = (code: string, ns: string) => {
  const load = loaders[`../locales/${code}/${ns}.json`];
  if (!load) return Promise.reject(new Error(`no texts for ${code}/${ns}`));
  return load();
};

/** An i18next backend that reads the bundled JSON chunks. */
const chunkBackend = {
  type: 'backend' as const,
  init() {},
  read(language: string, namespace: string, callback: (err: unknown, data: Record<string, unknown> | false) => void) {
    loadNamespace(language, namespace).then(
      (data) => callback(null, data),
      (err) => callback(err, false),
    );
  },
};

/** `more`: namespaces a page drawn by the server needs for its first render (hydration). */
export async function initI18n(lang: Lang, more: readonly string[] = []): Promise<typeof i18n> {
  const code = I18N_CODE[lang];
  const bundle: Record<string, Record<string, unknown>> = {};
  const namespaces = [...new Set([...START_NAMESPACES, ...more.filter((ns) => (NAMESPACES as readonly string[]).includes(ns))])];
  await Promise.all(
    namespaces.map(async (ns) => {
      bundle[ns] = await loadNamespace(code, ns);
    }),
  );
  await i18n
    .use(chunkBackend)
    .use(initReactI18next)
    .init({
      lng: code,
      fallbackLng: false,
      ns: namespaces,
      defaultNS: 'common',
      partialBundledLanguages: true,
      resources: { [code]: bundle },
      interpolation: { escapeValue: false },
    });
  document.documentElement.lang = code;
  return i18n;
}

export { i18n };
