// antd's ConfigProvider (the portal's theme and antd's texts in the interface language) for every
// part of the app that draws antd components. It is not mounted at the root: pages and pieces
// that use antd get it through withAntd (lib/with-antd), so a page without antd (the home page's
// first screen) loads none of antd's runtime.
import type { ReactNode } from 'react';
import { ConfigProvider } from 'antd';
import { LoadingOutlined } from '@ant-design/icons';
import enUS from 'antd/es/locale/en_US';
import zhCN from 'antd/es/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { theme } from '../app/theme';
import { getLang } from './lang';
import { useReducedMotion } from './reduced-motion';

// Switching language reloads the page, so the locale is fixed for the life of this module. Date
// pickers take their month and weekday names from dayjs's locale.
const locale = getLang() === 'en' ? enUS : zhCN;
dayjs.locale(getLang() === 'en' ? 'en' : 'zh-cn');

// Button labels as the spec writes them: '取消', not antd's spaced '取 消'. A plain loading icon:
// antd's default one animates in and out, and when a fast answer switches loading on and off at
// once its leave animation can stall and leave a spinner on a button that is no longer busy.
const button = { autoInsertSpace: false, loadingIcon: <LoadingOutlined /> };

// Without motion for a visitor who asked the system for less of it.
const stillTheme = { ...theme, token: { ...theme.token, motion: false } };

export function AntdScope({ children }: { children: ReactNode }) {
  const reduced = useReducedMotion();
  const scopeTheme = reduced ? stillTheme : theme;
  return (
    <ConfigProvider locale={locale} theme={scopeTheme} button={button}>
      {children}
    </ConfigProvider>
  );
}

// antd's static message/Modal (lib/feedback) render outside the React tree: same locale and theme.
ConfigProvider.config({ holderRender: (children) => <AntdScope>{children}</AntdScope> });
