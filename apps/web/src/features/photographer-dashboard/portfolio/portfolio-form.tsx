import {
  LOCATIONS,
  type Photographer,
  type PortfolioFields,
  photographerDashboardTexts,
  portfolioTexts,
  siteTexts,
  STYLES,
  VIDEO_MAX_BYTES,
  placeName,
  styleName,
} from '@studio/shared';
import { Save } from 'lucide-react';
import { useRef, useState } from 'react';
import { useForm } from '@/components/form/use-form';
import { FormField, Spinner } from '@/components/form/fields';
import { useToast } from '@/components/ui/toasts';
import { ApiError } from '@/lib/api-client';
import { useSavePortfolio } from './portfolio-api';
import {
  emptyPortfolioForm,
  formValuesOf,
  PORTFOLIO_FIELDS,
  type PortfolioFormValues,
  understoodExperience,
  understoodPrice,
  validatePortfolioForm,
  videoFileProblem,
} from './portfolio-fields';
import { FieldLabel, FieldNotes, SelectField, TextAreaField } from '@/components/form/fields';
import { type Chosen, PhotoPicker } from './image-uploader';
import { panelClass } from '@/components/ui/panel';
import { primaryButton } from '@/components/ui/buttons';
import { UploadProgress } from './upload-progress';

const formTexts = photographerDashboardTexts.portfolioPage.form;

/** A save the server answered without saving (200 with `success: false`), with its reason. */
class NotSaved extends Error {}

/** docs/rules/product.md#messages: what a failed save says. A 4xx carries the server's reason; anything else is the server's fault. */
export function saveFailureText(err: unknown): string {
  if (err instanceof NotSaved) return siteTexts.error({ message: err.message });
  if (err instanceof ApiError && err.status >= 400 && err.status < 500)
    return siteTexts.error({ message: err.message });
  return portfolioTexts.serverError;
}

function Understood({ text, fallback }: { text: string | null; fallback: string }) {
  return text ? (
    <>
      {formTexts.understoodBefore}
      <strong className="font-semibold text-ink dark:text-white">{text}</strong>
      {formTexts.understoodAfter}
    </>
  ) : (
    fallback
  );
}

/**
 * The portfolio form (docs/rules/product.md#screens, #states, #validation): create mode without a portfolio, update mode with one.
 * Validated on submit with the shared schema; every message shows under its field and nothing is
 * sent while any error exists. The video is required only when creating and is sent only when a
 * new file was chosen (it is checked as soon as it is chosen); it uploads with a progress bar.
 */
