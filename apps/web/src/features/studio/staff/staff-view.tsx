import { type StaffAdmin, staffInviteRequestSchema, studioSupportTexts as texts } from '@studio/shared';
import { currentLocale } from '@studio/shared/i18n/current-locale';
import { LOCALE_NAME, LOCALES, type Locale } from '@studio/shared/i18n/locales';
import { useQuery } from '@tanstack/react-query';
import { MailPlus, ShieldCheck, UserMinus, X } from 'lucide-react';
import { useState } from 'react';
import { useForm } from '@/components/form/use-form';
import { validateWith } from '@/components/form/validate-with';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FormField, SelectField, Spinner } from '@/components/form/fields';
import { LoadError, LoadingBlock } from '@/components/ui/load-states';
import { useToast } from '@/components/ui/toasts';
import { refusalMessage } from '@/lib/api-client';
import { formatDateTime } from '@/lib/date-time';
import { staffQuery, useCancelInvitation, useInvite, useRevokeAdmin } from '../support/support-api';
import { FormAlert } from '@/components/form/fields';
import { StudioPageHeading } from '../shared/studio-shell';
import { panelClass } from '@/components/ui/panel';
import { badgeClass, dangerButton, primaryButton, secondaryButton } from '../shared/ui';

function InviteForm() {
  const invite = useInvite();
  const toast = useToast();
  const { form, pending, control, outcome } = useForm({
    fields: ['email', 'language'] as const,
    initial: () => ({ email: '', language: currentLocale() }),
    validate: (values) =>
      validateWith<'email' | 'language', { email: string; language?: Locale }>(staffInviteRequestSchema, values),
    send: (body) => invite.mutateAsync(body),
    clearOnChange: 'field',
    success: () => undefined,
    failure: (err, underFields) =>
      Object.keys(underFields).length > 0 ? undefined : refusalMessage(err, texts.failure),
    onSuccess: (_r, { email }) => toast({ kind: 'success', text: texts.invited({ email }) }),
  });
  return (
    <form {...form} className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-start">
      <fieldset disabled={pending}>
        <FormField {...control('email')} type="email" autoComplete="off" label={texts.inviteLabel} />
        <SelectField
          {...control('language')}
          className="mt-3"
          label={texts.inviteLanguage}
          options={LOCALES.map((locale) => ({ value: locale, label: LOCALE_NAME[locale] }))}
        />
      </fieldset>
      <button type="submit" disabled={pending} className={`${primaryButton} sm:mt-7`}>
        {pending ? <Spinner /> : <MailPlus aria-hidden className="size-4" />} {texts.inviteSend}
      </button>
      <div className="sm:col-span-2">
        <FormAlert text={outcome.kind === 'error' ? outcome.detail : undefined} />
      </div>
    </form>
  );
}

/** /studio/staff (docs/rules/history.md#issue-14, docs/rules/studio-console.md#staff-and-console): the admins, inviting another by e-mail, revoking one, cancelling an invitation. */
export function StaffView() {
  const staff = useQuery(staffQuery());
  const revoke = useRevokeAdmin();
  const cancel = useCancelInvitation();
  const toast = useToast();
  const [revoking, setRevoking] = useState<StaffAdmin | null>(null);

  return (
    <>
      <StudioPageHeading title={texts.staffTitle}>{texts.staffIntro}</StudioPageHeading>
      <section aria-labelledby="invite-title" className={`${panelClass} mb-8 p-5 sm:p-8`}>
        <h2 id="invite-title" className="mb-4 font-serif text-2xl text-ink dark:text-white">
          {texts.inviteSend}
        </h2>
        <InviteForm />
      </section>
      {staff.isPending ? (
        <LoadingBlock label={texts.loading} />
      ) : staff.isError ? (
        <LoadError message={texts.failure} onRetry={() => void staff.refetch()} retrying={staff.isFetching} />
      ) : (
        <div className="grid gap-8 xl:grid-cols-2">
          <section aria-labelledby="admins-title">
            <h2 id="admins-title" className="mb-4 font-serif text-2xl text-ink dark:text-white">
              {texts.adminsTitle}
            </h2>
            <ul className="grid gap-3">
              {staff.data.admins.map((a) => (
                <li key={a.id} className={`${panelClass} flex flex-col gap-3 p-5 sm:flex-row sm:items-center`}>
                  <ShieldCheck aria-hidden className="hidden size-5 shrink-0 text-clay sm:block dark:text-gold" />
                  <div className="min-w-0 flex-1">
                    <p className="font-semibold [overflow-wrap:anywhere] text-ink dark:text-white">
                      {a.email}{' '}
                      {a.you && <span className={`${badgeClass} ml-1 bg-sand text-ink`}>{texts.youBadge}</span>}
                    </p>
                    <p className="text-sm text-stone-700 dark:text-stone-300">{a.username}</p>
                  </div>
                  {staff.data.admins.length > 1 ? (
                    <button type="button" className={dangerButton} onClick={() => setRevoking(a)}>
                      <UserMinus aria-hidden className="size-4" /> {texts.revoke}
                    </button>
                  ) : (
                    // The server refuses to revoke the last admin (409): the console does not offer it.
                    <p className="text-sm text-stone-700 sm:max-w-64 dark:text-stone-300">{texts.lastAdminNote}</p>
                  )}
                </li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="invitations-title">
            <h2 id="invitations-title" className="mb-4 font-serif text-2xl text-ink dark:text-white">
              {texts.invitationsTitle}
            </h2>
            {staff.data.invitations.length === 0 ? (
              <p className="text-stone-700 dark:text-stone-300">{texts.invitationsNone}</p>
            ) : (
              <ul className="grid gap-3">
                {staff.data.invitations.map((i) => (
                  <li key={i.id} className={`${panelClass} flex flex-col gap-3 p-5 sm:flex-row sm:items-center`}>
                    <div className="min-w-0 flex-1">
                      <p className="font-semibold [overflow-wrap:anywhere] text-ink dark:text-white">{i.email}</p>
                      <p className="text-sm text-stone-700 dark:text-stone-300">
                        {texts.expiresAt({ when: formatDateTime(i.expiresAt) })}
                      </p>
                    </div>
                    <button
                      type="button"
                      className={secondaryButton}
                      disabled={cancel.isPending}
                      onClick={() =>
                        cancel.mutate(i.id, {
                          onSuccess: () => toast({ kind: 'success', text: texts.invitationCancelled }),
                          onError: (err) => toast({ kind: 'error', text: refusalMessage(err, texts.failure) }),
                        })
                      }
                    >
                      <X aria-hidden className="size-4" /> {texts.cancelInvitation}
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </section>
        </div>
      )}
      <ConfirmDialog
        open={revoking !== null}
        message={revoking ? texts.revokeTitle({ email: revoking.email }) : ''}
        detail={texts.revokeDetail}
        confirmLabel={texts.revoke}
        busy={revoke.isPending}
        onConfirm={() =>
          revoking &&
          revoke.mutate(revoking.id, {
            onSuccess: () => toast({ kind: 'success', text: texts.revoked({ email: revoking.email }) }),
            onError: (err) => toast({ kind: 'error', text: refusalMessage(err, texts.failure) }),
            onSettled: () => setRevoking(null),
          })
        }
        onCancel={() => setRevoking(null)}
      />
    </>
  );
}
