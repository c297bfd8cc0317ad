import { depositCents, formatKesCents, type PhotographerPackage, paymentsTexts } from '@studio/shared';
import { Wallet } from 'lucide-react';

export type PackageTermsOf = Pick<
  PhotographerPackage,
  'priceKes' | 'depositKind' | 'depositValue' | 'balanceDueDays' | 'cancellationPolicy'
>;

/**
 * A package's payment terms (docs/decisions/0038-mpesa-payments.md): the deposit (by the shared
 * rule the server charges by), when the balance is due and the cancellation policy. Shown on the
 * public profile's packages and on the inquiry form once a package is chosen.
 */
export function PackageTerms({ pkg, id }: { pkg: PackageTermsOf; id?: string }) {
  const deposit = formatKesCents(depositCents(pkg.priceKes, pkg.depositKind, pkg.depositValue));
  return (
    <div id={id} className="mt-3 text-sm text-stone-700 dark:text-stone-300">
      <p className="flex items-center gap-2 font-semibold text-stone-800 dark:text-stone-200">
        <Wallet aria-hidden className="size-4 shrink-0 text-clay dark:text-gold" /> {paymentsTexts.termsTitle}
      </p>
      {/* Lines, not a list: inside a package (itself a list item) a list would be read as more packages. */}
      <div className="mt-1 space-y-0.5 pl-6">
        <p>{paymentsTexts.termsDeposit({ kind: pkg.depositKind, value: pkg.depositValue, amount: deposit })}</p>
        <p>{paymentsTexts.termsBalance({ days: pkg.balanceDueDays })}</p>
        <p>{paymentsTexts.policyLabels[pkg.cancellationPolicy]}</p>
      </div>
    </div>
  );
}
