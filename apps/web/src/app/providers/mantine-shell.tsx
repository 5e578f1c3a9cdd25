import '../styles.css';
import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { loadFonts } from '../startup/load-fonts';
import { StartupGate } from '../startup/startup-gate';
import { startupPromise } from '../startup/startup-promise';
import { AppThemeProvider } from './app-theme-provider';

/**
 * Mantine (its provider, theme and CSS) for every screen except the diner's menu. It is a lazy
 * layout route, so the diner's phone never downloads Mantine: the public menu is built from plain
 * elements and CSS modules and must stay light (issue 3's speed budget).
 */
export function MantineShell() {
  // Start-up has usually asked already; after a diner's menu (which skips them) the fonts come now.
  useEffect(() => void loadFonts(), []);
  return (
    <AppThemeProvider>
      {/* Start-up is done by now, unless the visit began on a public site page that did not wait (app.tsx). */}
      <StartupGate startup={startupPromise()}>
        <Outlet />
      </StartupGate>
    </AppThemeProvider>
  );
}
