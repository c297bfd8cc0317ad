/** Reads the JSON the server embedded in the page (so first paint needs no extra request). */
export function readInitialData<T = unknown>(id: string): T | undefined {
  const el = typeof document === 'undefined' ? null : document.getElementById(id);
  if (!el?.textContent) return undefined;
  try {
    return JSON.parse(el.textContent) as T;
  } catch {
    return undefined;
  }
}
