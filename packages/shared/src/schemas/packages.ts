import { z } from 'zod/mini';
import {
  PACKAGE_DELIVERABLES_MAX,
  PACKAGE_DESCRIPTION_MAX,
  PACKAGE_DURATION_UNITS,
  PACKAGE_PRICE_MAX,
  PACKAGE_TITLE_MAX,
  PACKAGES_MAX_PER_PORTFOLIO,
} from '../constants';
import { packagesTexts } from '../texts/packages';
import { paymentsTexts } from '../texts/payments';
import { BALANCE_DUE_DAYS_MAX, CANCELLATION_POLICIES, DEPOSIT_KINDS } from '../payments';

/**
 * A photographer's packages (docs/rules/history.md#issue-12, docs/rules/bookings.md#lifecycle): `/api/photographers/me/packages` (the owner's),
 * `/api/photographers/:id/packages` (public: active ones, in order). Prices are whole Kenyan
 * shillings, optionally whole US dollars as well; a duration is a number of hours or days.
 */

/** The longest duration a package may state, in its unit. */
export const PACKAGE_DURATION_MAX = 1000;

/** A message, or a function that reads it when a check fails, in the language of the moment (docs/decisions/0046-languages.md). */
type Message = string | (() => string);
const read = (message: Message) => (typeof message === 'string' ? message : message());

/** A whole number within bounds; `missing` is the message for no value at all. */
const wholeNumber = (min: number, max: number, message: Message, missing = message) =>
  z
    .int({ error: (issue) => read(issue.input === undefined ? missing : message) })
    .check(z.gte(min, { error: message }), z.lte(max, { error: message }));

const price = wholeNumber(0, PACKAGE_PRICE_MAX, () => packagesTexts.priceInvalid);

const optionalText = (max: number, message: Message) =>
  z.optional(z.string({ error: message }).check(z.trim(), z.maxLength(max, { error: message })));

/**
 * POST and PUT bodies: PUT replaces every field (an absent `active` keeps the package as it is).
 * The payment terms (docs/decisions/0038-mpesa-payments.md) default to a 30 % deposit, the balance
 * 7 days before the event and the moderate cancellation policy.
 */
export const packageInputSchema = z
  .object({
    title: z
      .string({ error: () => packagesTexts.titleRequired })
      .check(
        z.trim(),
        z.minLength(1, { error: () => packagesTexts.titleRequired, abort: true }),
        z.maxLength(PACKAGE_TITLE_MAX, { error: () => packagesTexts.titleTooLong }),
      ),
    description: optionalText(PACKAGE_DESCRIPTION_MAX, () => packagesTexts.descriptionTooLong),
    priceKes: wholeNumber(
      0,
      PACKAGE_PRICE_MAX,
      () => packagesTexts.priceInvalid,
      () => packagesTexts.priceKesRequired,
    ),
    priceUsd: z.optional(z.nullable(price)),
    durationValue: wholeNumber(1, PACKAGE_DURATION_MAX, () => packagesTexts.durationInvalid),
    durationUnit: z.enum(PACKAGE_DURATION_UNITS, { error: () => packagesTexts.durationUnitInvalid }),
    deliverables: optionalText(PACKAGE_DELIVERABLES_MAX, () => packagesTexts.deliverablesTooLong),
    active: z.optional(z.boolean({ error: () => packagesTexts.activeInvalid })),
    depositKind: z.optional(z.enum(DEPOSIT_KINDS, { error: () => paymentsTexts.depositKindInvalid })),
    depositValue: z.optional(
      z
        .int({ error: () => paymentsTexts.depositFixedInvalid })
        .check(
          z.gte(1, { error: () => paymentsTexts.depositFixedInvalid }),
          z.lte(PACKAGE_PRICE_MAX, { error: () => paymentsTexts.depositFixedInvalid }),
        ),
    ),
    balanceDueDays: z.optional(wholeNumber(0, BALANCE_DUE_DAYS_MAX, () => paymentsTexts.balanceDueDaysInvalid)),
    cancellationPolicy: z.optional(
      z.enum(CANCELLATION_POLICIES, { error: () => paymentsTexts.cancellationPolicyInvalid }),
    ),
  })
  .check(
    z.refine(
      (v) => (v.depositKind ?? 'percent') !== 'percent' || v.depositValue === undefined || v.depositValue <= 100,
      {
        error: () => paymentsTexts.depositPercentInvalid,
        path: ['depositValue'],
      },
    ),
    z.refine((v) => v.depositKind !== 'fixed' || v.depositValue === undefined || v.depositValue <= v.priceKes, {
      error: () => paymentsTexts.depositAbovePrice,
      path: ['depositValue'],
    }),
  );
export type PackageInput = z.infer<typeof packageInputSchema>;
export type PackageField = keyof PackageInput;

/** PUT /api/photographers/me/packages/order: every one of the caller's packages, once, in the new order. */
export const packageOrderSchema = z.object({
  ids: z
    .array(z.string({ error: () => packagesTexts.idInvalid }), { error: () => packagesTexts.orderMismatch })
    .check(z.maxLength(PACKAGES_MAX_PER_PORTFOLIO, { error: () => packagesTexts.orderMismatch })),
});
export type PackageOrder = z.infer<typeof packageOrderSchema>;

/** A package as its owner sees it (the public list shows the same fields, active ones only). */
export const photographerPackageSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  priceKes: z.number(),
  priceUsd: z.nullable(z.number()),
  durationValue: z.number(),
  durationUnit: z.enum(PACKAGE_DURATION_UNITS),
  deliverables: z.string(),
  active: z.boolean(),
  position: z.number(),
  depositKind: z.enum(DEPOSIT_KINDS),
  depositValue: z.number(),
  balanceDueDays: z.number(),
  cancellationPolicy: z.enum(CANCELLATION_POLICIES),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PhotographerPackage = z.infer<typeof photographerPackageSchema>;

/** GET (both lists) and PUT .../order. */
export const packagesResponseSchema = z.object({ data: z.array(photographerPackageSchema) });
export type PackagesResponse = z.infer<typeof packagesResponseSchema>;
/** POST and PUT of one package. */
export const packageResponseSchema = z.object({ data: photographerPackageSchema });
/** DELETE: `kept` when a booking request refers to it (it is hidden from every list but stays for that record). */
export const packageDeleteResponseSchema = z.object({ success: z.boolean(), kept: z.boolean() });

/** The package a booking request asked for, as both dashboards show it (it may have been deleted since). */
export const requestedPackageSchema = z.object({
  id: z.string(),
  title: z.string(),
  priceKes: z.number(),
  priceUsd: z.nullable(z.number()),
});
export type RequestedPackage = z.infer<typeof requestedPackageSchema>;

/**
 * The cheapest active package, as a directory card shows it (ADR 0017, docs/rules/photographers-and-portfolios.md#kenyan-marketplace): its KES price and the
 * USD price the photographer gave beside it, if any (never a conversion).
 */
export const cardPackagePriceSchema = z.object({ kes: z.number(), usd: z.nullable(z.number()) });
