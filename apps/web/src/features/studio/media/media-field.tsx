import { studioContentTexts, studioMediaTexts as t } from '@studio/shared';
import { useQuery } from '@tanstack/react-query';
import { ImageIcon } from 'lucide-react';
import { type ReactNode, useRef, useState } from 'react';
import { FieldError } from '@/components/form/fields';
import { studioImagesQuery } from '../images/images-api';
import { choiceOf, type MediaAccept } from './media-choices';
import { secondaryButton } from '../shared/ui';
import { MediaPicker, sampleBadge } from './media-picker';

interface MediaFieldProps {
  /** The id of the button that opens the picker (the form moves focus there on an error). */
  id: string;
  label: string;
  value: string;
  accept: MediaAccept;
  /** A slot that may be empty offers "No photograph". */
  optional?: boolean;
  /** The words of that choice, when not "No second photograph". */
  noneLabel?: string;
  onValue: (id: string) => void;
  error?: string;
  describedBy?: string;
  hint?: ReactNode;
  /** A tile of a grid: the picture on top, as wide as the tile. */
  compact?: boolean;
}

/**
 * An image slot of the studio's pages (docs/rules/history.md#issue-23): its picture now (with "Sample" while it is a
 * bundled one) and a button opening the visual picker. Replacing the picture keeps the slot: its
 * place in the list and its other fields stay as they are.
 */
// eslint-disable-next-line no-restricted-syntax -- the console's image slot opens the studio's media picker, which the kit (components/) may not import.
export function MediaField(props: MediaFieldProps) {
  const { id, label, value, accept, optional, onValue, error, describedBy, hint, compact = false } = props;
  const none = props.noneLabel ?? studioContentTexts.noPhoto;
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  // The picker leaves the page when it closes: focus goes back to the button that opened it.
  const close = () => {
    setOpen(false);
    requestAnimationFrame(() => opener.current?.focus());
  };
  const uploads = useQuery(studioImagesQuery());
  const chosen = value ? choiceOf(value, uploads.data ?? []) : undefined;
  const wide = accept === 'logo';
  return (
    <div>
      <p
        id={`${id}-label`}
        className={compact ? 'sr-only' : 'block text-sm font-semibold text-stone-800 dark:text-stone-200'}
      >
        {label}
      </p>
      <div className={compact ? 'grid gap-2' : 'mt-1.5 flex flex-wrap items-center gap-3'}>
        <div
          className={`relative flex shrink-0 items-center justify-center overflow-hidden rounded-lg bg-sand ${
            compact
              ? 'aspect-[4/3] w-full'
              : wide
                ? 'h-16 w-36 bg-white p-1 dark:bg-stone-100'
                : accept === 'portrait'
                  ? 'size-20 rounded-full'
                  : 'h-24 w-32'
          }`}
        >
          {chosen ? (
            <img
              src={chosen.thumbnail}
              alt=""
              className={`size-full ${wide ? 'object-contain' : 'object-cover'}`}
              data-testid="media-field-thumbnail"
            />
          ) : (
            <ImageIcon aria-hidden className="size-6 text-stone-500" />
          )}
        </div>
        <div className="min-w-0 flex-1">
          {!compact && (
            <p className="text-sm text-stone-700 [overflow-wrap:anywhere] dark:text-stone-300">
              {chosen ? chosen.alt : value ? value : none}
            </p>
          )}
          {chosen?.sample && <p className="mt-1">{sampleBadge}</p>}
          <div className="mt-2 flex flex-wrap gap-2">
            <button
              ref={opener}
              id={id}
              type="button"
              className={secondaryButton}
              onClick={() => setOpen(true)}
              aria-labelledby={`${id} ${id}-label`}
              aria-describedby={describedBy}
              aria-invalid={error ? true : undefined}
            >
              {value ? t.picker.replace : t.picker.choose}
            </button>
            {optional && value && (
              <button type="button" className={secondaryButton} onClick={() => onValue('')}>
                {none}
              </button>
            )}
          </div>
        </div>
      </div>
      {hint}
      <FieldError fieldId={id} error={error} />
      {open && (
        <MediaPicker
          open
          accept={accept}
          current={value}
          onClose={close}
          onChoose={(chosenId) => {
            onValue(chosenId);
            close();
          }}
        />
      )}
    </div>
  );
}
