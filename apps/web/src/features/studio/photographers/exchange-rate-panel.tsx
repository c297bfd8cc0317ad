import {
  type ExchangeRate,
  exchangeRateTexts,
  exchangeRateUpdateSchema,
  formatRate,
  formatRateDate,
  studioTexts,
} from '@studio/shared';
import { useQuery } from '@tanstack/react-query';
import { Banknote } from 'lucide-react';
import { useForm } from '@/components/form/use-form';
import { validateWith } from '@/components/form/validate-with';
import { FormAlert, FormField, Spinner } from '@/components/form/fields';
import { LoadError } from '@/components/ui/load-states';
import { useToast } from '@/components/ui/toasts';
import { refusalMessage } from '@/lib/api-client';
import { exchangeRateQuery, useSetExchangeRate } from './exchange-rate-api';
import { panelClass } from '@/components/ui/panel';
import { primaryButton } from '../shared/ui';

const FIELDS = ['kesPerUsd'] as const;

function RateForm({ rate }: { rate: ExchangeRate }) {
  const save = useSetExchangeRate();
  const toast = useToast();
  const { form, pending, control, outcome } = useForm({
    fields: FIELDS,
    initial: () => ({ kesPerUsd: String(rate.kesPerUsd) }),
    validate: (values) => validateWith<'kesPerUsd', { kesPerUsd: number }>(exchangeRateUpdateSchema, values),
    send: ({ kesPerUsd }) => save.mutateAsync(kesPerUsd),
    keepOnSuccess: (_sent, saved) => ({ kesPerUsd: String(saved.kesPerUsd) }),
    success: () => undefined,
    failure: (err, underFields) =>
      Object.keys(underFields).length > 0 ? undefined : refusalMessage(err, studioTexts.actionFailure),
    onSuccess: () => toast({ kind: 'success', text: exchangeRateTexts.saved }),
  });
  return (
    <form {...form} className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-start">
      <div className="sm:w-64">
        <FormField {...control('kesPerUsd')} label={exchangeRateTexts.label} inputMode="decimal" autoComplete="off" />
      </div>
      <button type="submit" disabled={pending} className={`${primaryButton} py-2.5 sm:mt-7`}>
        {pending && <Spinner />} {pending ? exchangeRateTexts.saving : exchangeRateTexts.save}
      </button>
      <FormAlert text={outcome.kind === 'error' ? outcome.detail : undefined} className="sm:mt-9" />
    </form>
  );
}

/**
 * docs/rules/photographers-and-portfolios.md#kenyan-marketplace (ADR 0030): the exchange rate staff set, beside the demo switch on the Photographers page.
 * Prices stay in their own currency; the directory compares them in shillings at this rate, and its
 * US dollar view converts with it. Every change is audited.
 */
export function ExchangeRatePanel() {
  const query = useQuery(exchangeRateQuery());
  const rate = query.data;
  return (
    <section aria-labelledby="studio-rate-title" className={`${panelClass} mb-8 p-5 sm:p-6`}>
      <div className="flex gap-4">
        <span
          aria-hidden
          className="grid size-10 shrink-0 place-items-center rounded-full bg-amber-100 text-amber-900 dark:bg-amber-900/40 dark:text-amber-100"
        >
          <Banknote className="size-5" />
        </span>
        <div className="min-w-0 flex-1">
          <h2 id="studio-rate-title" className="font-serif text-xl text-ink dark:text-white">
            {exchangeRateTexts.title}
          </h2>
          <p className="mt-1 max-w-2xl text-sm leading-relaxed text-stone-700 dark:text-stone-300">
            {exchangeRateTexts.intro}
          </p>
          {query.isPending && <p className="mt-3 text-sm text-stone-600 dark:text-stone-400">{studioTexts.loading}</p>}
          {rate && (
            <>
              <p className="mt-3 text-sm font-semibold text-ink dark:text-stone-100">
                {exchangeRateTexts.current({
                  rate: formatRate(rate.kesPerUsd),
                  date: rate.updatedAt ? formatRateDate(rate.updatedAt) : null,
                })}
              </p>
              <RateForm rate={rate} />
            </>
          )}
          {query.isError && !rate && (
            <div className="mt-4">
              <LoadError
                message={exchangeRateTexts.failure}
                onRetry={() => void query.refetch()}
                retrying={query.isFetching}
              />
            </div>
          )}
        </div>
      </div>
    </section>
  );
}
