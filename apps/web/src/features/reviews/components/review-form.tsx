import {
  type OwnReview,
  REVIEW_IMAGES_MAX,
  REVIEW_RATING_MAX,
  REVIEW_TEXT_MAX,
  type ReviewImage,
  type ReviewInput,
  reviewInputSchema,
  reviewsTexts,
} from '@studio/shared';
import { useQueryClient } from '@tanstack/react-query';
import { ImagePlus } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { describedBy } from '@/components/form/described-by';
import { failureOutsideFields } from '@/components/form/failure-text';
import { StarRatingInput } from '@/components/form/star-rating-input';
import { useForm } from '@/components/form/use-form';
import { validateWith } from '@/components/form/validate-with';
import { Picture } from '@/components/media/picture';
import { OverlayRemoveButton } from '@/components/ui/overlay-remove-button';
import { CheckboxField, FieldError, FormAlert, Spinner, TextAreaField } from '@/components/form/fields';
import { ApiError } from '@/lib/api-client';
import { reviewKeys, useSaveReview } from '../api/reviews-api';
import { checkReviewPhotos, PHOTO_ACCEPT } from '../utils/review-photos';
import { primaryButton, secondaryButton } from '@/components/ui/buttons';

const FIELDS = ['rating', 'text', 'studioMayQuote'] as const;
type Field = (typeof FIELDS)[number];

const labelClass = 'block text-sm font-semibold text-stone-800 dark:text-stone-200';
const hintClass = 'mt-1.5 text-sm text-stone-600 dark:text-stone-400';

/** A chosen file's preview, its object URL let go once it is removed. */
function FilePreview({ file, alt }: { file: File; alt: string }) {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  return url ? (
    <img src={url} alt={alt} className="aspect-square w-full rounded-lg object-cover" />
  ) : (
    <span role="img" aria-label={alt} className="block aspect-square w-full rounded-lg bg-sand dark:bg-stone-800" />
  );
}

/**
 * The client's review of a completed booking (docs/rules/history.md#issue-13, docs/rules/reviews.md#who-may-review), written or edited: a rating of 1 to
 * 5 stars, the text with a live count, up to REVIEW_IMAGES_MAX photos (editing: the review's own
 * can be removed, new ones added) and the consent to be quoted. Checked by the shared schema on
 * submit, each message under its field, the server's too (ADR 0014). Sent as JSON without new
 * photos, as multipart with them.
 */
