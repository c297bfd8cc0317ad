import { type RefObject, useLayoutEffect } from 'react';

type FieldElement = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/**
 * What the visitor typed or chose before the page's scripts ran is in the DOM only, not in the
 * state the server rendered: once, as the form hydrates, hands the fields that differ to `take`.
 */
export function useTypedBeforeHydration<F extends string>(
  formRef: RefObject<HTMLFormElement | null>,
  fields: readonly F[],
  rendered: (field: F) => string,
  take: (typed: Partial<Record<F, string>>) => void,
): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, as the form hydrates
  useLayoutEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const typed: Partial<Record<F, string>> = {};
    for (const f of fields) {
      const element = form.elements.namedItem(f) as FieldElement | null;
      if (element && 'value' in element && element.value !== rendered(f)) typed[f] = element.value;
    }
    if (Object.keys(typed).length > 0) take(typed);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, as the form hydrates
  }, []);
}
