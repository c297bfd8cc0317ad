import {
  fieldErrors,
  forgotPasswordRequestSchema,
  OTP_LENGTH,
  OTP_TTL_MINUTES,
  resetPasswordRequestSchema,
  signinRequestSchema,
  signupRequestSchema,
  STUDIO_NAME,
  texts,
} from '@studio/shared';
import { ArrowLeft, CheckCircle2, CircleAlert } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { serverFieldErrors } from '@/components/form/server-field-errors';
import { FormField, PasswordToggle, Spinner } from '@/components/ui/form-field';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { useForgotPassword, useResetPassword, useSignin, useSignup } from '../api/auth-api';
import { safeNextPath, signInReason } from '@/lib/sign-in-path';

export type AuthMode = 'signup' | 'signin' | 'forgot' | 'otp';

/** SPEC 3, Auth form state: one set of values across the four modes. */
interface Values {
  email: string;
  password: string;
  confirmPassword: string;
  otp: string;
  newPassword: string;
}
type Field = keyof Values;
type Errors = Partial<Record<Field, string>>;
type Notice = { kind: 'success' | 'error'; text: string } | null;

const empty: Values = { email: '', password: '', confirmPassword: '', otp: '', newPassword: '' };

const copy: Record<AuthMode, { title: string; intro: string; submit: string }> = {
  signup: {
    title: 'Create your account',
    intro: `Join ${STUDIO_NAME} to find photographers for your moments, or to show your own work.`,
    submit: 'Sign Up',
  },
  signin: {
    title: 'Welcome back',
    intro: `Sign in to your ${STUDIO_NAME} account.`,
    submit: 'Sign In',
  },
  forgot: {
    title: 'Forgot your password?',
    intro: `Enter the email of your account and we will send you a ${OTP_LENGTH}-digit code to reset it.`,
    submit: 'Send OTP',
  },
  otp: {
    title: 'Enter OTP',
    intro: `Enter the ${OTP_LENGTH}-digit code from the email, valid for ${OTP_TTL_MINUTES} minutes, and choose a new password.`,
    submit: 'Reset Password',
  },
};

/** SPEC 8: the server's message, otherwise the generic failure text. */
function failureText(err: unknown): string {
  return err instanceof ApiError && err.status > 0 ? err.message : texts.auth.fallbackFailure;
}

