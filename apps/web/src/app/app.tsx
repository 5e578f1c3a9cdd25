import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { RouterProvider } from 'react-router/dom';
import { SsrFirstPaint } from '../features/blog-public/lib/ssr-first-paint';
import { createAppRouter } from './router/router';
import { isSitePage } from './startup/light-pages';
import { LoadingScreen } from './startup/loading-screen';
import { StartupGate } from './startup/startup-gate';

export function App({ queryClient, startup }: { queryClient: QueryClient; startup: Promise<void> }) {
  // Created once; creating it starts loading the first screen's chunk while start-up runs.
  const [router] = useState(createAppRouter);
  // A public site page shows at once; the session follows (its header's account links update).
  // Every other page waits for start-up here; the Mantine shell waits too if the visitor moves on.
  const [waitsForStartup] = useState(() => !isSitePage(window.location.pathname));
  const routes = <RouterProvider router={router} />;
  return (
    <QueryClientProvider client={queryClient}>
      {/* Mantine's provider sits in the lazy Mantine shell route (providers/mantine-shell.tsx). */}
      {/* A server-rendered page (the blog's) stays on screen while the app starts, not the spinner. */}
      <Suspense fallback={<SsrFirstPaint fallback={<LoadingScreen />} />}>
        {waitsForStartup ? <StartupGate startup={startup}>{routes}</StartupGate> : routes}
      </Suspense>
    </QueryClientProvider>
  );
}
