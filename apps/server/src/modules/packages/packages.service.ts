import { type ChangeFeed, photographerTopic } from '../../lib/change-feed';
import {
  DEFAULT_BALANCE_DUE_DAYS,
  DEFAULT_CANCELLATION_POLICY,
  DEFAULT_DEPOSIT_PERCENT,
  type PackageInput,
  type PackageOrder,
  PACKAGES_MAX_PER_PORTFOLIO,
  type PhotographerPackage,
  packagesTexts,
  profileTexts,
} from '@studio/shared';
import { AppError } from '../../lib/app-error';
import type { PhotographersRepository } from '../photographers/photographers.repository';
import type { UserRow } from '../users/users.repository';
import type { PackageChanges, PackageRow, PackagesRepository } from './packages.repository';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const packageNotFound = () => new AppError('NOT_FOUND', packagesTexts.notFound);

export function toPhotographerPackage(row: PackageRow): PhotographerPackage {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    priceKes: row.priceKes,
    priceUsd: row.priceUsd,
    durationValue: row.durationValue,
    durationUnit: row.durationUnit,
    deliverables: row.deliverables,
    active: row.active,
    position: row.position,
    depositKind: row.depositKind,
    depositValue: row.depositValue,
    balanceDueDays: row.balanceDueDays,
    cancellationPolicy: row.cancellationPolicy,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The columns an input sets; `active` only when given (PUT without it keeps the package's state). */
function changesOf(input: PackageInput): PackageChanges {
  return {
    title: input.title,
    description: input.description ?? '',
    priceKes: input.priceKes,
    priceUsd: input.priceUsd ?? null,
    durationValue: input.durationValue,
    durationUnit: input.durationUnit,
    deliverables: input.deliverables ?? '',
    depositKind: input.depositKind ?? 'percent',
    depositValue: input.depositValue ?? DEFAULT_DEPOSIT_PERCENT,
    balanceDueDays: input.balanceDueDays ?? DEFAULT_BALANCE_DUE_DAYS,
    cancellationPolicy: input.cancellationPolicy ?? DEFAULT_CANCELLATION_POLICY,
    ...(input.active !== undefined && { active: input.active }),
  };
}

/**
 * A photographer's packages (docs/rules/history.md#issue-12): only photographers have them, on their own portfolio;
 * someone else's package is not found. Every change runs with the portfolio locked and refreshes
 * the price the directory lists (ADR 0017) in the same transaction.
 */
export function packagesService(deps: {
  repo: PackagesRepository;
  portfolios: PhotographersRepository;
  changes: Pick<ChangeFeed, 'publish'>;
}) {
  const { portfolios, changes } = deps;
  const { repo } = deps;

  /** A change to the portfolio's packages, then every process forgets its pages (ADR 0019). */
  const changing: typeof repo.lockedPortfolio = async (portfolioId, work) => {
    const result = await repo.lockedPortfolio(portfolioId, work);
    await changes.publish(photographerTopic(portfolioId));
    return result;
  };

  /** The caller's portfolio id: 403 for other roles, null before the portfolio exists. */
  const ownPortfolioId = async (user: UserRow): Promise<string | null> => {
    if (user.role !== 'photographer') throw new AppError('FORBIDDEN', packagesTexts.onlyPhotographers);
    return (await portfolios.findByUserId(user.id))?.id ?? null;
  };

  /** Runs `work` on the caller's package `id` (not deleted), with the portfolio locked; 404 otherwise. */
  const withOwnPackage = async <T>(
    user: UserRow,
    id: string,
    work: (tx: Parameters<Parameters<typeof changing>[1]>[0], row: PackageRow, portfolioId: string) => Promise<T>,
  ): Promise<T> => {
    const portfolioId = await ownPortfolioId(user);
    if (!portfolioId) throw packageNotFound();
    return changing(portfolioId, async (tx) => {
      const row = await repo.findOwn(tx, portfolioId, id);
      if (!row) throw packageNotFound();
      return work(tx, row, portfolioId);
    });
  };

  return {
    /** The caller's packages, hidden ones included, in their order. */
    async listOwn(user: UserRow): Promise<PhotographerPackage[]> {
      const portfolioId = await ownPortfolioId(user);
      if (!portfolioId) return [];
      return (await repo.list(portfolioId, 'all')).map(toPhotographerPackage);
    },

    /** Adds a package at the end of the order; at most PACKAGES_MAX_PER_PORTFOLIO. */
    async create(user: UserRow, input: PackageInput): Promise<PhotographerPackage> {
      const portfolioId = await ownPortfolioId(user);
      if (!portfolioId) throw new AppError('CONFLICT', packagesTexts.needsPortfolio);
      const row = await changing(portfolioId, async (tx) => {
        if ((await repo.count(tx, portfolioId)) >= PACKAGES_MAX_PER_PORTFOLIO) {
          throw new AppError('CONFLICT', packagesTexts.full);
        }
        const created = await repo.insert(tx, portfolioId, changesOf(input));
        await repo.refreshListedPrice(tx, portfolioId);
        return created;
      });
      return toPhotographerPackage(row);
    },

    async update(user: UserRow, id: string, input: PackageInput): Promise<PhotographerPackage> {
      const row = await withOwnPackage(user, id, async (tx, _current, portfolioId) => {
        const updated = await repo.update(tx, id, changesOf(input));
        await repo.refreshListedPrice(tx, portfolioId);
        return updated;
      });
      return toPhotographerPackage(row);
    },

    /**
     * Deletes a package. One that a booking request asked for is kept for that request's record,
     * marked deleted (gone from every list and no longer requestable); `kept` says so.
     */
    async remove(user: UserRow, id: string): Promise<{ kept: boolean }> {
      return withOwnPackage(user, id, async (tx, _row, portfolioId) => {
        const kept = await repo.isReferenced(tx, id);
        if (kept) await repo.softDelete(tx, id);
        else await repo.remove(tx, id);
        await repo.refreshListedPrice(tx, portfolioId);
        return { kept };
      });
    },

    /** Puts the caller's packages in the order given: each of them exactly once. */
    async reorder(user: UserRow, order: PackageOrder): Promise<PhotographerPackage[]> {
      const portfolioId = await ownPortfolioId(user);
      const mismatch = () =>
        new AppError('VALIDATION', packagesTexts.orderMismatch, { ids: [packagesTexts.orderMismatch] });
      if (!portfolioId) {
        if (order.ids.length > 0) throw mismatch();
        return [];
      }
      const rows = await changing(portfolioId, async (tx) => {
        const existing = await repo.list(portfolioId, 'all', tx);
        const known = new Set(existing.map((p) => p.id));
        const given = new Set(order.ids);
        if (given.size !== order.ids.length || given.size !== known.size || order.ids.some((id) => !known.has(id))) {
          throw mismatch();
        }
        await repo.setOrder(tx, portfolioId, order.ids);
        return repo.list(portfolioId, 'all', tx);
      });
      return rows.map(toPhotographerPackage);
    },

    /** The public list: a listed photographer's active packages in order; an unknown photographer is 404. */
    async listPublic(portfolioId: string): Promise<PhotographerPackage[]> {
      if (!UUID.test(portfolioId)) throw new AppError('NOT_FOUND', profileTexts.notFound);
      const portfolio = await portfolios.findById(portfolioId);
      if (!portfolio) throw new AppError('NOT_FOUND', profileTexts.notFound);
      return (await repo.list(portfolioId, 'active')).map(toPhotographerPackage);
    },
  };
}
export type PackagesService = ReturnType<typeof packagesService>;
