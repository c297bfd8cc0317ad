import {
  AVATAR_MAX_BYTES,
  accountTexts,
  authTexts,
  type CurrentUser,
  changePasswordRequestSchema,
  deleteAccountRequestSchema,
  updateProfileRequestSchema,
  USERNAME_MAX,
} from '@studio/shared';
import { CheckCircle2, CircleAlert, Download, ImageUp, Trash2 } from 'lucide-react';
import { type ReactNode, useId, useRef, useState } from 'react';
import { failureOutsideFields, failureText } from '@/components/form/failure-text';
import { outcomeNotice, useForm } from '@/components/form/use-form';
import { validateWith } from '@/components/form/validate-with';
import { FormField, PasswordToggle, Spinner } from '@/components/form/fields';
import { ModalDialog } from '@/components/ui/modal-dialog';
import {
  EXPORT_URL,
  useChangePassword,
  useDeleteAccount,
  useRemoveAvatar,
  useUpdateUsername,
  useUploadAvatar,
} from '../api/account-api';
import { UserAvatar } from './user-avatar';

type Status = ReturnType<typeof outcomeNotice>;

function StatusLine({ status }: { status: Status }) {
  return (
    <div aria-live="polite" className="empty:hidden">
      {status && (
        <p
          role={status.kind === 'error' ? 'alert' : 'status'}
          className={`flex items-start gap-2 text-sm ${
            status.kind === 'error' ? 'text-red-700 dark:text-red-300' : 'text-emerald-800 dark:text-emerald-300'
          }`}
        >
          {status.kind === 'error' ? (
            <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
          ) : (
            <CheckCircle2 aria-hidden className="mt-0.5 size-4 shrink-0" />
          )}
          {status.text}
        </p>
      )}
    </div>
  );
}

export function SettingsSection({
  title,
  description,
  children,
  tone = 'default',
}: {
  title: string;
  description: string;
  children: ReactNode;
  tone?: 'default' | 'danger';
}) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className={`rounded-2xl border bg-white p-6 shadow-sm sm:p-8 dark:bg-stone-900 ${
        tone === 'danger' ? 'border-red-200 dark:border-red-900/70' : 'border-stone-200 dark:border-stone-800'
      }`}
    >
      <div className="grid gap-6 lg:grid-cols-[16rem_1fr] lg:gap-10">
        <div>
          <h2 id={id} className="font-serif text-2xl text-ink dark:text-white">
            {title}
          </h2>
          <p className="mt-2 text-sm leading-relaxed text-stone-600 dark:text-stone-400">{description}</p>
        </div>
        <div className="min-w-0">{children}</div>
      </div>
    </section>
  );
}

const primaryButton =
  'inline-flex items-center justify-center gap-2 rounded-full bg-ink px-5 py-2.5 text-sm font-semibold text-white transition-colors hover:bg-clay disabled:cursor-wait disabled:opacity-70 dark:bg-white dark:text-ink dark:hover:bg-gold';
const secondaryButton =
  'inline-flex items-center justify-center gap-2 rounded-full border border-stone-300 px-5 py-2.5 text-sm font-semibold text-ink transition-colors hover:border-ink disabled:opacity-70 dark:border-stone-600 dark:text-stone-100 dark:hover:border-white';

