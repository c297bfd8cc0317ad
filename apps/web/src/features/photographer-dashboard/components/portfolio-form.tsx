import { LOCATIONS, type Photographer, STYLES, texts, VIDEO_MAX_BYTES } from '@studio/shared';
import { Save } from 'lucide-react';
import { type FormEvent, useId, useRef, useState } from 'react';
import { FormField, Spinner } from '@/components/ui/form-field';
import { serverFieldErrors } from '@/components/form/server-field-errors';
import { ApiError } from '@/lib/api-client';
import { useSavePortfolio } from '../api/dashboard-api';
import {
  emptyPortfolioForm,
  formValuesOf,
  PORTFOLIO_FIELD_ORDER,
  type PortfolioFieldName,
  type PortfolioFormErrors,
  type PortfolioFormValues,
  PORTFOLIO_FORM_FIELDS,
  understoodExperience,
  understoodPrice,
  validatePortfolioForm,
  videoFileProblem,
} from '../utils/portfolio-form';
import { describedBy, FieldLabel, FieldNotes, SelectField, TextAreaField } from './fields';
import { panelClass, primaryButton } from './panel';
import { useToast } from '@/components/ui/toasts';
import { UploadProgress } from './upload-progress';

/** SPEC 8: what a failed save says. A 4xx carries the server's reason; anything else is the server's fault. */
export function saveFailureText(err: unknown): string {
  if (err instanceof ApiError && err.status >= 400 && err.status < 500) return texts.portfolio.saveError(err.message);
  return texts.portfolio.serverError;
}

function Understood({ text, fallback }: { text: string | null; fallback: string }) {
  return text ? (
    <>
      We read this as <strong className="font-semibold text-ink dark:text-white">{text}</strong>, for clients’ searches.
    </>
  ) : (
    fallback
  );
}

/**
 * The portfolio form (SPEC 2, 4, 5): create mode without a portfolio, update mode with one.
 * Validated on submit with the shared schema; every message shows under its field and nothing is
 * sent while any error exists. The video is required only when creating and is sent only when a
 * new file was chosen; it uploads with a progress bar.
 */
