import { z } from 'zod/mini';
import { KES_PER_USD_MAX, KES_PER_USD_MIN } from '../money';
import { exchangeRateTexts } from '../texts/exchange-rate';

/**
 * PUT /api/studio/exchange-rate (docs/rules/photographers-and-portfolios.md#kenyan-marketplace, ADR 0030): the shillings a US dollar counts for in the
 * directory. A number (or its text, as a form sends it) from KES_PER_USD_MIN to KES_PER_USD_MAX
 * with at most two decimals; anything else is refused with one clear message.
 */
export const exchangeRateUpdateSchema = z.object({
  kesPerUsd: z.pipe(
    z.union(
      [
        z.number({ error: () => exchangeRateTexts.invalid }),
        z.pipe(
          z
            .string({ error: () => exchangeRateTexts.invalid })
            .check(z.trim(), z.regex(/^\d{1,3}(?:\.\d{1,2})?$/, { error: () => exchangeRateTexts.invalid })),
          z.transform(Number),
        ),
      ],
      { error: () => exchangeRateTexts.invalid },
    ),
    z
      .number()
      .check(
        z.refine(
          (v) =>
            Number.isFinite(v) &&
            v >= KES_PER_USD_MIN &&
            v <= KES_PER_USD_MAX &&
            Math.abs(v * 100 - Math.round(v * 100)) < 1e-6,
          { error: () => exchangeRateTexts.invalid },
        ),
      ),
  ),
});
export type ExchangeRateUpdate = z.input<typeof exchangeRateUpdateSchema>;
