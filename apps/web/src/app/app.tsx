import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { RouterProvider } from 'react-router/dom';
import { AppThemeProvider } from './providers/app-theme-provider';
import { createAppRouter } from './router/router';
import { LoadingScreen } from './startup/loading-screen';
import { StartupGate } from './startup/startup-gate';

export function App({ queryClient, startup }: { queryClient: QueryClient; startup: Promise<void> }) {
  // Created once; creating it starts loading the first screen's chunk while start-up runs.
  const [router] = useState(createAppRouter);
  return (
    <QueryClientProvider client={queryClient}>
      <AppThemeProvider>
        <Suspense fallback={<LoadingScreen />}>
          <StartupGate startup={startup}>
            <RouterProvider router={router} />
          </StartupGate>
        </Suspense>
      </AppThemeProvider>
    </QueryClientProvider>
  );
}
