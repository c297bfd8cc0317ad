import { useContext, useLayoutEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { ToastContext, ToastProvider } from './toast-provider';
import type { ToastInput } from './toast-types';

function Handover({ onReady }: { onReady: (show: (toast: ToastInput) => void) => void }) {
  const show = useContext(ToastContext);
  useLayoutEffect(() => {
    if (show) onReady(show);
  }, [show, onReady]);
  return null;
}

/** A toast host of its own, at the end of the page: for pages whose islands have no provider. */
export function mountDetachedToasts(): Promise<(toast: ToastInput) => void> {
  const host = document.createElement('div');
  document.body.append(host);
  return new Promise((resolve) => {
    createRoot(host).render(
      <ToastProvider>
        <Handover onReady={resolve} />
      </ToastProvider>,
    );
  });
}
