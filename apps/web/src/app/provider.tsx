import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, Suspense } from 'react';
import { ToastProvider } from '@/components/ui/toasts';
import { useHydrationMark } from '@/lib/hydration-mark';

export function AppProvider({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  useHydrationMark();
  return (
    <QueryClientProvider client={queryClient}>
      <ToastProvider>
        <Suspense fallback={null}>{children}</Suspense>
      </ToastProvider>
    </QueryClientProvider>
  );
}