/**
 * The /signup screen (SPEC 2, 4, 5, 8): Sign Up first; Sign Up <-> Sign In; Sign In -> Forgot
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
  const id = useId();
  const navigate = useNavigate();
  const [values, setValues] = useState<Values>(empty);
  const [errors, setErrors] = useState<Errors>({});
  // A page that needs a session and sent the visitor here may say why (SPEC 5: the role choice).
  const [notice, setNotice] = useState<Notice>(() => {
    const reason = mode === 'signin' ? signInReason(next) : undefined;
    return reason ? { kind: 'error', text: reason } : null;
  });
  const [showPassword, setShowPassword] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const inputRefs = useRef<Partial<Record<Field, HTMLInputElement | null>>>({});
  const firstRender = useRef(true);

  const signup = useSignup();
  const signin = useSignin();
  const forgot = useForgotPassword();
  const reset = useResetPassword();
  const loading = signup.isPending || signin.isPending || forgot.isPending || reset.isPending;

  // Each new mode is announced by moving focus to its heading (not on the first render).
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [mode]);

  const fieldId = (f: Field) => `${id}-${f}`;

  /** SPEC 4: any input change clears the error and the message: every field's error, and the server's. */
  const change = (field: Field) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => (Object.values(e).some(Boolean) ? {} : e));
    setNotice(null);
  };

  /** A mode change the visitor asked for: fresh errors and messages. */
  const switchTo = (m: AuthMode) => {
    setErrors({});
    setNotice(null);
    setShowPassword(false);
    onModeChange(m);
  };

  const showErrors = (found: Errors) => {
    setErrors(found);
    const order: Field[] = ['email', 'password', 'confirmPassword', 'otp', 'newPassword'];
    const first = order.find((f) => found[f]);
    if (first) inputRefs.current[first]?.focus();
  };

  const onFailure = (err: unknown) => {
    const serverFields: Errors = serverFieldErrors(err, Object.keys(empty) as Field[]);
    showErrors(serverFields);
    // A message already under its field is not repeated above the form.
    const text = failureText(err);
    if (!Object.values(serverFields).includes(text)) setNotice({ kind: 'error', text });
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (loading) return;
    setNotice(null);
    if (mode === 'signup') {
      const parsed = signupRequestSchema.safeParse(values);
      if (!parsed.success) return showErrors(fieldErrors(parsed.error.issues) as Errors);
      setErrors({});
      signup.mutate(parsed.data, {
        onSuccess: (res) => navigate(paths.roleChoice, { state: { notice: res.message } }),
        onError: onFailure,
      });
    } else if (mode === 'signin') {
      const parsed = signinRequestSchema.safeParse(values);
      if (!parsed.success) return showErrors(fieldErrors(parsed.error.issues) as Errors);
      setErrors({});
      signin.mutate(parsed.data, {
        onSuccess: (res) => navigate(safeNextPath(next) ?? paths.dashboard, { state: { notice: res.message } }),
        onError: onFailure,
      });
    } else if (mode === 'forgot') {
      const parsed = forgotPasswordRequestSchema.safeParse(values);
      if (!parsed.success) return showErrors(fieldErrors(parsed.error.issues) as Errors);
      setErrors({});
      forgot.mutate(parsed.data, {
        onSuccess: (res) => {
          setValues((v) => ({ ...v, email: parsed.data.email, otp: '', newPassword: '' }));
          setShowPassword(false);
          onModeChange('otp');
          setNotice({ kind: 'success', text: res.message });
        },
        onError: onFailure,
      });
    } else {
      const parsed = resetPasswordRequestSchema.safeParse(values);
      if (!parsed.success) return showErrors(fieldErrors(parsed.error.issues) as Errors);
      setErrors({});
      reset.mutate(parsed.data, {
        onSuccess: (res) => {
          setValues({ ...empty, email: parsed.data.email });
          setShowPassword(false);
          onModeChange('signin');
          setNotice({ kind: 'success', text: res.message });
        },
        onError: onFailure,
      });
    }
  };

  const text = copy[mode];
  const passwordIds = mode === 'signup' ? `${fieldId('password')} ${fieldId('confirmPassword')}` : fieldId('password');
  const toggle = (controls: string) => (
    <PasswordToggle shown={showPassword} onToggle={() => setShowPassword((s) => !s)} controls={controls} />
  );
  const linkClass =
    'font-semibold text-clay-dark underline-offset-4 hover:text-clay hover:underline dark:text-gold dark:hover:text-amber-300';
  const field = (f: Field) => ({
    id: fieldId(f),
    value: values[f],
    onValueChange: change(f),
    error: errors[f],
    inputRef: (el: HTMLInputElement | null) => {
      inputRefs.current[f] = el;
    },
  });

  return (
    <div className="w-full max-w-md min-w-0">
      <Link
        to={paths.home}
        className="inline-flex items-center gap-2 rounded text-sm font-medium text-stone-700 hover:text-clay dark:text-stone-300"
      >
        <ArrowLeft aria-hidden className="size-4" /> Back to home
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

      <form noValidate onSubmit={onSubmit} aria-busy={loading} className="mt-6">
        <fieldset disabled={loading} className="space-y-5">
          <FormField
            {...field('email')}
            label="Email"
            type="email"
            autoComplete={mode === 'signup' ? 'email' : 'username'}
            inputMode="email"
            autoCapitalize="none"
            spellCheck={false}
            placeholder="you@example.com"
          />

          {(mode === 'signup' || mode === 'signin') && (
            <FormField
              {...field('password')}
              label="Password"
              type={showPassword ? 'text' : 'password'}
              autoComplete={mode === 'signup' ? 'new-password' : 'current-password'}
              hint={
                mode === 'signup'
                  ? '6 to 20 characters, with an upper-case letter, a lower-case letter and a number.'
                  : undefined
              }
              trailing={toggle(passwordIds)}
            />
          )}

          {mode === 'signup' && (
            <FormField
              {...field('confirmPassword')}
              label="Confirm password"
              type={showPassword ? 'text' : 'password'}
              autoComplete="new-password"
            />
          )}

          {mode === 'signin' && (
            <p className="-mt-2 text-right text-sm">
              <button type="button" className={linkClass} onClick={() => switchTo('forgot')}>
                Forgot Password?
              </button>
            </p>
          )}

          {mode === 'otp' && (
            <>
              <FormField
                {...field('otp')}
                label="OTP"
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={OTP_LENGTH}
                placeholder="123456"
                hint={`The ${OTP_LENGTH}-digit code from the email.`}
                className="tracking-[0.3em]"
              />
              <FormField
                {...field('newPassword')}
                label="New password"
                type={showPassword ? 'text' : 'password'}
                autoComplete="new-password"
                hint="6 to 20 characters, with an upper-case letter, a lower-case letter and a number."
                trailing={toggle(fieldId('newPassword'))}
              />
            </>
          )}

          <button
            type="submit"
            className="flex w-full items-center justify-center gap-2 rounded-full bg-ink px-6 py-3.5 font-semibold text-white shadow-sm transition-colors hover:bg-clay focus-visible:bg-clay disabled:cursor-wait disabled:opacity-80 dark:bg-white dark:text-ink dark:hover:bg-gold"
          >
            {loading ? (
              <>
                <Spinner /> Please wait...
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
            Already have an account?{' '}
            <button type="button" className={linkClass} onClick={() => switchTo('signin')}>
              Sign In
            </button>
          </p>
        )}
        {mode === 'signin' && (
          <p>
            Don&apos;t have an account?{' '}
            <button type="button" className={linkClass} onClick={() => switchTo('signup')}>
              Sign Up
            </button>
          </p>
        )}
        {mode === 'otp' && (
          <p>
            No code after a few minutes? Check your spam folder, or{' '}
            <button type="button" className={linkClass} onClick={() => switchTo('forgot')}>
              send a new code
            </button>
            .
          </p>
        )}
        {(mode === 'forgot' || mode === 'otp') && (
          <p>
            <button type="button" className={linkClass} onClick={() => switchTo('signin')}>
              Back to Sign In
            </button>
          </p>
        )}
      </div>

      {mode === 'signup' && (
        <p className="mt-6 text-xs leading-relaxed text-stone-600 dark:text-stone-400">
          By signing up you agree to our{' '}
          <Link to={paths.terms} className="underline hover:text-clay">
            Terms of Service
          </Link>{' '}
          and{' '}
          <Link to={paths.privacyPolicy} className="underline hover:text-clay">
            Privacy Policy
          </Link>
          .
        </p>
      )}
    </div>
  );
}
