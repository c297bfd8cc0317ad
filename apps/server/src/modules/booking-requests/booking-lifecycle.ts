import {
  BOOKING_MOVES,
  BOOKING_STATUSES,
  type BookingActor,
  type BookingMove,
  type BookingStatus,
  bookingTexts,
} from '@studio/shared';
import { AppError, type ErrorCode } from '../../lib/app-error';
import { eventDay } from './booking-requests.mails';

/** A move of the lifecycle: what a side asks for, or a sweep's. */
export type Transition = BookingMove | 'expired';

export interface MoveSubject {
  status: BookingStatus;
  /** YYYY-MM-DD, the event's day in Africa/Nairobi (null: not set). */
  eventDate: string | null;
}

/** A move as a side would make it: the booking, the move, who, and today (Nairobi's YYYY-MM-DD). */
export interface MoveAsked extends MoveSubject {
  to: Transition;
  actor: BookingActor;
  today: string;
}

/** A move being made: what is asked, the note sent with it, and the photographer's calendar. */
export interface MoveAttempt extends MoveAsked {
  note: string | null;
  /** Whether the photographer blocked `day` in their availability (read in the move's transaction). */
  isBlocked(day: string): Promise<boolean>;
}

/**
 * What a refused side is told: the error's kind (its status code), the text from the shared
 * catalogue `bookingTexts` (read when refusing, so in the reader's language) and, for a field
 * error, the field the form shows it on.
 */
export interface Refusal {
  kind: Extract<ErrorCode, 'FORBIDDEN' | 'CONFLICT' | 'VALIDATION'>;
  field?: 'reason';
  text(asked: MoveAsked): string;
}

/**
 * A condition a move must meet, and its refusal. `reads` is what it looks at:
 * - 'booking': the booking, who asks and today. The pages offer a move only when all of these pass
 *   (allowedMoves); `why` is checkMove's answer when one does not.
 * - 'note': the note sent with the move.
 * - 'calendar': the photographer's blocked days.
 */
export type Guard = { refusal: Refusal } & (
  | { reads: 'booking'; why: 'state' | 'no-date' | 'too-early'; refuses(asked: MoveAsked): boolean }
  | { reads: 'note'; refuses(attempt: MoveAsked & { note: string | null }): boolean }
  | { reads: 'calendar'; refuses(attempt: MoveAttempt): Promise<boolean> }
);

/** One move: who may make it from which state, its guards in the order they are checked, and its effects. */
export interface MoveRule {
  /** Who may make the move, from which state. Nothing else moves (the `inItsState` guard). */
  from: Partial<Record<BookingStatus, readonly BookingActor[]>>;
  /** Checked in order; the first that refuses is the answer. */
  guards: readonly Guard[];
  /** The refusal when another booking already holds the day (the held-date index refuses the write). */
  dayHeld?: Refusal;
  /**
   * Besides the new state, its timeline event (with the note), payments' part (ADR 0038) and its
   * notices (booking-notices.ts), which every move has:
   * - keepsReply: the note is also the request's reply, the photographer's latest answer;
   * - publishes: the days the profile shows free change (a day held or freed), so the
   *   photographer's topic is published after the commit (ADR 0019).
   */
  effects: { keepsReply: boolean; publishes: boolean };
}

const conflict = (text: Refusal['text']): Refusal => ({ kind: 'CONFLICT', text });

/** The answers (accept, decline, complete) are the photographer's: a client asking is forbidden. */
const answeredByThePhotographer: Guard = {
  reads: 'booking',
  why: 'state',
  refuses: (a) => a.actor !== 'photographer',
  refusal: { kind: 'FORBIDDEN', text: () => bookingTexts.onlyPhotographerAnswers },
};

/** Accepting or declining answers a pending request, once. */
const stillPending: Guard = {
  reads: 'booking',
  why: 'state',
  refuses: (a) => a.status !== 'pending',
  refusal: conflict(() => bookingTexts.alreadyAnswered),
};

/** The photographer ends a pending request by declining it, not by cancelling it. */
const declinedNotCancelled: Guard = {
  reads: 'booking',
  why: 'state',
  refuses: (a) => a.status === 'pending' && a.actor === 'photographer',
  refusal: conflict(() => bookingTexts.declineInstead),
};

/** The move's `from`: who may make it from the booking's state. */
const inItsState: Guard = {
  reads: 'booking',
  why: 'state',
  refuses: (a) => !MOVES[a.to].from[a.status]?.includes(a.actor),
  refusal: conflict((a) => bookingTexts.moveNotAllowed({ status: a.status, move: a.to })),
};

/** Completing needs an event date ... */
const hasEventDate: Guard = {
  reads: 'booking',
  why: 'no-date',
  refuses: (a) => !a.eventDate,
  refusal: conflict(() => bookingTexts.completeNoDate),
};

/** ... that has passed in Nairobi (the event's day itself is too early). */
const eventDatePassed: Guard = {
  reads: 'booking',
  why: 'too-early',
  refuses: (a) => a.eventDate !== null && a.eventDate >= a.today,
  refusal: conflict(() => bookingTexts.completeTooEarly),
};

