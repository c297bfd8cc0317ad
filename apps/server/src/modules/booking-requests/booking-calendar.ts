import { bookingNoticesMessages, STUDIO_NAME } from '@studio/shared';
import { type Locale, localePath } from '@studio/shared/i18n/locales';
import ical, { ICalCalendarMethod } from 'ical-generator';
import type { BookingActor } from '@studio/shared';
import { MARKET_TIME_ZONE } from '@studio/shared';
import { clientLink, photographerLink } from './booking-notices';
import { oneLine } from './booking-requests.mails';
import type { BookingRequestWithPhotographer } from './booking-requests.repository';

const nextDay = (day: string) => {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d;
};

/**
 * A booking as an iCalendar file (RFC 5545, METHOD:PUBLISH) for a phone's calendar: one all-day
 * event on the event's day (a date in Africa/Nairobi, so no time zone shifts it), "<service> with
 * <photographer>" (or the client, for the photographer), a link to the booking, and a UID that
 * stays the same however often it is downloaded, so a second import updates the first.
 */
export function bookingCalendar(
  row: BookingRequestWithPhotographer & { eventDate: string },
  side: BookingActor,
  publicUrl: string,
  /** The reader's language: the event's words and its link are in it. */
  locale: Locale,
): string {
  const host = new URL(publicUrl).hostname || 'localhost';
  const words = {
    service: row.service,
    name: side === 'photographer' ? oneLine(row.clientName) : oneLine(row.photographer.name),
  };
  const link = side === 'photographer' ? photographerLink(row.id) : clientLink(row.id);
  const url = `${publicUrl}${localePath(link, locale)}`;
  const t = bookingNoticesMessages.texts(locale).calendar;
  const calendar = ical({
    name: STUDIO_NAME,
    prodId: { company: STUDIO_NAME, product: 'bookings', language: locale.toUpperCase() },
    method: ICalCalendarMethod.PUBLISH,
  });
  calendar.createEvent({
    id: `booking-${row.id}@${host}`,
    start: new Date(`${row.eventDate}T00:00:00Z`),
    end: nextDay(row.eventDate),
    allDay: true,
    stamp: row.updatedAt,
    summary: t.summary(words),
    description: `${t.description({ ...words, studio: STUDIO_NAME, zone: MARKET_TIME_ZONE })}\n${url}`,
    url,
  });
  return calendar.toString();
}