/** Profile picture (upload, remove) and username (docs/rules/accounts-and-auth.md#profile-menu-and-settings). */
export function ProfileSettings({ user }: { user: CurrentUser }) {
  const fileRef = useRef<HTMLInputElement>(null);
  const upload = useUploadAvatar();
  const remove = useRemoveAvatar();
  const rename = useUpdateUsername();
  const [pictureStatus, setPictureStatus] = useState<Status>(null);
  const name = useForm({
    fields: ['username'],
    initial: () => ({ username: user.username }),
    validate: (v) => validateWith(updateProfileRequestSchema, v),
    send: rename.mutateAsync,
    clearOnChange: 'field',
    keepOnSuccess: (_sent, res) => ({ username: res.user.username }),
    failure: failureOutsideFields,
  });

  const onFile = (file: File | undefined) => {
    setPictureStatus(null);
    if (!file) return;
    if (file.size > AVATAR_MAX_BYTES) {
      setPictureStatus({ kind: 'error', text: accountTexts.avatarTooLarge });
      return;
    }
    upload.mutate(file, {
      onSuccess: (res) => setPictureStatus({ kind: 'success', text: res.message }),
      onError: (err) => setPictureStatus({ kind: 'error', text: failureText(err) }),
      onSettled: () => {
        if (fileRef.current) fileRef.current.value = '';
      },
    });
  };

  const busyPicture = upload.isPending || remove.isPending;
  return (
    <SettingsSection title={accountTexts.settings.profileTitle} description={accountTexts.settings.profileDescription}>
      <div className="space-y-8">
        <div className="flex flex-col gap-5 sm:flex-row sm:items-center">
          <UserAvatar name={user.username} src={user.avatar} size="lg" />
          <div className="space-y-3">
            <div className="flex flex-wrap gap-3">
              <label
                className={`${primaryButton} cursor-pointer has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-clay ${busyPicture ? 'pointer-events-none opacity-70' : ''}`}
              >
                <input
                  ref={fileRef}
                  type="file"
                  accept="image/jpeg,image/png,image/webp,image/avif"
                  className="sr-only"
                  disabled={busyPicture}
                  onChange={(e) => onFile(e.target.files?.[0])}
                />
                {upload.isPending ? <Spinner /> : <ImageUp aria-hidden className="size-4" />}
                {upload.isPending ? accountTexts.settings.uploading : accountTexts.settings.uploadPicture}
              </label>
              {user.avatar && (
                <button
                  type="button"
                  className={secondaryButton}
                  disabled={busyPicture}
                  onClick={() => {
                    setPictureStatus(null);
                    remove.mutate(undefined, {
                      onSuccess: (res) => setPictureStatus({ kind: 'success', text: res.message }),
                      onError: (err) => setPictureStatus({ kind: 'error', text: failureText(err) }),
                    });
                  }}
                >
                  <Trash2 aria-hidden className="size-4" /> {accountTexts.settings.removePicture}
                </button>
              )}
            </div>
            <p className="text-sm text-stone-600 dark:text-stone-400">
              {accountTexts.settings.pictureRules({ megabytes: AVATAR_MAX_BYTES / 1024 / 1024 })}
            </p>
            <StatusLine status={pictureStatus} />
          </div>
        </div>

        <form {...name.form} className="max-w-md space-y-4">
          <FormField
            {...name.control('username')}
            label={accountTexts.nameSettingsLabel}
            autoComplete="name"
            maxLength={USERNAME_MAX + 10}
          />
          <div className="flex flex-wrap items-center gap-4">
            <button type="submit" className={primaryButton} disabled={name.pending}>
              {name.pending && <Spinner />} {accountTexts.nameSave}
            </button>
            <StatusLine status={outcomeNotice(name.outcome)} />
          </div>
        </form>
      </div>
    </SettingsSection>
  );
}

/** Change password (docs/rules/accounts-and-auth.md#sessions): signs out the account's other devices. */
export function PasswordSettings() {
  const change = useChangePassword();
  const [shown, setShown] = useState(false);
  const { form, control, fieldId, outcome, pending } = useForm({
    fields: ['currentPassword', 'newPassword', 'confirmPassword'],
    initial: () => ({ currentPassword: '', newPassword: '', confirmPassword: '' }),
    validate: (v) => validateWith(changePasswordRequestSchema, v),
    send: change.mutateAsync,
    clearOnChange: 'field',
    onSuccess: () => setShown(false),
    failure: failureOutsideFields,
  });

  const type = shown ? 'text' : 'password';
  const ids = `${fieldId('currentPassword')} ${fieldId('newPassword')} ${fieldId('confirmPassword')}`;
  return (
    <SettingsSection
      title={accountTexts.settings.passwordTitle}
      description={accountTexts.settings.passwordDescription}
    >
      <form {...form} className="max-w-md space-y-4">
        <FormField
          {...control('currentPassword')}
          label={accountTexts.settings.currentPassword}
          type={type}
          autoComplete="current-password"
          trailing={<PasswordToggle shown={shown} onToggle={() => setShown((s) => !s)} controls={ids} />}
        />
        <FormField
          {...control('newPassword')}
          label={accountTexts.settings.newPassword}
          type={type}
          autoComplete="new-password"
          hint={authTexts.passwordHint}
        />
        <FormField
          {...control('confirmPassword')}
          label={accountTexts.settings.confirmPassword}
          type={type}
          autoComplete="new-password"
        />
        <div className="flex flex-wrap items-center gap-4 pt-1">
          <button type="submit" className={primaryButton} disabled={pending}>
            {pending && <Spinner />} {accountTexts.settings.changePassword}
          </button>
          <StatusLine status={outcomeNotice(outcome)} />
        </div>
      </form>
    </SettingsSection>
  );
}