/** Cancelling an accepted booking says why; a pending request is cancelled without a reason. */
const reasonForAnAcceptedBooking: Guard = {
  reads: 'note',
  refuses: (a) => a.status === 'accepted' && !a.note,
  refusal: { kind: 'VALIDATION', field: 'reason', text: () => bookingTexts.cancelReasonRequired },
};

/** A day the photographer blocked in their availability cannot be accepted. */
const dayNotBlocked: Guard = {
  reads: 'calendar',
  refuses: async (a) => a.eventDate !== null && (await a.isBlocked(a.eventDate)),
  refusal: conflict((a) => bookingTexts.dateBlocked({ day: eventDay(a.eventDate) })),
};

/**
 * The booking lifecycle (docs/rules/bookings.md#lifecycle) as data: every move, who may make it
 * from which state, what refuses it and what it changes. Everything not listed is refused.
 *
 *   pending  -> accepted | declined (photographer), cancelled (client), expired (system)
 *   accepted -> completed (photographer, once the event date has passed), cancelled (either side, with a reason),
 *               expired (system: the deposit was not paid in time, docs/decisions/0038-mpesa-payments.md)
 */
export const MOVES: Record<Transition, MoveRule> = {
  accepted: {
    from: { pending: ['photographer'] },
    guards: [answeredByThePhotographer, stillPending, inItsState, dayNotBlocked],
    dayHeld: conflict((a) => bookingTexts.dateHeld({ day: eventDay(a.eventDate) })),
    effects: { keepsReply: true, publishes: true },
  },
  declined: {
    from: { pending: ['photographer'] },
    guards: [answeredByThePhotographer, stillPending, inItsState],
    effects: { keepsReply: true, publishes: false },
  },
  completed: {
    from: { accepted: ['photographer'] },
    guards: [answeredByThePhotographer, inItsState, hasEventDate, eventDatePassed],
    effects: { keepsReply: true, publishes: false },
  },
  cancelled: {
    from: { pending: ['client'], accepted: ['client', 'photographer'] },
    guards: [declinedNotCancelled, inItsState, reasonForAnAcceptedBooking],
    effects: { keepsReply: false, publishes: true },
  },
  // The sweeps' move, each with its own condition and effects: a pending request unanswered in time
  // (booking-requests.service's expireDue), an accepted one whose deposit is overdue (payments'
  // releaseOne, docs/decisions/0038-mpesa-payments.md).
  expired: {
    from: { pending: ['system'], accepted: ['system'] },
    guards: [inItsState],
    effects: { keepsReply: false, publishes: false },
  },
};

/** The same lifecycle by state: from each, the moves it allows and who may make each. */
export const TRANSITIONS = Object.fromEntries(
  BOOKING_STATUSES.map((status) => [
    status,
    Object.fromEntries(
      Object.entries(MOVES).flatMap(([to, rule]) => (rule.from[status] ? [[to, rule.from[status]]] : [])),
    ),
  ]),
) as Record<BookingStatus, Partial<Record<Transition, readonly BookingActor[]>>>;

/** The states no move leaves. */
export const isTerminal = (status: BookingStatus) => Object.keys(TRANSITIONS[status]).length === 0;

/** The refusal as the error the service throws (a field error names its field). */
export function refusalError(refusal: Refusal, asked: MoveAsked): AppError {
  const message = refusal.text(asked);
  return new AppError(refusal.kind, message, refusal.field && { [refusal.field]: [message] });
}

/** The first of the move's guards that refuses the attempt, in their order (undefined: none does). */
export async function refusalOf(attempt: MoveAttempt): Promise<Refusal | undefined> {
  for (const guard of MOVES[attempt.to].guards) {
    if (await guard.refuses(attempt)) return guard.refusal;
  }
  return undefined;
}

export type MoveCheck =
  | { ok: true; reasonRequired: boolean }
  /** 'state': the state does not allow it for this actor; 'too-early' / 'no-date': completing before the event. */
  | { ok: false; why: 'state' | 'too-early' | 'no-date' };

/**
 * Whether `actor` may move `subject` along `to` on `today` (Nairobi's YYYY-MM-DD), as far as the
 * booking says: its 'booking' guards. `reasonRequired`: a 'note' guard refuses the move without a note.
 */
export function checkMove(subject: MoveSubject, to: Transition, actor: BookingActor, today: string): MoveCheck {
  const asked: MoveAsked = { status: subject.status, eventDate: subject.eventDate, to, actor, today };
  const { guards } = MOVES[to];
  for (const guard of guards) {
    if (guard.reads === 'booking' && guard.refuses(asked)) return { ok: false, why: guard.why };
  }
  return { ok: true, reasonRequired: guards.some((g) => g.reads === 'note' && g.refuses({ ...asked, note: null })) };
}

/** The moves `actor` may make now, in the order the pages show them. */
export function allowedMoves(subject: MoveSubject, actor: BookingActor, today: string): BookingMove[] {
  return BOOKING_MOVES.filter((m) => checkMove(subject, m, actor, today).ok);
}
