import { conversationTexts } from '@studio/shared';
import { useQuery } from '@tanstack/react-query';
import { MessageSquare, X } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { useModalDialog } from '@/components/ui/use-modal-dialog';
import { unreadMessagesQuery } from '../api/conversations-api';
import { Thread } from './thread';
import { UnreadBadge } from './threads-view';
import { buttonClass } from '@/components/ui/buttons';

/** `?request=<id>&thread=1`: the photographer's way into a booking's conversation. */
function useOpenThread() {
  const [params, setParams] = useSearchParams();
  const open = params.get('thread') === '1' ? params.get('request') : null;
  return {
    open,
    show: (id: string) => setParams({ request: id, thread: '1' }),
    close: () => setParams({}, { replace: false }),
  };
}

/** On each booking request: "Messages (2 unread)", opening its conversation. */
export function ThreadOpener({ bookingId }: { bookingId: string }) {
  const unread = useQuery(unreadMessagesQuery());
  const { show } = useOpenThread();
  const count = unread.data?.byBooking[bookingId] ?? 0;
  return (
    <button
      type="button"
      onClick={() => show(bookingId)}
      className={`mt-4 self-start ${buttonClass('secondary', 'sm')}`}
    >
      <MessageSquare aria-hidden className="size-4" />
      {conversationTexts.openThread({ unread: count })}
      <UnreadBadge count={count} />
    </button>
  );
}

/** The conversation over the page, while the URL names one (Escape or the close button goes back). */
export function ThreadDialog() {
  const { open, close } = useOpenThread();
  const ref = useModalDialog(open !== null);
  return (
    <dialog
      ref={ref}
      onClose={() => open && close()}
      aria-label={conversationTexts.pageTitle}
      className="m-auto w-[min(44rem,calc(100vw-1rem))] max-w-none rounded-2xl bg-transparent p-0 backdrop:bg-ink/60"
    >
      {open && (
        <Thread
          key={open}
          bookingId={open}
          actions={
            <button
              type="button"
              onClick={close}
              className="grid size-9 place-items-center rounded-full text-ink hover:bg-sand dark:text-white dark:hover:bg-stone-800"
            >
              <X aria-hidden className="size-5" />
              <span className="sr-only">{conversationTexts.closeThread}</span>
            </button>
          }
        />
      )}
    </dialog>
  );
}
