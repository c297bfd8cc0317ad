import {
  authTexts,
  type ForgotPasswordRequest,
  homePathFor,
  forgotPasswordRequestSchema,
  OTP_LENGTH,
  OTP_TTL_MINUTES,
  type ResetPasswordRequest,
  resetPasswordRequestSchema,
  type SigninRequest,
  type SignupRequest,
  signinRequestSchema,
  signupRequestSchema,
  STUDIO_NAME,
} from '@studio/shared';
import { ArrowLeft, CheckCircle2, CircleAlert } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { failureOutsideFields } from '@/components/form/failure-text';
import { outcomeNotice, useForm } from '@/components/form/use-form';
import { validateWith } from '@/components/form/validate-with';
import { FormField, PasswordToggle, Spinner } from '@/components/form/fields';
import { paths } from '@/config/paths';
import { useForgotPassword, useResetPassword, useSignin, useSignup } from '../api/auth-api';
import { sessionStore } from '@/lib/session-store';
import { safeNextPath, signInReason } from '@/lib/sign-in-path';

export type AuthMode = 'signup' | 'signin' | 'forgot' | 'otp';

/** docs/rules/product.md#entities, Auth form state: one set of values across the four modes. */
const fields = ['name', 'email', 'password', 'confirmPassword', 'otp', 'newPassword'] as const;
type Field = (typeof fields)[number];
type Values = Record<Field, string>;

const empty = (): Values => ({ name: '', email: '', password: '', confirmPassword: '', otp: '', newPassword: '' });

/** What a mode sends, once its shared schema has passed. */
type AuthRequest =
  | { mode: 'signup'; body: SignupRequest }
  | { mode: 'signin'; body: SigninRequest }
  | { mode: 'forgot'; body: ForgotPasswordRequest }
  | { mode: 'otp'; body: ResetPasswordRequest };

function tagged<M extends AuthMode, T>(mode: M, checked: { data?: T; errors: Partial<Record<Field, string>> }) {
  return { data: checked.data && { mode, body: checked.data }, errors: checked.errors };
}

/** docs/rules/product.md#validation: the shared schema of the mode, first message per field. */
function validateAuth(mode: AuthMode, values: Values) {
  switch (mode) {
    case 'signup':
      return tagged(mode, validateWith(signupRequestSchema, values));
    case 'signin':
      return tagged(mode, validateWith(signinRequestSchema, values));
    case 'forgot':
      return tagged(mode, validateWith(forgotPasswordRequestSchema, values));
    case 'otp':
      return tagged(mode, validateWith(resetPasswordRequestSchema, values));
  }
}

/** Each mode's title, introduction and button, read when the screen renders (in the page's language). */
function copyOf(mode: AuthMode): { title: string; intro: string; submit: string } {
  const t = authTexts.screen;
  switch (mode) {
    case 'signup':
      return { title: t.signupTitle, intro: t.signupIntro({ studio: STUDIO_NAME }), submit: t.signupSubmit };
    case 'signin':
      return { title: t.signinTitle, intro: t.signinIntro({ studio: STUDIO_NAME }), submit: t.signinSubmit };
    case 'forgot':
      return { title: t.forgotTitle, intro: t.forgotIntro({ length: OTP_LENGTH }), submit: t.forgotSubmit };
    case 'otp':
      return {
        title: t.otpTitle,
        intro: t.otpIntro({ length: OTP_LENGTH, minutes: OTP_TTL_MINUTES }),
        submit: t.otpSubmit,
      };
  }
}

/**
 * The /signup screen (docs/rules/product.md#screens, #states, #validation, #messages): Sign Up first; Sign Up <-> Sign In; Sign In -> Forgot
 * Password -> Enter OTP -> Sign In; Back to Sign In from the last two. One loading flag for every
 * request; any input change clears the error and the message.
 */
