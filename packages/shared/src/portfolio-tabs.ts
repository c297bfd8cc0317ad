/** docs/rules/product.md#screens /portfolio: the tabs, in order; the first is the default (`/portfolio/:tab`). */
export const PORTFOLIO_TABS = ['weddings', 'sports', 'commercials', 'events'] as const;
export type PortfolioTab = (typeof PORTFOLIO_TABS)[number];
export const DEFAULT_PORTFOLIO_TAB: PortfolioTab = 'weddings';

export function isPortfolioTab(value: string | undefined): value is PortfolioTab {
  return (PORTFOLIO_TABS as readonly string[]).includes(value ?? '');
}
