// Entry: read the language, load its texts, then render.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProvider } from './app/provider';
import { AppRouter } from './app/router';
import { initI18n } from './lib/i18n';
import { getLang } from './lib/lang';
import './styles.css';

async function bootstrap() {
  const lang = getLang();
  const i18n = await initI18n(lang);
  document.title = i18n.t('app.title');
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <AppProvider>
        <AppRouter />
      </AppProvider>
    </StrictMode>,
  );
}

void bootstrap();