export function AuthScreen({
  mode,
  onModeChange,
  next,
}: {
  mode: AuthMode;
  onModeChange: (mode: AuthMode) => void;
  /** Where to go after signing in, when the visitor was sent here from a page that needs it. */
  next?: string | null;
}) {
  const navigate = useNavigate();
  const [showPassword, setShowPassword] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);

  const signup = useSignup();
  const signin = useSignin();
  const forgot = useForgotPassword();
  const reset = useResetPassword();

  const send = (req: AuthRequest) => {
    switch (req.mode) {
      case 'signup':
        return signup.mutateAsync(req.body);
      case 'signin':
        return signin.mutateAsync(req.body);
      case 'forgot':
        return forgot.mutateAsync(req.body);
      case 'otp':
        return reset.mutateAsync(req.body);
    }
  };

  const reason = mode === 'signin' ? signInReason(next) : undefined;
  const { form, outcome, pending, clear, control, fieldId } = useForm({
    fields,
    initial: empty,
    validate: (v: Values) => validateAuth(mode, v),
    send,
    // docs/rules/product.md#states: any input change clears the error and the message: every field's error, and the server's.
    clearOnChange: 'all',
    // A page that needs a session and sent the visitor here may say why (docs/rules/product.md#validation: the role choice).
    start: { outcome: reason ? { kind: 'error', detail: reason } : undefined },
    // The e-mail stays (as the server read it) for the next mode; the code and new password go.
    keepOnSuccess: (sent, _res, req) =>
      req.mode === 'forgot' ? { ...sent, email: req.body.email, otp: '', newPassword: '' } : { email: req.body.email },
    // A sign-in or sign-up says its message on the page it goes to.
    success: (res, req) => (req.mode === 'forgot' || req.mode === 'otp' ? res.message : undefined),
    onSuccess: (res, req) => {
      // A page that sent the visitor here (an invitation's link) is where the client's choice leads back.
      if (req.mode === 'signup')
        navigate(paths.roleChoice, { state: { notice: res.message, next: safeNextPath(next) } });
      // docs/rules/history.md#issue-23: each user lands in their own area (studio staff on the console); sign-in stored the user.
      else if (req.mode === 'signin')
        navigate(safeNextPath(next) ?? homePathFor(sessionStore.get()?.role), { state: { notice: res.message } });
      else {
        setShowPassword(false);
        onModeChange(req.mode === 'forgot' ? 'otp' : 'signin');
      }
    },
    // docs/rules/product.md#messages: the server's message, otherwise the generic failure text; not again above the form when under a field.
    failure: failureOutsideFields,
  });
  const notice = outcomeNotice(outcome);

  // Each new mode is announced by moving focus to its heading (not on the first render).
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [mode]);

  /** A mode change the visitor asked for: fresh errors and messages. */
  const switchTo = (m: AuthMode) => {
    clear();
    setShowPassword(false);
    onModeChange(m);
  };

  const text = copyOf(mode);
  const s = authTexts.screen;
  const passwordIds = mode === 'signup' ? `${fieldId('password')} ${fieldId('confirmPassword')}` : fieldId('password');
  const toggle = (controls: string) => (
    <PasswordToggle shown={showPassword} onToggle={() => setShowPassword((shown) => !shown)} controls={controls} />
  );
  const linkClass =
    'font-semibold text-clay-dark underline-offset-4 hover:text-clay hover:underline dark:text-gold dark:hover:text-amber-300';

  return (
    <div className="w-full max-w-md min-w-0">
      <Link
        to={paths.home}
        className="inline-flex items-center gap-2 rounded text-sm font-medium text-stone-700 hover:text-clay dark:text-stone-300"
      >
        <ArrowLeft aria-hidden className="size-4" /> {s.backHome}
      </Link>

      <h1
        ref={headingRef}
        tabIndex={-1}
        className="mt-8 font-serif text-4xl leading-tight text-ink outline-none dark:text-white"
      >
        {text.title}
      </h1>
      <p className="mt-3 text-stone-700 dark:text-stone-300">{text.intro}</p>

      <div aria-live="polite" className="mt-6 empty:hidden" data-testid="auth-notice">
        {notice && (
          <p
            role={notice.kind === 'error' ? 'alert' : 'status'}
            className={`flex items-start gap-2.5 rounded-lg border px-4 py-3 text-sm ${
              notice.kind === 'error'
                ? 'border-red-200 bg-red-50 text-red-800 dark:border-red-900 dark:bg-red-950/50 dark:text-red-200'
                : 'border-emerald-200 bg-emerald-50 text-emerald-900 dark:border-emerald-900 dark:bg-emerald-950/50 dark:text-emerald-200'
            }`}
          >
            {notice.kind === 'error' ? (
              <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
            ) : (
              <CheckCircle2 aria-hidden className="mt-0.5 size-4 shrink-0" />
            )}
            <span className="min-w-0 [overflow-wrap:anywhere]">{notice.text}</span>
          </p>
        )}
      </div>

      <form {...form} aria-busy={pending} className="mt-6">
        <fieldset disabled={pending} className="space-y-5">
          {mode === 'signup' && (
            <FormField
              {...control('name')}
              label={authTexts.nameLabel}
              autoComplete="name"
              autoCapitalize="words"
              hint={authTexts.nameHint}
            />
          )}
          <FormField
            {...control('email')}
            label={s.email}
            type="email"
            autoComplete={mode === 'signup' ? 'email' : 'username'}
            inputMode="email"
            autoCapitalize="none"
            spellCheck={false}
            // eslint-disable-next-line no-restricted-syntax -- an address's shape, the same in every language
            placeholder="you@example.com"
          />

          {(mode === 'signup' || mode === 'signin') && (
            <FormField
              {...control('password')}
              label={s.password}
              type={showPassword ? 'text' : 'password'}
              autoComplete={mode === 'signup' ? 'new-password' : 'current-password'}
              hint={mode === 'signup' ? authTexts.passwordHint : undefined}
              trailing={toggle(passwordIds)}
            />
          )}

          {mode === 'signup' && (
            <FormField
              {...control('confirmPassword')}
              label={s.confirmPassword}
              type={showPassword ? 'text' : 'password'}
              autoComplete="new-password"
            />
          )}

          {mode === 'signin' && (
            <p className="-mt-2 text-right text-sm">
              <button type="button" className={linkClass} onClick={() => switchTo('forgot')}>
                {s.forgotLink}
              </button>
            </p>
          )}

          {mode === 'otp' && (
            <>
              <FormField
                {...control('otp')}
                label={s.otp}
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={OTP_LENGTH}
                placeholder="123456"
                hint={s.otpHint({ length: OTP_LENGTH })}
                className="tracking-[0.3em]"
              />
              <FormField
                {...control('newPassword')}
                label={s.newPassword}
                type={showPassword ? 'text' : 'password'}
                autoComplete="new-password"
                hint={authTexts.passwordHint}
                trailing={toggle(fieldId('newPassword'))}
              />
            </>
          )}

          <button
            type="submit"
            className="flex w-full items-center justify-center gap-2 rounded-full bg-ink px-6 py-3.5 font-semibold text-white shadow-sm transition-colors hover:bg-clay focus-visible:bg-clay disabled:cursor-wait disabled:opacity-80 dark:bg-white dark:text-ink dark:hover:bg-gold"
          >
            {pending ? (
              <>
                <Spinner /> {s.wait}
              </>
            ) : (
              text.submit
            )}
          </button>
        </fieldset>
      </form>

      <div className="mt-8 space-y-3 border-t border-stone-200 pt-6 text-sm text-stone-700 dark:border-stone-800 dark:text-stone-300">
        {mode === 'signup' && (
          <p>
            {s.haveAccount}{' '}
            <button type="button" className={linkClass} onClick={() => switchTo('signin')}>
              {s.signinSubmit}
            </button>
          </p>
        )}
        {mode === 'signin' && (
          <p>
            {s.noAccount}{' '}
            <button type="button" className={linkClass} onClick={() => switchTo('signup')}>
              {s.signupSubmit}
            </button>
          </p>
        )}
        {mode === 'otp' && (
          <p>
            {s.noCode}{' '}
            <button type="button" className={linkClass} onClick={() => switchTo('forgot')}>
              {s.newCode}
            </button>
            .
          </p>
        )}
        {(mode === 'forgot' || mode === 'otp') && (
          <p>
            <button type="button" className={linkClass} onClick={() => switchTo('signin')}>
              {s.backToSignin}
            </button>
          </p>
        )}
      </div>

      {mode === 'signup' && (
        <p className="mt-6 text-xs leading-relaxed text-stone-600 dark:text-stone-400">
          {s.agreeBefore}{' '}
          <Link to={paths.terms} className="underline hover:text-clay">
            {s.terms}
          </Link>{' '}
          {s.agreeAnd}{' '}
          <Link to={paths.privacyPolicy} className="underline hover:text-clay">
            {s.privacy}
          </Link>
          .
        </p>
      )}
    </div>
  );
}
