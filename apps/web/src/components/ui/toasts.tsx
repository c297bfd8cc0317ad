import { useContext } from 'react';
import { ToastContext } from './toast-provider';
import type { ToastInput } from './toast-types';

export { ToastProvider } from './toast-provider';
export type { Toast, ToastInput, ToastKind } from './toast-types';

let detached: Promise<(toast: ToastInput) => void> | null = null;

/**
 * A toast outside any provider (an island of a public page): its host, with its code, is added to
 * the page with the first toast, since most visits never show one.
 */
function showDetached(toast: ToastInput) {
  detached ??= import('./detached-toasts').then((m) => m.mountDetachedToasts());
  void detached.then((show) => show(toast));
}

/** Shows an in-page toast (docs/rules/public-pages.md#texts: the spec's alerts, without `alert()`). */
export function useToast(): (toast: ToastInput) => void {
  return useContext(ToastContext) ?? showDetached;
}
