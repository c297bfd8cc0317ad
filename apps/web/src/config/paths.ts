import { paths } from '@studio/shared';

export { paths };

/** Fills a route pattern's `:params`. */
export function pathTo(pattern: string, params: Record<string, string | number>): string {
  return pattern.replace(/:([A-Za-z]+)/g, (_, key: string) => encodeURIComponent(String(params[key] ?? '')));
}
