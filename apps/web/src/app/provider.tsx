// Everything the screens rely on: react-query. antd's ConfigProvider (theme, antd's texts in the
// interface language) is not mounted here: every lazy page or piece that draws antd components is
// rendered inside it (lib/with-antd, lib/antd-scope), so the home page's first load carries no antd.
// The same settings reach antd's static message/Modal (lib/feedback), loaded on first use.
import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '../lib/query-client';

export function AppProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
