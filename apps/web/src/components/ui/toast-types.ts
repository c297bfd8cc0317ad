/** What a toast says (docs/rules/public-pages.md#texts): shared by the provider, its items and the hook. */
export type ToastKind = 'success' | 'error';

export interface ToastInput {
  kind: ToastKind;
  /** The spec's text, word for word (docs/rules/product.md#messages). */
  text: string;
  /** An optional second line, e.g. the server's reason. */
  detail?: string;
}

export interface Toast extends ToastInput {
  id: number;
}