export function PortfolioForm({ portfolio }: { portfolio: Photographer | null }) {
  const creating = portfolio === null;
  const toast = useToast();
  const save = useSavePortfolio();
  const [progress, setProgress] = useState<number | null>(null);
  const abortRef = useRef<AbortController | null>(null);

  // docs/rules/history.md#issue-23: a new portfolio's first photographs go with its form.
  const [photos, setPhotos] = useState<Chosen[]>([]);

  const send = async ({ fields, video, files }: { fields: PortfolioFields; video: File | null; files: File[] }) => {
    const controller = new AbortController();
    abortRef.current = controller;
    const uploading = video !== null || files.length > 0;
    setProgress(uploading ? 0 : null);
    try {
      const res = await save.mutateAsync({
        id: portfolio?._id ?? null,
        fields,
        video,
        photos: files,
        signal: controller.signal,
        onProgress: uploading ? setProgress : undefined,
      });
      if (!res.success) throw new NotSaved(res.message);
      return res;
    } finally {
      abortRef.current = null;
      setProgress(null);
    }
  };

  const { id, form, values, errors, pending, control, fileField, fieldId } = useForm({
    fields: PORTFOLIO_FIELDS,
    // The photographs are chosen with their own picker (several at once); the form knows their field for focus.
    files: { video: videoFileProblem, photos: () => null },
    initial: (): PortfolioFormValues => (portfolio ? formValuesOf(portfolio) : emptyPortfolioForm),
    validate: (v, files) => {
      const video = files.video ?? null;
      const result = validatePortfolioForm(v, { creating, video, photos: photos.length });
      return result.ok
        ? { data: { fields: result.fields, video, files: creating ? photos.map((p) => p.file) : [] }, errors: {} }
        : { errors: result.errors };
    },
    send,
    clearOnChange: 'field',
    // Update mode shows what was saved (the server trims); the chosen video has been sent.
    keepOnSuccess: (_sent, res) => formValuesOf(res.photographer),
    onSuccess: () => {
      setPhotos([]);
      toast({ kind: 'success', text: portfolioTexts.saved });
    },
    onError: (err) => {
      if ((err as Error).name !== 'AbortError') toast({ kind: 'error', text: saveFailureText(err) });
    },
  });

  // docs/rules/photographers-and-portfolios.md#prices-and-experience, #kenyan-marketplace: what the server understands from the price, in its own currency, as it is typed
  // (the server reads it with the same shared parser).
  const priceNote = values.price.trim() ? (
    <Understood text={understoodPrice(values.price)} fallback={formTexts.priceUnread} />
  ) : (
    portfolioTexts.priceHint
  );
  const experienceNote =
    portfolio && values.experience.trim() === portfolio.experience ? (
      <Understood text={understoodExperience(portfolio.experienceYears)} fallback={formTexts.experienceUnread} />
    ) : (
      formTexts.experienceHint
    );

  const videoId = fieldId('video');
  const videoHint = creating
    ? formTexts.videoHintCreate({ megabytes: VIDEO_MAX_BYTES / 1024 / 1024 })
    : formTexts.videoHintUpdate({ megabytes: VIDEO_MAX_BYTES / 1024 / 1024 });

  return (
    <form {...form} aria-labelledby={`${id}-title`} className={`${panelClass} p-5 sm:p-8`}>
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h2 id={`${id}-title`} className="font-serif text-2xl text-ink dark:text-white">
          {formTexts.title}
        </h2>
        <p className="text-sm text-stone-600 dark:text-stone-400">
          {creating ? formTexts.requiredCreating : formTexts.required}
        </p>
      </div>

      <fieldset className="mt-6 grid gap-5 sm:grid-cols-2" disabled={pending}>
        <legend className="sr-only">{formTexts.aboutYou}</legend>
        <FormField {...control('name')} label={formTexts.name} autoComplete="name" maxLength={110} />
        <FormField
          {...control('email')}
          label={formTexts.email}
          type="email"
          autoComplete="email"
          inputMode="email"
          hint={formTexts.emailHint}
        />
        <FormField
          {...control('phone')}
          label={formTexts.phone}
          type="tel"
          autoComplete="tel"
          placeholder={portfolioTexts.phonePlaceholder}
          hint={portfolioTexts.phoneHint}
        />
        <FormField
          {...control('website')}
          label={formTexts.website}
          type="url"
          autoComplete="url"
          inputMode="url"
          // eslint-disable-next-line no-restricted-syntax -- a link's shape, the same in every language
          placeholder="https://"
        />
        <FormField
          {...control('instagram')}
          label={formTexts.instagram}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          placeholder="@"
          hint={formTexts.instagramHint}
        />
        <SelectField
          {...control('speciality')}
          label={formTexts.speciality}
          options={STYLES.map((s) => ({ value: s, label: styleName(s) }))}
          placeholder={formTexts.chooseSpeciality}
        />
        <SelectField
          {...control('location')}
          label={formTexts.location}
          options={LOCATIONS.map((l) => ({ value: l, label: placeName(l) }))}
          placeholder={formTexts.chooseLocation}
        />
        <FormField {...control('price')} label={formTexts.price} hint={priceNote} />
        <FormField {...control('experience')} label={formTexts.experience} hint={experienceNote} />
        <div className="sm:col-span-2">
          <FormField {...control('availability')} label={formTexts.availability} hint={formTexts.availabilityHint} />
        </div>
        <div className="sm:col-span-2">
          <TextAreaField
            className="min-h-36"
            {...control('message')}
            label={formTexts.message}
            rows={6}
            hint={formTexts.messageHint}
          />
        </div>
        <div className="sm:col-span-2">
          <FieldLabel htmlFor={videoId} optional>
            {formTexts.video}
          </FieldLabel>
          {portfolio?.video && (
            <video
              src={portfolio.video}
              controls
              preload="metadata"
              poster={portfolio.gallery[0]?.url}
              aria-label={formTexts.currentVideo}
              className="mt-2 aspect-video w-full max-w-md rounded-lg bg-black"
            />
          )}
          <input
            {...fileField('video', { hint: true })}
            accept="video/*"
            className="mt-2 block w-full text-sm text-stone-700 file:mr-4 file:cursor-pointer file:rounded-full file:border-0 file:bg-ink file:px-4 file:py-2.5 file:text-sm file:font-semibold file:text-white hover:file:bg-clay dark:text-stone-300 dark:file:bg-white dark:file:text-ink dark:hover:file:bg-gold"
          />
          <FieldNotes id={videoId} hint={videoHint} error={errors.video} />
        </div>
      </fieldset>

      {creating && (
        <fieldset className="mt-8 border-t border-stone-200 pt-6 dark:border-stone-800" disabled={pending}>
          <legend className="float-left mb-1 w-full font-serif text-xl text-ink dark:text-white">
            {formTexts.photographs}
          </legend>
          <p className="clear-left mb-4 text-sm text-stone-600 dark:text-stone-400">{formTexts.photographsIntro}</p>
          <PhotoPicker
            chosen={photos}
            onChange={setPhotos}
            inPortfolio={0}
            busy={pending}
            fieldId={fieldId('photos')}
            name="photos"
            error={photos.length === 0 ? errors.photos : undefined}
          />
        </fieldset>
      )}

      <div className="mt-8 space-y-4 border-t border-stone-200 pt-6 dark:border-stone-800">
        {progress !== null && (
          <UploadProgress
            fraction={progress}
            label={creating && photos.length > 0 ? formTexts.uploadingPortfolio : formTexts.uploadingVideo}
            onCancel={() => abortRef.current?.abort()}
          />
        )}
        <button type="submit" className={primaryButton} disabled={pending}>
          {pending ? <Spinner /> : <Save aria-hidden className="size-4" />}
          {pending ? formTexts.saving : creating ? formTexts.create : formTexts.save}
        </button>
      </div>
    </form>
  );
}
