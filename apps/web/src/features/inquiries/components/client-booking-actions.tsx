import { type BookingRequestDetail, bookingTexts } from '@studio/shared';
import { useQuery } from '@tanstack/react-query';
import { CalendarPlus, CircleX } from 'lucide-react';
import { useState } from 'react';
import { useToast } from '@/components/ui/toasts';
import { ApiError } from '@/lib/api-client';
import { calendarFileUrl, sentRequestsQuery, useCancelBooking } from '../api/inquiries-api';
import { CancelBookingDialog } from './cancel-booking-dialog';

const actionClass =
  'inline-flex items-center gap-2 rounded-full px-4 py-2 text-sm font-semibold ring-1 ring-stone-300 hover:bg-sand dark:ring-stone-700 dark:hover:bg-stone-800';

const onCalendar = (r: BookingRequestDetail) =>
  r.eventDate !== null && ['pending', 'accepted', 'completed'].includes(r.status);

/**
 * What the client may do with one of their bookings (docs/rules/history.md#issue-12), shown above its conversation:
 * add it to a phone's calendar (.ics), and cancel it while the server allows (a pending request
 * with a confirm, an accepted booking with a reason). `onChanged` lets the page that shows it read
 * again what the move changed (the conversation above which it sits: its status, moves, composer).
 */
export function ClientBookingActions({
  bookingId,
  onChanged,
}: {
  bookingId: string;
  onChanged?: (bookingId: string) => void;
}) {
  const sent = useQuery(sentRequestsQuery());
  const cancel = useCancelBooking();
  const toast = useToast();
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const request = sent.data?.find((r) => r.id === bookingId);
  if (!request || (!onCalendar(request) && !request.moves.includes('cancelled'))) return null;

  const confirm = (reason: string | undefined) => {
    setError(undefined);
    cancel.mutate(
      { id: request.id, reason },
      {
        onSuccess: () => {
          setOpen(false);
          toast({ kind: 'success', text: bookingTexts.cancelled });
          onChanged?.(request.id);
        },
        onError: (err) => {
          if (err instanceof ApiError && err.status >= 400 && err.status < 500) setError(err.message);
          else toast({ kind: 'error', text: bookingTexts.cancelFailure });
        },
      },
    );
  };

  return (
    <div className="flex flex-wrap gap-3">
      {onCalendar(request) && (
        <a href={calendarFileUrl(request.id)} download className={actionClass}>
          <CalendarPlus aria-hidden className="size-4" /> {bookingTexts.addToCalendar}
        </a>
      )}
      {request.moves.includes('cancelled') && (
        <button
          type="button"
          onClick={() => {
            setError(undefined);
            setOpen(true);
          }}
          className={actionClass}
        >
          <CircleX aria-hidden className="size-4" />{' '}
          {request.status === 'accepted' ? 'Cancel booking' : 'Cancel request'}
        </button>
      )}
      <CancelBookingDialog
        request={open ? request : null}
        busy={cancel.isPending}
        error={error}
        onConfirm={confirm}
        onClose={() => setOpen(false)}
      />
    </div>
  );
}
