import { type BookingRequestDetail, bookingTexts } from '@studio/shared';
import { useQuery } from '@tanstack/react-query';
import { CalendarPlus, CircleX } from 'lucide-react';
import { useState } from 'react';
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
  const [open, setOpen] = useState(false);
  const request = sent.data?.find((r) => r.id === bookingId);
  if (!request || (!onCalendar(request) && !request.moves.includes('cancelled'))) return null;

  const done = (cancelled: boolean) => {
    setOpen(false);
    if (cancelled) onChanged?.(request.id);
  };

  return (
    <div className="flex flex-wrap gap-3">
      {onCalendar(request) && (
        <a href={calendarFileUrl(request.id)} download className={actionClass}>
          <CalendarPlus aria-hidden className="size-4" /> {bookingTexts.addToCalendar}
        </a>
      )}
      {request.moves.includes('cancelled') && (
        <button type="button" onClick={() => setOpen(true)} className={actionClass}>
          <CircleX aria-hidden className="size-4" />{' '}
          {request.status === 'accepted'
            ? bookingTexts.cancelDialog.cancelBooking
            : bookingTexts.cancelDialog.cancelRequest}
        </button>
      )}
      <CancelBookingDialog
        request={open ? request : null}
        busy={cancel.isPending}
        send={(reason) => cancel.mutateAsync({ id: request.id, reason })}
        onDone={done}
      />
    </div>
  );
}
