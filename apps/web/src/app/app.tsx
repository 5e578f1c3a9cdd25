import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { RouterProvider } from 'react-router/dom';
import { SsrFirstPaint } from '../features/blog-public/lib/ssr-first-paint';
import { createAppRouter } from './router/router';
import { LoadingScreen } from './startup/loading-screen';
import { StartupGate } from './startup/startup-gate';

export function App({ queryClient, startup }: { queryClient: QueryClient; startup: Promise<void> }) {
  // Created once; creating it starts loading the first screen's chunk while start-up runs.
  const [router] = useState(createAppRouter);
  return (
    <QueryClientProvider client={queryClient}>
      {/* Mantine's provider sits in the lazy Mantine shell route (providers/mantine-shell.tsx). */}
      {/* A server-rendered page (the blog's) stays on screen while the app starts, not the spinner. */}
      <Suspense fallback={<SsrFirstPaint fallback={<LoadingScreen />} />}>
        <StartupGate startup={startup}>
          <RouterProvider router={router} />
        </StartupGate>
      </Suspense>
    </QueryClientProvider>
  );
}
