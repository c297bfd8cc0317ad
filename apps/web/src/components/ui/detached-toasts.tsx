import { useLayoutEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { type ToastInput, ToastProvider, useToast } from './toasts';

function Handover({ onReady }: { onReady: (show: (toast: ToastInput) => void) => void }) {
  const show = useToast();
  useLayoutEffect(() => onReady(show), [show, onReady]);
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