export function PortfolioForm({ portfolio }: { portfolio: Photographer | null }) {
  const id = useId();
  const creating = portfolio === null;
  const toast = useToast();
  const save = useSavePortfolio();
  const [values, setValues] = useState<PortfolioFormValues>(() =>
    portfolio ? formValuesOf(portfolio) : emptyPortfolioForm,
  );
  const [errors, setErrors] = useState<PortfolioFormErrors>({});
  const [video, setVideo] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const abortRef = useRef<AbortController | null>(null);
  const videoRef = useRef<HTMLInputElement>(null);
  const fieldRefs = useRef(new Map<string, HTMLElement | null>());
  const refFor = (name: string) => (el: HTMLElement | null) => {
    fieldRefs.current.set(name, el);
  };

  const set = (name: PortfolioFieldName) => (value: string) => {
    setValues((v) => ({ ...v, [name]: value }));
    setErrors((e) => (e[name] ? { ...e, [name]: undefined } : e));
  };

  const onVideo = (file: File | undefined) => {
    const chosen = file ?? null;
    setVideo(chosen);
    setErrors((e) => ({ ...e, video: chosen ? (videoFileProblem(chosen) ?? undefined) : undefined }));
  };

  const focusFirstError = (errs: PortfolioFormErrors) => {
    const first = PORTFOLIO_FIELD_ORDER.find((name) => errs[name]);
    if (first) fieldRefs.current.get(first)?.focus();
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (save.isPending) return;
    const result = validatePortfolioForm(values, { creating, video });
    if (!result.ok) {
      setErrors(result.errors);
      focusFirstError(result.errors);
      return;
    }
    setErrors({});
    const controller = new AbortController();
    abortRef.current = controller;
    setProgress(video ? 0 : null);
    save.mutate(
      {
        id: portfolio?._id ?? null,
        fields: result.fields,
        video,
        signal: controller.signal,
        onProgress: video ? setProgress : undefined,
      },
      {
        onSuccess: (res) => {
          if (!res.success) {
            toast({ kind: 'error', text: texts.portfolio.saveError(res.message) });
            return;
          }
          toast({ kind: 'success', text: texts.portfolio.saved });
          // Update mode shows what was saved (the server trims); the chosen video has been sent.
          setValues(formValuesOf(res.photographer));
          setVideo(null);
          if (videoRef.current) videoRef.current.value = '';
        },
        onError: (err) => {
          if ((err as Error).name === 'AbortError') return;
          const fields = serverFieldErrors(err, PORTFOLIO_FORM_FIELDS);
          setErrors(fields);
          focusFirstError(fields);
          toast({ kind: 'error', text: saveFailureText(err) });
        },
        onSettled: () => {
          abortRef.current = null;
          setProgress(null);
        },
      },
    );
  };

  // D15: what the server understood, for the values as saved (not while they are being edited).
  const priceNote =
    portfolio && values.price.trim() === portfolio.price ? (
      <Understood
        text={understoodPrice(portfolio.startingPrice)}
        fallback="We could not read a number from this; clients see it as written."
      />
    ) : (
      'As clients should read it, e.g. “From $800 per wedding” or “KES 65,000 a day”.'
    );
  const experienceNote =
    portfolio && values.experience.trim() === portfolio.experience ? (
      <Understood
        text={understoodExperience(portfolio.experienceYears)}
        fallback="We could not read a number of years from this; clients see it as written."
      />
    ) : (
      'For example “8 years” or “since 2015”.'
    );

  const field = (name: PortfolioFieldName) => ({
    id: `${id}-${name}`,
    value: values[name],
    onValueChange: set(name),
    error: errors[name],
  });

  const videoId = `${id}-video`;
  const videoHint = creating
    ? `A short film of your work: MP4, WebM or MOV, up to ${VIDEO_MAX_BYTES / 1024 / 1024} MB.`
    : `Choose a file only to replace your current video (MP4, WebM or MOV, up to ${VIDEO_MAX_BYTES / 1024 / 1024} MB).`;

  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby={`${id}-title`} className={`${panelClass} p-5 sm:p-8`}>
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h2 id={`${id}-title`} className="font-serif text-2xl text-ink dark:text-white">
          Portfolio details
        </h2>
        <p className="text-sm text-stone-600 dark:text-stone-400">Every field is required unless it says optional.</p>
      </div>

      <fieldset className="mt-6 grid gap-5 sm:grid-cols-2" disabled={save.isPending}>
        <legend className="sr-only">About you</legend>
        <FormField {...field('name')} label="Name" autoComplete="name" inputRef={refFor('name')} maxLength={110} />
        <FormField
          {...field('email')}
          label="Email"
          type="email"
          autoComplete="email"
          inputMode="email"
          inputRef={refFor('email')}
        />
        <FormField
          {...field('phone')}
          label="Phone"
          type="tel"
          autoComplete="tel"
          inputRef={refFor('phone')}
          hint="International format, e.g. +254 712 345 678."
        />
        <FormField
          {...field('website')}
          label="Website"
          type="url"
          autoComplete="url"
          inputMode="url"
          placeholder="https://"
          inputRef={refFor('website')}
        />
        <SelectField
          {...field('speciality')}
          label="Speciality"
          options={STYLES}
          placeholder="Choose a speciality"
          selectRef={refFor('speciality')}
        />
        <SelectField
          {...field('location')}
          label="Location"
          options={LOCATIONS}
          placeholder="Choose a location"
          selectRef={refFor('location')}
        />
        <FormField {...field('price')} label="Price" inputRef={refFor('price')} hint={priceNote} />
        <FormField {...field('experience')} label="Experience" inputRef={refFor('experience')} hint={experienceNote} />
        <div className="sm:col-span-2">
          <FormField
            {...field('availability')}
            label="Availability (optional)"
            inputRef={refFor('availability')}
            hint="Shown on your profile as “… available”, e.g. “Weekends” or “Weekdays and evenings”."
          />
        </div>
        <div className="sm:col-span-2">
          <TextAreaField
            {...field('message')}
            label="Message"
            textareaRef={refFor('message')}
            rows={6}
            hint="Introduce yourself and your work. Clients read this on your profile."
          />
        </div>
        <div className="sm:col-span-2">
          <FieldLabel htmlFor={videoId} optional={!creating}>
            Video
          </FieldLabel>
          {portfolio?.video && (
            <video
              src={portfolio.video}
              controls
              preload="metadata"
              poster={portfolio.gallery[0]?.url}
              aria-label="Your current video"
              className="mt-2 aspect-video w-full max-w-md rounded-lg bg-black"
            />
          )}
          <input
            ref={(el) => {
              videoRef.current = el;
              fieldRefs.current.set('video', el);
            }}
            id={videoId}
            type="file"
            accept="video/*"
            onChange={(e) => onVideo(e.target.files?.[0])}
            aria-invalid={errors.video ? true : undefined}
            aria-describedby={describedBy(videoId, videoHint, errors.video)}
            className="mt-2 block w-full text-sm text-stone-700 file:mr-4 file:cursor-pointer file:rounded-full file:border-0 file:bg-ink file:px-4 file:py-2.5 file:text-sm file:font-semibold file:text-white hover:file:bg-clay dark:text-stone-300 dark:file:bg-white dark:file:text-ink dark:hover:file:bg-gold"
          />
          <FieldNotes id={videoId} hint={videoHint} error={errors.video} />
        </div>
      </fieldset>

      <div className="mt-8 space-y-4 border-t border-stone-200 pt-6 dark:border-stone-800">
        {progress !== null && (
          <UploadProgress fraction={progress} label="Uploading your video" onCancel={() => abortRef.current?.abort()} />
        )}
        <button type="submit" className={primaryButton} disabled={save.isPending}>
          {save.isPending ? <Spinner /> : <Save aria-hidden className="size-4" />}
          {save.isPending ? 'Saving…' : creating ? 'Create portfolio' : 'Save changes'}
        </button>
      </div>
    </form>
  );
}
