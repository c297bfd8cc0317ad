import type { BookingActor, BookingMove, BookingStatus } from '@studio/shared';

/** A move of the lifecycle: what a side asks for, or the expiry job's. */
export type Transition = BookingMove | 'expired';

/**
 * The booking lifecycle (docs/rules/history.md#issue-12, docs/rules/bookings.md#lifecycle) as data: from each state, the states it may move to and
 * who may make each move. Everything not listed is refused (409).
 *
 *   pending  -> accepted | declined (photographer), cancelled (client), expired (system)
 *   accepted -> completed (photographer, once the event date has passed), cancelled (either side, with a reason),
 *               expired (system: the deposit was not paid in time, docs/decisions/0038-mpesa-payments.md)
 */
export const TRANSITIONS: Record<BookingStatus, Partial<Record<Transition, readonly BookingActor[]>>> = {
  pending: { accepted: ['photographer'], declined: ['photographer'], cancelled: ['client'], expired: ['system'] },
  // A deposit not paid by its deadline releases the date (ADR 0038): the payments sweep's move.
  accepted: { completed: ['photographer'], cancelled: ['client', 'photographer'], expired: ['system'] },
  declined: {},
  expired: {},
  cancelled: {},
  completed: {},
};

/** The states a request may be in for a move to be made from it. */
export const isTerminal = (status: BookingStatus) => Object.keys(TRANSITIONS[status]).length === 0;

export interface MoveSubject {
  status: BookingStatus;
  /** YYYY-MM-DD, the event's day in Africa/Nairobi (null: not set). */
  eventDate: string | null;
}

export type MoveCheck =
  | { ok: true; reasonRequired: boolean }
  /** 'state': the state does not allow it for this actor; 'too-early' / 'no-date': completing before the event. */
  | { ok: false; why: 'state' | 'too-early' | 'no-date' };

/**
 * Whether `actor` may move `subject` along `to` on `today` (Nairobi's YYYY-MM-DD). Cancelling an
 * accepted booking needs a reason; completing needs the event date to have passed.
 */
export function checkMove(subject: MoveSubject, to: Transition, actor: BookingActor, today: string): MoveCheck {
  const allowed = TRANSITIONS[subject.status][to];
  if (!allowed?.includes(actor)) return { ok: false, why: 'state' };
  if (to === 'completed') {
    if (!subject.eventDate) return { ok: false, why: 'no-date' };
    if (subject.eventDate >= today) return { ok: false, why: 'too-early' };
  }
  return { ok: true, reasonRequired: to === 'cancelled' && subject.status === 'accepted' };
}

const ASKED: readonly BookingMove[] = ['accepted', 'declined', 'completed', 'cancelled'];

/** The moves `actor` may make now, in the order the pages show them. */
export function allowedMoves(subject: MoveSubject, actor: BookingActor, today: string): BookingMove[] {
  return ASKED.filter((m) => checkMove(subject, m, actor, today).ok);
}
