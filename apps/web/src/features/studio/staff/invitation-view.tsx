import {
  authTexts,
  paths,
  type StaffInvitationLookup,
  staffInvitationAcceptedSchema,
  staffInvitationLookupSchema,
  staffInvitationSignupSchema,
  studioSupportTexts as texts,
} from '@studio/shared';
import { useMutation, useQuery } from '@tanstack/react-query';
import { ShieldCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { useForm } from '@/components/form/use-form';
import { validateWith } from '@/components/form/validate-with';
import { FormField, Spinner } from '@/components/form/fields';
import { LoadError, LoadingBlock } from '@/components/ui/load-states';
import { apiRequest, refusalMessage } from '@/lib/api-client';
import { sessionStore, useCurrentUser } from '@/lib/session-store';
import { signInPath } from '@/lib/sign-in-path';
import { forgetFragmentToken, useFragmentToken } from '@/lib/fragment-token';
import { FormAlert } from '@/components/form/fields';
import { panelClass } from '@/components/ui/panel';
import { primaryButton, secondaryButton } from '../shared/ui';

/** Where the token waits while the invitee signs in (the link's fragment is gone after the round trip). */
const TOKEN_KEY = 'staffInvitationToken';

const forget = () => forgetFragmentToken(TOKEN_KEY);

function CreateAccount({ token, email }: { token: string; email: string }) {
  const navigate = useNavigate();
  const { form, pending, control, outcome } = useForm({
    fields: ['password', 'confirmPassword'] as const,
    initial: () => ({ password: '', confirmPassword: '' }),
    validate: (values) =>
      validateWith<'password' | 'confirmPassword', { token: string; password: string; confirmPassword: string }>(
        staffInvitationSignupSchema,
        { ...values, token },
      ),
    send: (body) =>
      apiRequest('/staff-invitations/signup', { method: 'POST', body, schema: staffInvitationAcceptedSchema }),
    success: () => undefined,
    failure: (err, underFields) =>
      Object.keys(underFields).length > 0 ? undefined : refusalMessage(err, texts.failure),
    onSuccess: ({ user }) => {
      forget();
      sessionStore.set(user);
      navigate(paths.studio);
    },
  });
  return (
    <form {...form} className="mt-6 grid gap-4">
      <p className="text-stone-700 dark:text-stone-300">{texts.invitationCreate}</p>
      <fieldset disabled={pending} className="grid gap-4">
        <FormField
          id="invitation-email"
          label={texts.invitationEmail}
          value={email}
          onValueChange={() => {}}
          readOnly
        />
        <FormField
          {...control('password')}
          type="password"
          autoComplete="new-password"
          label={texts.passwordLabel}
          hint={authTexts.passwordRule}
        />
        <FormField
          {...control('confirmPassword')}
          type="password"
          autoComplete="new-password"
          label={texts.confirmPasswordLabel}
        />
      </fieldset>
      <FormAlert text={outcome.kind === 'error' ? outcome.detail : undefined} />
      <div>
        <button type="submit" disabled={pending} className={primaryButton}>
          {pending && <Spinner />} {texts.invitationCreateSubmit}
        </button>
      </div>
    </form>
  );
}

function AcceptAsSignedIn({ token, invitation }: { token: string; invitation: StaffInvitationLookup }) {
  const user = useCurrentUser();
  const navigate = useNavigate();
  const accept = useMutation({
    mutationFn: () =>
      apiRequest('/staff-invitations/accept', {
        method: 'POST',
        body: { token },
        schema: staffInvitationAcceptedSchema,
      }),
    onSuccess: ({ user: accepted }) => {
      forget();
      sessionStore.set(accepted);
      navigate(paths.studio);
    },
  });
  if (!user)
    return (
      <div className="mt-6 grid gap-4">
        <p className="text-stone-700 dark:text-stone-300">{texts.invitationSignIn}</p>
        <div>
          <Link to={signInPath(paths.staffInvitation)} className={primaryButton}>
            {texts.invitationSignInLink}
          </Link>
        </div>
      </div>
    );
  if (user.email.toLowerCase() !== invitation.email?.toLowerCase())
    return (
      <p className="mt-6 text-stone-700 dark:text-stone-300">
        {texts.invitationWrongAccount({ email: invitation.email ?? '' })}
      </p>
    );
  return (
    <div className="mt-6 grid gap-4">
      <FormAlert text={accept.isError ? refusalMessage(accept.error, texts.failure) : undefined} />
      <div>
        <button type="button" className={primaryButton} disabled={accept.isPending} onClick={() => accept.mutate()}>
          {accept.isPending && <Spinner />} {texts.invitationAccept}
        </button>
      </div>
    </div>
  );
}

/** /staff-invitation#token (docs/rules/history.md#issue-14, docs/rules/studio-console.md#staff-and-console): the invitee creates an account, or signs in, and joins the staff. */
export function InvitationView() {
  const token = useFragmentToken(TOKEN_KEY);
  const lookup = useQuery({
    queryKey: ['staff-invitation', token],
    queryFn: () =>
      apiRequest('/staff-invitations/lookup', {
        method: 'POST',
        body: { token },
        schema: staffInvitationLookupSchema,
      }),
    enabled: Boolean(token),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });

  let content: ReactNode;
  if (token === undefined || (token && lookup.isPending)) content = <LoadingBlock label={texts.loading} />;
  else if (!token) content = <p className="mt-4 text-stone-700 dark:text-stone-300">{texts.invitationUnknown}</p>;
  else if (lookup.isError) content = <LoadError message={refusalMessage(lookup.error, texts.invitationUnknown)} />;
  else if (lookup.data && lookup.data.state !== 'valid')
    content = (
      <div className="mt-4 grid gap-4">
        <p role="alert" className="text-stone-800 dark:text-stone-200">
          {lookup.data.message}
        </p>
        {lookup.data.state === 'used' && (
          <div>
            <Link to={paths.studio} className={secondaryButton}>
              {texts.openConsole}
            </Link>
          </div>
        )}
      </div>
    );
  else if (lookup.data)
    content = (
      <>
        <p className="mt-2 font-semibold [overflow-wrap:anywhere] text-ink dark:text-white">{lookup.data.message}</p>
        {lookup.data.accountExists ? (
          <AcceptAsSignedIn token={token} invitation={lookup.data} />
        ) : (
          <CreateAccount token={token} email={lookup.data.email ?? ''} />
        )}
      </>
    );

  return (
    <div className="mx-auto w-full max-w-xl px-4 py-12 sm:py-16">
      <div className={`${panelClass} p-6 sm:p-10`}>
        <span
          aria-hidden
          className="grid size-12 place-items-center rounded-full bg-clay/10 text-clay dark:bg-gold/15 dark:text-gold"
        >
          <ShieldCheck className="size-6" />
        </span>
        <h1 className="mt-4 font-serif text-3xl text-ink dark:text-white">{texts.invitationTitle}</h1>
        {content}
      </div>
    </div>
  );
}
