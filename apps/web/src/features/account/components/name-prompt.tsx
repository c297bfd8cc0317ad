import { accountTexts, type CurrentUser, updateProfileRequestSchema, USERNAME_MAX } from '@studio/shared';
import { UserRound } from 'lucide-react';
import { failureOutsideFields } from '@/components/form/failure-text';
import { outcomeNotice, useForm } from '@/components/form/use-form';
import { validateWith } from '@/components/form/validate-with';
import { FormAlert, FormField, Spinner } from '@/components/form/fields';
import { IconBadge } from '@/components/ui/icon-badge';
import { useUpdateUsername } from '../api/account-api';

/**
 * docs/rules/history.md#issue-23: an account made before sign-up asked a name (it was named after its e-mail address)
 * is asked once, at the top of whichever signed-in area it opens. Saving stores the name as chosen
 * (`nameChosen`), the stored user follows, and the card is gone for good; until then every page
 * asks again. It never covers the page: the rest stays usable.
 */
export function NamePrompt({ user }: { user: CurrentUser | null }) {
  // `nameChosen` is absent from a user stored by an older version: the next /api/me says.
  if (!user || user.nameChosen !== false) return null;
  return <NamePromptForm key={user.id} />;
}

function NamePromptForm() {
  const rename = useUpdateUsername();
  const { form, control, outcome, pending } = useForm({
    fields: ['username'],
    // Never the address's handle as a suggestion: the point is the person's own name.
    initial: () => ({ username: '' }),
    validate: (v) => validateWith(updateProfileRequestSchema, v),
    send: rename.mutateAsync,
    clearOnChange: 'field',
    failure: failureOutsideFields,
  });
  const notice = outcomeNotice(outcome);
  return (
    <section
      aria-labelledby="name-prompt-title"
      className="mb-8 rounded-2xl border border-clay/30 bg-white p-5 shadow-sm sm:p-6 dark:border-gold/30 dark:bg-stone-900"
      data-testid="name-prompt"
    >
      <div className="flex items-start gap-4">
        <div className="hidden sm:block">
          <IconBadge className="size-11">
            <UserRound className="size-5" />
          </IconBadge>
        </div>
        <div className="min-w-0 flex-1">
          <h2 id="name-prompt-title" className="font-serif text-2xl text-ink dark:text-white">
            {accountTexts.namePromptTitle}
          </h2>
          <p className="mt-1.5 max-w-2xl text-sm leading-relaxed text-stone-700 dark:text-stone-300">
            {accountTexts.namePromptBody}
          </p>
          <form {...form} className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-start">
            <div className="min-w-0 sm:w-80">
              <FormField
                {...control('username')}
                label={accountTexts.namePromptLabel}
                autoComplete="name"
                autoCapitalize="words"
                maxLength={USERNAME_MAX + 10}
              />
            </div>
            <button
              type="submit"
              disabled={pending}
              className="inline-flex items-center justify-center gap-2 rounded-full bg-ink px-5 py-2.5 text-sm font-semibold text-white transition-colors hover:bg-clay disabled:cursor-wait disabled:opacity-70 sm:mt-7 dark:bg-white dark:text-ink dark:hover:bg-gold"
            >
              {pending && <Spinner />} {accountTexts.namePromptSave}
            </button>
          </form>
          <FormAlert text={notice?.kind === 'error' ? notice.text : undefined} className="mt-3" />
        </div>
      </div>
    </section>
  );
}