/** Download my data (docs/rules/accounts-and-auth.md#profile-menu-and-settings). */
export function DataSettings() {
  return (
    <SettingsSection title={accountTexts.settings.dataTitle} description={accountTexts.settings.dataDescription}>
      <p className="max-w-prose text-stone-700 dark:text-stone-300">{accountTexts.settings.dataBody}</p>
      <a href={EXPORT_URL} download className={`${secondaryButton} mt-5`}>
        <Download aria-hidden className="size-4" /> {accountTexts.settings.downloadData}
      </a>
    </SettingsSection>
  );
}

/** Delete my account (docs/rules/accounts-and-auth.md#profile-menu-and-settings), after a confirmation that asks for the password. */
export function DeleteAccount({ onDeleted }: { onDeleted: () => void }) {
  const id = useId();
  const remove = useDeleteAccount();
  const [open, setOpen] = useState(false);
  const [shown, setShown] = useState(false);
  const { form, control, fieldId, errors, outcome, pending, reset } = useForm({
    fields: ['password'],
    initial: () => ({ password: '' }),
    validate: (v) => validateWith(deleteAccountRequestSchema, v),
    send: remove.mutateAsync,
    clearOnChange: 'field',
    onSuccess: () => {
      setOpen(false);
      onDeleted();
    },
    // The dialog has one field: a failure is said under it.
    failure: failureOutsideFields,
  });

  const close = () => {
    setOpen(false);
    reset();
    setShown(false);
  };

  return (
    <SettingsSection
      title={accountTexts.settings.deleteTitle}
      tone="danger"
      description={accountTexts.settings.deleteDescription}
    >
      <p className="max-w-prose text-stone-700 dark:text-stone-300">{accountTexts.settings.deletePhotographerNote}</p>
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="mt-5 inline-flex items-center gap-2 rounded-full border border-red-700 px-5 py-2.5 text-sm font-semibold text-red-700 transition-colors hover:bg-red-700 hover:text-white dark:border-red-400 dark:text-red-300 dark:hover:bg-red-500 dark:hover:text-white"
      >
        <Trash2 aria-hidden className="size-4" /> {accountTexts.settings.deleteButton}
      </button>

      <ModalDialog
        open={open}
        busy={pending}
        onClose={close}
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-body`}
        className="w-[min(100%-2rem,32rem)] backdrop:backdrop-blur-sm"
      >
        <form {...form} className="space-y-5 p-6 sm:p-8">
          <h2 id={`${id}-title`} className="font-serif text-2xl">
            {accountTexts.settings.deleteDialogTitle}
          </h2>
          <p id={`${id}-body`} className="text-stone-700 dark:text-stone-300">
            {accountTexts.deleteConfirm}
          </p>
          <FormField
            {...control('password')}
            error={errors.password ?? (outcome.kind === 'error' ? outcome.detail : undefined)}
            label={accountTexts.settings.deletePasswordLabel}
            type={shown ? 'text' : 'password'}
            autoComplete="current-password"
            autoFocus
            trailing={
              <PasswordToggle shown={shown} onToggle={() => setShown((s) => !s)} controls={fieldId('password')} />
            }
          />
          <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
            <button type="button" className={secondaryButton} onClick={close} disabled={pending}>
              {accountTexts.settings.cancel}
            </button>
            <button
              type="submit"
              disabled={pending}
              className="inline-flex items-center justify-center gap-2 rounded-full bg-red-700 px-5 py-2.5 text-sm font-semibold text-white hover:bg-red-800 disabled:cursor-wait disabled:opacity-70"
            >
              {pending && <Spinner />} {accountTexts.settings.deleteButton}
            </button>
          </div>
        </form>
      </ModalDialog>
    </SettingsSection>
  );
}