export function ReviewForm({
  bookingId,
  review,
  onSaved,
  onCancel,
}: {
  bookingId: string;
  /** The review being edited; null to write one. */
  review: OwnReview | null;
  onSaved: (review: OwnReview) => void;
  onCancel: () => void;
}) {
  const queryClient = useQueryClient();
  const save = useSaveReview(bookingId, review?.id ?? null);
  const [kept, setKept] = useState<ReviewImage[]>(() => review?.images ?? []);
  const [added, setAdded] = useState<File[]>([]);
  const [photoProblem, setPhotoProblem] = useState<string | null>(null);
  const focusAdd = useRef(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const photoCount = kept.length + added.length;

  const { id, form, values, errors, outcome, pending, control, change, fileField, fieldId } = useForm<
    Field,
    ReviewInput,
    OwnReview,
    'image'
  >({
    fields: FIELDS,
    // Photos are kept outside the form's values (there may be three); `image` carries their messages.
    files: { image: () => null },
    initial: () => ({
      rating: review ? String(review.rating) : '',
      text: review?.text ?? '',
      studioMayQuote: review?.studioMayQuote ? 'on' : '',
    }),
    validate: (v) => {
      const checked = validateWith<Field | 'image', ReviewInput>(reviewInputSchema, {
        rating: v.rating,
        text: v.text,
        studioMayQuote: v.studioMayQuote === 'on',
      });
      if (photoCount > REVIEW_IMAGES_MAX) return { errors: { ...checked.errors, image: reviewsTexts.tooManyImages } };
      return checked;
    },
    send: (data: ReviewInput) =>
      save.mutateAsync({
        draft: data,
        photos: added,
        keep: review ? kept.map((image) => image.id) : undefined,
      }),
    clearOnChange: 'field',
    failure: failureOutsideFields,
    onSuccess: (saved) => onSaved(saved),
    onError: (err) => {
      // Already reviewed, or the edit window closed meanwhile: show what the server has now.
      if (err instanceof ApiError && err.status === 409)
        void queryClient.invalidateQueries({ queryKey: reviewKeys.booking(bookingId) });
    },
  });

  useEffect(() => heading.current?.focus(), []);
  useEffect(() => {
    if (!focusAdd.current) return;
    focusAdd.current = false;
    document.getElementById(fieldId('image'))?.focus();
  });

  const imageField = fileField('image', { hint: true });
  /** A change of the photos: the messages about them go (the form's own, and the last choice's). */
  const photosChanged = (problem: string | null) => {
    imageField.onChange({ target: { files: null } });
    setPhotoProblem(problem);
  };
  const choose = (files: FileList | null) => {
    const { accepted, problem } = checkReviewPhotos(Array.from(files ?? []), photoCount);
    setAdded((list) => [...list, ...accepted]);
    photosChanged(problem);
  };
  const removeKept = (imageId: string) => {
    setKept((list) => list.filter((image) => image.id !== imageId));
    photosChanged(null);
    focusAdd.current = true;
  };
  const removeAdded = (index: number) => {
    setAdded((list) => list.filter((_, i) => i !== index));
    photosChanged(null);
    focusAdd.current = true;
  };

  const rating = control('rating');
  const text = control('text');
  const used = values.text.trim().length;
  const consentId = fieldId('studioMayQuote');
  const imageId = imageField.id;
  const imageError = photoProblem ?? errors.image;
  const busyLabel =
    added.length > 0
      ? reviewsTexts.uploadingPhotos({ count: added.length })
      : review
        ? reviewsTexts.saving
        : reviewsTexts.publishing;
  const failure = outcome.kind === 'error' ? outcome.detail : undefined;

  return (
    <form {...form} aria-labelledby={`${id}-title`} aria-busy={pending} className="space-y-5">
      <h3
        id={`${id}-title`}
        ref={heading}
        tabIndex={-1}
        className="font-serif text-xl text-ink outline-none dark:text-white"
      >
        {reviewsTexts.formTitle}
      </h3>
      <fieldset disabled={pending} className="min-w-0 space-y-5">
        <StarRatingInput
          {...rating}
          label={reviewsTexts.ratingLabel}
          starLabel={(count) => reviewsTexts.starLabel({ count })}
          max={REVIEW_RATING_MAX}
          required
        />

        <TextAreaField
          {...text}
          label={reviewsTexts.textLabel}
          hint={reviewsTexts.textHint}
          rows={5}
          counter={{
            text: (
              <>
                {reviewsTexts.textCount({ used })} <span className="sr-only">{reviewsTexts.textCountUnit}</span>
              </>
            ),
            over: used > REVIEW_TEXT_MAX,
          }}
        />

        <div>
          <p id={`${imageId}-label`} className={labelClass}>
            {reviewsTexts.photosLabel}
          </p>
          <p id={`${imageId}-hint`} className={hintClass}>
            {reviewsTexts.photosHint}
          </p>
          {photoCount > 0 && (
            <ul aria-labelledby={`${imageId}-label`} className="mt-3 grid max-w-md grid-cols-3 gap-2 sm:gap-3">
              {kept.map((image, i) => (
                <li key={image.id} className="relative">
                  <Picture
                    image={image}
                    alt={reviewsTexts.photoPreviewAlt({ position: i + 1 })}
                    sizes="(min-width: 640px) 9rem, 30vw"
                    imgClassName="aspect-square h-auto w-full rounded-lg object-cover"
                  />
                  <OverlayRemoveButton
                    label={reviewsTexts.removePhoto({ position: i + 1 })}
                    onClick={() => removeKept(image.id)}
                    disabled={pending}
                  />
                </li>
              ))}
              {added.map((file, i) => (
                <li key={`${file.name}-${file.size}-${file.lastModified}-${i}`} className="relative">
                  <FilePreview file={file} alt={reviewsTexts.photoPreviewAlt({ position: kept.length + i + 1 })} />
                  <OverlayRemoveButton
                    label={reviewsTexts.removePhoto({ position: kept.length + i + 1 })}
                    onClick={() => removeAdded(i)}
                    disabled={pending}
                  />
                </li>
              ))}
            </ul>
          )}
          {photoCount < REVIEW_IMAGES_MAX ? (
            <div className="mt-3">
              <input
                id={imageId}
                name={imageField.name}
                type="file"
                accept={PHOTO_ACCEPT}
                multiple
                onChange={(e) => {
                  choose(e.target.files);
                  e.target.value = '';
                }}
                aria-labelledby={`${imageId}-label ${imageId}-add`}
                aria-invalid={imageError ? true : undefined}
                aria-describedby={describedBy(imageId, true, imageError)}
                className="peer sr-only"
              />
              <label
                id={`${imageId}-add`}
                htmlFor={imageId}
                className={`${secondaryButton} cursor-pointer peer-focus-visible:ring-2 peer-focus-visible:ring-clay peer-disabled:cursor-not-allowed peer-disabled:opacity-60 dark:peer-focus-visible:ring-gold`}
              >
                <ImagePlus aria-hidden className="size-4" /> {reviewsTexts.addPhotos}
              </label>
            </div>
          ) : (
            <p className="mt-3 text-sm text-stone-700 dark:text-stone-300">{reviewsTexts.photosFull}</p>
          )}
          <FieldError fieldId={imageId} error={imageError} />
        </div>

        <CheckboxField
          id={consentId}
          // No name: the form layer takes a named field's DOM value as typed before hydration, and a
          // checkbox's value is "on" whether checked or not. The consent lives in the form's state.
          label={reviewsTexts.consentLabel}
          hint={reviewsTexts.consentHint}
          checked={values.studioMayQuote === 'on'}
          onCheckedChange={(checked) => change('studioMayQuote', checked ? 'on' : '')}
          error={errors.studioMayQuote}
        />
      </fieldset>

      <div aria-live="polite" className="empty:hidden">
        <FormAlert text={failure} />
      </div>

      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center">
        <button type="button" onClick={onCancel} disabled={pending} className={secondaryButton}>
          {reviewsTexts.cancelEdit}
        </button>
        <button type="submit" disabled={pending} className={primaryButton}>
          {pending && <Spinner />}
          {pending ? busyLabel : review ? reviewsTexts.save : reviewsTexts.submit}
        </button>
      </div>
    </form>
  );
}
