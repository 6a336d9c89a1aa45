// Everything the screens rely on: react-query and the texts. antd's ConfigProvider (theme, antd's
// texts in the interface language) is not mounted here: every lazy page or piece that draws antd
// components is rendered inside it (lib/with-antd, lib/antd-scope), so the public pages' first
// screens carry no antd. The same settings reach antd's static message/Modal (lib/feedback),
// loaded on first use. The server's rendering of a first screen (src/ssr) uses the same tree with
// its own query client and texts, so that the browser can take its page over (hydration).
import { StrictMode, useEffect, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';

export function AppProvider({ client, i18n, children }: { client: QueryClient; i18n: I18n; children: ReactNode }) {
  // A page drawn by the server is inert until the app has taken it over (clicks before then would
  // be lost): from here on it answers.
  useEffect(() => document.getElementById('root')?.removeAttribute('inert'), []);
  return (
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={client}>{children}</QueryClientProvider>
      </I18nextProvider>
    </StrictMode>
  );
}
