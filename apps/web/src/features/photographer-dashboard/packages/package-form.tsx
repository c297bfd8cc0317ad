import {
  CANCELLATION_POLICIES,
  PACKAGE_DELIVERABLES_MAX,
  PACKAGE_DESCRIPTION_MAX,
  PACKAGE_TITLE_MAX,
  type PhotographerPackage,
  packagesTexts,
  paymentsTexts,
  photographerDashboardTexts,
} from '@studio/shared';
import { Save } from 'lucide-react';
import { useForm } from '@/components/form/use-form';
import { FormAlert, FormField, SelectField, Spinner, TextAreaField } from '@/components/form/fields';
import { useToast } from '@/components/ui/toasts';
import { ApiError } from '@/lib/api-client';
import { useSavePackage } from './packages-api';
import {
  emptyPackageForm,
  PACKAGE_FIELDS,
  type PackageFormValues,
  packageFormValues,
  validatePackageForm,
} from './package-fields';
import { panelClass } from '@/components/ui/panel';
import { primaryButton, secondaryButton } from '@/components/ui/buttons';

/**
 * Adds a package, or edits `editing` (ADR 0014's form layer): the shared schema's messages under
 * each field, nothing sent while any error exists, the server's field messages mapped back.
 */
const formTexts = photographerDashboardTexts.packagesPage.form;

export function PackageForm({ editing, onDone }: { editing: PhotographerPackage | null; onDone: () => void }) {
  const save = useSavePackage();
  const toast = useToast();
  const { id, form, pending, control, outcome } = useForm({
    fields: PACKAGE_FIELDS,
    initial: (): PackageFormValues => (editing ? packageFormValues(editing) : emptyPackageForm),
    validate: validatePackageForm,
    send: (body) => save.mutateAsync({ id: editing?.id ?? null, body }),
    clearOnChange: 'field',
    success: () => undefined,
    failure: (err, underFields) =>
      Object.keys(underFields).length > 0
        ? undefined
        : err instanceof ApiError && err.status < 500
          ? err.message
          : packagesTexts.actionFailure,
    onSuccess: () => {
      toast({ kind: 'success', text: editing ? packagesTexts.saved : packagesTexts.created });
      onDone();
    },
  });
  const title = editing ? packagesTexts.edit : packagesTexts.add;

  return (
    <form {...form} aria-labelledby={`${id}-heading`} className={`${panelClass} p-5 sm:p-8`}>
      <h2 id={`${id}-heading`} className="font-serif text-2xl text-ink dark:text-white">
        {title}
        {editing && <span className="sr-only">: {editing.title}</span>}
      </h2>
      <fieldset className="mt-6 grid gap-5 sm:grid-cols-2" disabled={pending}>
        <legend className="sr-only">{title}</legend>
        <div className="sm:col-span-2">
          <FormField
            {...control('title')}
            label={formTexts.title}
            maxLength={PACKAGE_TITLE_MAX + 20}
            hint={formTexts.titleHint}
          />
        </div>
        <FormField {...control('priceKes')} label={formTexts.priceKes} inputMode="numeric" autoComplete="off" />
        <FormField
          {...control('priceUsd')}
          label={formTexts.priceUsd}
          inputMode="numeric"
          autoComplete="off"
          hint={formTexts.priceUsdHint}
        />
        <FormField {...control('durationValue')} label={formTexts.duration} inputMode="numeric" autoComplete="off" />
        <SelectField
          {...control('durationUnit')}
          label={formTexts.durationIn}
          options={[
            { value: 'hours', label: formTexts.hours },
            { value: 'days', label: formTexts.days },
          ]}
        />
        <div className="sm:col-span-2">
          <FormField
            {...control('deliverables')}
            label={formTexts.deliverables}
            maxLength={PACKAGE_DELIVERABLES_MAX + 20}
            hint={formTexts.deliverablesHint}
          />
        </div>
        {/* ADR 0038: the payment terms clients see before they book. */}
        <SelectField
          {...control('depositKind')}
          label={paymentsTexts.depositKindLabel}
          options={[
            { value: 'percent', label: paymentsTexts.depositPercentOption },
            { value: 'fixed', label: paymentsTexts.depositFixedOption },
          ]}
        />
        <FormField
          {...control('depositValue')}
          label={paymentsTexts.depositValueLabel}
          inputMode="numeric"
          autoComplete="off"
        />
        <FormField
          {...control('balanceDueDays')}
          label={paymentsTexts.balanceDueDaysLabel}
          inputMode="numeric"
          autoComplete="off"
        />
        <SelectField
          {...control('cancellationPolicy')}
          label={paymentsTexts.cancellationPolicyLabel}
          options={CANCELLATION_POLICIES.map((policy) => ({
            value: policy,
            label: paymentsTexts.policyLabels[policy],
          }))}
        />
        <div className="sm:col-span-2">
          <TextAreaField
            className="min-h-36"
            {...control('description')}
            label={formTexts.description}
            rows={4}
            maxLength={PACKAGE_DESCRIPTION_MAX + 50}
          />
        </div>
      </fieldset>
      <FormAlert text={outcome.kind === 'error' ? outcome.detail : undefined} className="mt-5" />
      <div className="mt-6 flex flex-wrap gap-3">
        <button type="submit" disabled={pending} className={primaryButton}>
          {pending ? <Spinner /> : <Save aria-hidden className="size-4" />}
          {editing ? packagesTexts.save : packagesTexts.add}
        </button>
        {editing && (
          <button type="button" onClick={onDone} disabled={pending} className={secondaryButton}>
            {packagesTexts.cancel}
          </button>
        )}
      </div>
    </form>
  );
}
