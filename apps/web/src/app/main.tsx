import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initI18n } from '../lib/i18n/i18n';
import { App } from './app';
import { createQueryClient } from './providers/query-client';
import { loadFonts } from './startup/load-fonts';
import { startUp } from './startup/start-up';

async function main(): Promise<void> {
  const queryClient = createQueryClient();
  // The session and the active language load side by side; fonts never hold the page up.
  // startUp stores its failures in the queries; this catch only guards against a bug blanking the page.
  const startup = startUp(queryClient).catch((error: unknown) => console.error('Start-up failed', error));
  void loadFonts();
  try {
    await initI18n();
  } catch (error) {
    // A locale that fails to load still leaves a working app (keys instead of text), never a blank page.
    console.error('Error loading translations', error);
  }
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App queryClient={queryClient} startup={startup} />
    </StrictMode>,
  );
}

void main();
