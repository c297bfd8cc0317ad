import { BOOKING_MESSAGE_IMAGES_MAX, BOOKING_MESSAGE_MAX, conversationTexts } from '@studio/shared';
import { ImagePlus, RotateCcw, Send, X } from 'lucide-react';
import { type FormEvent, type KeyboardEvent, useId, useRef, useState } from 'react';
import { FormAlert, TextAreaField } from '@/components/form/fields';
import { buttonClass } from '@/components/ui/buttons';
import { usePrimaryTouch } from '@/lib/touch-input';
import type { OutgoingMessage } from '../api/conversations-api';

const ACCEPT = 'image/jpeg,image/png,image/webp,image/avif';

/**
 * The message box under a thread: Enter sends, Shift+Enter starts a new line (on a touch device,
 * Enter starts a new line and the Send button sends, docs/rules/history.md#issue-23); a counter of the
 * characters used; up to BOOKING_MESSAGE_IMAGES_MAX pictures. A failed send keeps what was written
 * and offers to try again.
 */
export function Composer({
  onSend,
  sending,
  error,
}: {
  /** Resolves once sent; rejects to keep the draft. */
  onSend: (message: OutgoingMessage) => Promise<unknown>;
  sending: boolean;
  error: string | null;
}) {
  const [body, setBody] = useState('');
  const [images, setImages] = useState<File[]>([]);
  const fileInput = useRef<HTMLInputElement>(null);
  const id = useId();
  const used = body.trim().length;
  const tooLong = used > BOOKING_MESSAGE_MAX;
  const canSend = used > 0 && !tooLong && !sending;

  const submit = async () => {
    if (!canSend) return;
    try {
      await onSend({ body: body.trim(), images });
      setBody('');
      setImages([]);
    } catch {
      // The draft stays; the error is shown with a retry.
    }
  };
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    void submit();
  };
  const touch = usePrimaryTouch();
  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (touch) return;
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      void submit();
    }
  };

  return (
    <form
      onSubmit={onSubmit}
      className="border-t border-stone-200 p-3 sm:p-4 dark:border-stone-800"
      aria-busy={sending}
    >
      <FormAlert text={error && `${conversationTexts.sendFailed} ${error}`} className="mb-3">
        <button
          type="button"
          onClick={() => void submit()}
          className="inline-flex shrink-0 items-center gap-1 font-semibold underline underline-offset-2"
        >
          <RotateCcw aria-hidden className="size-4" /> {conversationTexts.retry}
        </button>
      </FormAlert>
      {images.length > 0 && (
        <ul aria-label={conversationTexts.picturesToSend} className="mb-2 flex flex-wrap gap-2">
          {images.map((file, i) => (
            <li
              key={`${file.name}-${i}`}
              className="flex items-center gap-1 rounded-full bg-sand px-3 py-1 text-xs dark:bg-stone-800"
            >
              <span className="max-w-40 truncate">{file.name}</span>
              <button
                type="button"
                aria-label={conversationTexts.removeImage({ name: file.name })}
                onClick={() => setImages((list) => list.filter((_, j) => j !== i))}
                className="rounded-full p-0.5 hover:bg-stone-300 dark:hover:bg-stone-700"
              >
                <X aria-hidden className="size-3.5" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <TextAreaField
        id={`${id}-body`}
        label={conversationTexts.composerLabel}
        labelHidden
        value={body}
        onValueChange={setBody}
        onKeyDown={onKeyDown}
        rows={3}
        placeholder={touch ? conversationTexts.composerPlaceholderTouch : conversationTexts.composerPlaceholder}
        enterKeyHint={touch ? 'enter' : 'send'}
        counter={{ text: conversationTexts.counter({ used }), over: tooLong }}
        className="sm:text-sm"
      />
      <div className="mt-2 flex items-center gap-2">
        <input
          ref={fileInput}
          type="file"
          accept={ACCEPT}
          multiple
          hidden
          onChange={(e) => {
            const picked = Array.from(e.target.files ?? []);
            setImages((list) => [...list, ...picked].slice(0, BOOKING_MESSAGE_IMAGES_MAX));
            e.target.value = '';
          }}
        />
        <button
          type="button"
          onClick={() => fileInput.current?.click()}
          disabled={images.length >= BOOKING_MESSAGE_IMAGES_MAX || sending}
          className="inline-flex items-center gap-1.5 rounded-full px-3 py-2 text-sm font-medium text-stone-700 hover:bg-sand disabled:opacity-50 dark:text-stone-300 dark:hover:bg-stone-800"
        >
          <ImagePlus aria-hidden className="size-4" />{' '}
          <span className="sr-only sm:not-sr-only">{conversationTexts.attach}</span>
        </button>
        <button type="submit" disabled={!canSend} className={`ml-auto ${buttonClass('primary', 'sm')}`}>
          <Send aria-hidden className="size-4" /> {sending ? conversationTexts.sending : conversationTexts.send}
        </button>
      </div>
    </form>
  );
}
