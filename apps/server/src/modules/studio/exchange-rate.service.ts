import { type ExchangeRate, exchangeRateTexts } from '@studio/shared';
import type { Db } from '../../db/client';
import { type AuditActor, auditRepository } from '../audit/audit.repository';
import { type ExchangeRateRepository, exchangeRateRepository } from '../photographers/exchange-rate.repository';

/**
 * docs/rules/photographers-and-portfolios.md#kenyan-marketplace (ADR 0030): the exchange rate staff set in the studio console. A change and its audit entry
 * are one transaction, with the settings row locked, so two staff saving at once are logged with
 * the right "before". Nothing stored depends on the rate (the search applies it), so a change
 * reorders the directory at once.
 */
export function exchangeRateService(db: Db, rates: Pick<ExchangeRateRepository, 'get'>) {
  return {
    get(): Promise<ExchangeRate> {
      return rates.get();
    },

    async set(actor: AuditActor, kesPerUsd: number, now = new Date()): Promise<ExchangeRate> {
      return db.transaction(async (tx) => {
        const rates = exchangeRateRepository(tx);
        const before = await rates.get(true);
        const after = await rates.set(kesPerUsd, now);
        await auditRepository(tx).record(actor, {
          action: 'marketplace.exchange-rate',
          targetType: 'settings',
          targetLabel: exchangeRateTexts.auditLabel,
          // The log reads "Rate: 129 -> 130" beside the target "KES per US dollar".
          before: { rate: before.kesPerUsd },
          after: { rate: after.kesPerUsd },
        });
        return after;
      });
    },
  };
}

export type ExchangeRateService = ReturnType<typeof exchangeRateService>;
