import './app.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { initI18n } from '../lib/i18n/i18n';
import { rememberLanguage } from '../lib/i18n/language-storage';
import { App } from './app';
import { createQueryClient } from './providers/query-client';
import { languageInUrl } from './startup/diner-url';
import { isLightPage } from './startup/light-pages';
import { loadFonts } from './startup/load-fonts';
import { startUp } from './startup/start-up';
import { setStartup } from './startup/startup-promise';

async function main(): Promise<void> {
  const queryClient = createQueryClient();
  // The session and the active language load side by side; fonts never hold the page up (and the
  // diner's and the public site's pages, which use the system font, leave them to the Mantine shell).
  // startUp stores its failures in the queries; this catch only guards against a bug blanking the page.
  const startup = startUp(queryClient).catch((error: unknown) => console.error('Start-up failed', error));
  setStartup(startup);
  if (!isLightPage(window.location.pathname)) void loadFonts();
  // A language in the diner's URL is their choice, remembered like the diner's switcher (for the diner's pages only).
  const urlLanguage = languageInUrl(window.location.pathname);
  if (urlLanguage) rememberLanguage(urlLanguage, 'diner');
  try {
    await initI18n();
  } catch (error) {
    // A locale that fails to load still leaves a working app (keys instead of text), never a blank page.
    console.error('Error loading translations', error);
  }
  const root = createRoot(document.getElementById('root')!);
  // As a transition React renders the first screen in slices, yielding to the browser between them,
  // instead of in one long task that holds a slow phone's main thread (Lighthouse's TBT).
  startTransition(() =>
    root.render(
      <StrictMode>
        <App queryClient={queryClient} startup={startup} />
      </StrictMode>,
    ),
  );
}

void main();
