import {
  DEFAULT_BALANCE_DUE_DAYS,
  DEFAULT_CANCELLATION_POLICY,
  DEFAULT_DEPOSIT_PERCENT,
  type PackageInput,
  type PhotographerPackage,
  packageInputSchema,
  packagesTexts,
  paymentsTexts,
} from '@studio/shared';
import { validateWith } from '@/components/form/validate-with';

/** The package form's fields, in the order of the form (focus goes to the first with a message). */
export const PACKAGE_FIELDS = [
  'title',
  'priceKes',
  'priceUsd',
  'durationValue',
  'durationUnit',
  'deliverables',
  'description',
  'depositKind',
  'depositValue',
  'balanceDueDays',
  'cancellationPolicy',
] as const;
export type PackageFormField = (typeof PACKAGE_FIELDS)[number];
export type PackageFormValues = Record<PackageFormField, string>;

export const emptyPackageForm: PackageFormValues = {
  title: '',
  priceKes: '',
  priceUsd: '',
  durationValue: '',
  durationUnit: 'hours',
  deliverables: '',
  description: '',
  // ADR 0038: the payment terms' defaults.
  depositKind: 'percent',
  depositValue: String(DEFAULT_DEPOSIT_PERCENT),
  balanceDueDays: String(DEFAULT_BALANCE_DUE_DAYS),
  cancellationPolicy: DEFAULT_CANCELLATION_POLICY,
};

export function packageFormValues(p: PhotographerPackage): PackageFormValues {
  return {
    title: p.title,
    priceKes: String(p.priceKes),
    priceUsd: p.priceUsd === null ? '' : String(p.priceUsd),
    durationValue: String(p.durationValue),
    durationUnit: p.durationUnit,
    deliverables: p.deliverables,
    description: p.description,
    depositKind: p.depositKind,
    depositValue: String(p.depositValue),
    balanceDueDays: String(p.balanceDueDays),
    cancellationPolicy: p.cancellationPolicy,
  };
}

/** "65,000" or "65 000" as typed: digits only, else NaN (the schema then says what is wrong). */
function wholeNumber(text: string): number | undefined {
  const compact = text.replace(/[\s,]/g, '');
  if (compact === '') return undefined;
  return /^\d+$/.test(compact) ? Number(compact) : Number.NaN;
}

/** The shared schema's rules on what was typed: the body to send, or the first message per field. */
export function validatePackageForm(values: PackageFormValues): {
  data?: PackageInput;
  errors: Partial<Record<PackageFormField, string>>;
} {
  const usd = wholeNumber(values.priceUsd);
  const { data, errors } = validateWith<PackageFormField, PackageInput>(packageInputSchema, {
    title: values.title,
    description: values.description,
    priceKes: wholeNumber(values.priceKes),
    priceUsd: usd === undefined ? null : usd,
    durationValue: wholeNumber(values.durationValue) ?? Number.NaN,
    durationUnit: values.durationUnit,
    deliverables: values.deliverables,
    depositKind: values.depositKind,
    depositValue: wholeNumber(values.depositValue) ?? Number.NaN,
    balanceDueDays: wholeNumber(values.balanceDueDays) ?? Number.NaN,
    cancellationPolicy: values.cancellationPolicy,
  });
  if (data) return { data, errors };
  // A NaN reads as "not a number"; the form's words are the schema's own for each field.
  if (errors.durationValue) errors.durationValue = packagesTexts.durationInvalid;
  if (errors.balanceDueDays) errors.balanceDueDays = paymentsTexts.balanceDueDaysInvalid;
  if (errors.depositValue && !Number.isInteger(wholeNumber(values.depositValue)))
    errors.depositValue =
      values.depositKind === 'percent' ? paymentsTexts.depositPercentInvalid : paymentsTexts.depositFixedInvalid;
  return { errors };
}
