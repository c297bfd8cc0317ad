import { type GalleryView, galleriesTexts } from '@studio/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useParams } from 'react-router';
import { galleryKeys } from '@/features/galleries/api/galleries-api';
import { ClientGallery } from '@/features/galleries/components/client-gallery';
import { bookingPaymentQuery } from '@/features/payments/api/payments-api';
import { BookingPayment } from '@/features/payments/components/booking-payment';
import type { RouteHandle } from '@/lib/route-meta';

export const handle: RouteHandle = {
  meta: () => ({ ...galleriesTexts.pages.clientOne, noindex: true }),
};

/**
 * /dashboard/galleries/:id: one gallery as the booking's client sees it (docs/decisions/0039), or
 * as the studio's own client sees theirs, which has no booking and so nothing to pay here
 * (docs/decisions/0047-studio-client-galleries.md).
 */
export function Component() {
  const { id = '' } = useParams();
  return (
    <ClientGallery
      key={id}
      id={id}
      payBalance={(view) => view.bookingId && <PayBalance view={view} bookingId={view.bookingId} />}
    />
  );
}

/**
 * While downloads wait for the balance (docs/decisions/0039-client-galleries.md): the booking's
 * payment, to pay it here; once it reads paid, the gallery is read again and its downloads open.
 */
function PayBalance({ view, bookingId }: { view: GalleryView; bookingId: string }) {
  const queryClient = useQueryClient();
  const paid = useQuery(bookingPaymentQuery(bookingId)).data?.state === 'paid';
  useEffect(() => {
    if (paid) void queryClient.invalidateQueries({ queryKey: galleryKeys.one(view.id) });
  }, [paid, queryClient, view.id]);
  return <BookingPayment bookingId={bookingId} />;
}
