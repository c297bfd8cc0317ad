import { BOOKING_MOVES, BOOKING_STATUSES, bookingTexts } from '@studio/shared';
import { describe, expect, it } from 'vitest';
import {
  allowedMoves,
  checkMove,
  isTerminal,
  MOVES,
  type MoveAttempt,
  refusalError,
  refusalOf,
  TRANSITIONS,
} from './booking-lifecycle';
import { eventDay } from './booking-requests.mails';

const TODAY = '2027-06-12';
const pending = { status: 'pending' as const, eventDate: '2027-06-20' };
const accepted = (eventDate: string | null) => ({ status: 'accepted' as const, eventDate });

describe('the booking lifecycle (issue 12)', () => {
  it('pending: the photographer accepts or declines, the client cancels, the system expires', () => {
    expect(allowedMoves(pending, 'photographer', TODAY)).toEqual(['accepted', 'declined']);
    expect(allowedMoves(pending, 'client', TODAY)).toEqual(['cancelled']);
    expect(checkMove(pending, 'expired', 'system', TODAY)).toEqual({ ok: true, reasonRequired: false });
    expect(checkMove(pending, 'expired', 'photographer', TODAY)).toEqual({ ok: false, why: 'state' });
    expect(checkMove(pending, 'cancelled', 'photographer', TODAY)).toEqual({ ok: false, why: 'state' });
    expect(checkMove(pending, 'completed', 'photographer', TODAY)).toEqual({ ok: false, why: 'state' });
    expect(checkMove(pending, 'cancelled', 'client', TODAY)).toEqual({ ok: true, reasonRequired: false });
  });

  it('accepted: completed by the photographer only after the date (Nairobi), cancelled by either side with a reason', () => {
    expect(checkMove(accepted('2027-06-11'), 'completed', 'photographer', TODAY)).toEqual({
      ok: true,
      reasonRequired: false,
    });
    expect(checkMove(accepted(TODAY), 'completed', 'photographer', TODAY)).toEqual({ ok: false, why: 'too-early' });
    expect(checkMove(accepted('2027-07-01'), 'completed', 'photographer', TODAY)).toEqual({
      ok: false,
      why: 'too-early',
    });
    expect(checkMove(accepted(null), 'completed', 'photographer', TODAY)).toEqual({ ok: false, why: 'no-date' });
    expect(checkMove(accepted('2027-06-11'), 'completed', 'client', TODAY)).toEqual({ ok: false, why: 'state' });
    for (const side of ['client', 'photographer'] as const) {
      expect(checkMove(accepted(TODAY), 'cancelled', side, TODAY)).toEqual({ ok: true, reasonRequired: true });
    }
    expect(allowedMoves(accepted(TODAY), 'photographer', TODAY)).toEqual(['cancelled']);
    expect(allowedMoves(accepted('2027-06-01'), 'photographer', TODAY)).toEqual(['completed', 'cancelled']);
    expect(allowedMoves(accepted('2027-06-01'), 'client', TODAY)).toEqual(['cancelled']);
    for (const to of ['accepted', 'declined', 'expired'] as const) {
      for (const side of ['client', 'photographer', 'system'] as const) {
        // An unpaid deposit past its deadline: the system releases the date (ADR 0038).
        const releases = to === 'expired' && side === 'system';
        expect(checkMove(accepted('2027-06-01'), to, side, TODAY).ok).toBe(releases);
      }
    }
  });

  it('declined, expired, cancelled and completed are final', () => {
    for (const status of ['declined', 'expired', 'cancelled', 'completed'] as const) {
      expect(isTerminal(status)).toBe(true);
      for (const side of ['client', 'photographer', 'system'] as const) {
        expect(allowedMoves({ status, eventDate: '2027-01-01' }, side, TODAY)).toEqual([]);
      }
    }
    expect(BOOKING_STATUSES.filter((s) => !isTerminal(s))).toEqual(['pending', 'accepted']);
    // Nothing moves back to pending.
    for (const s of BOOKING_STATUSES) expect(Object.keys(TRANSITIONS[s])).not.toContain('pending');
  });
});

describe('the moves as data: each guard refuses with its text and kind', () => {
  const attempt = (over: Partial<MoveAttempt> & Pick<MoveAttempt, 'to' | 'actor'>): MoveAttempt => ({
    status: 'pending',
    eventDate: '2027-06-20',
    today: TODAY,
    note: null,
    isBlocked: async () => false,
    ...over,
  });
  /** The refusal as the side gets it: status code, message and field errors. */
  const refused = async (a: MoveAttempt) => {
    const refusal = await refusalOf(a);
    if (!refusal) return undefined;
    const err = refusalError(refusal, a);
    return { status: err.statusCode, message: err.message, errors: err.errors };
  };
  const conflict = (message: string) => ({ status: 409, message, errors: undefined });

  it('the answers are the photographer’s (403), whatever the state', async () => {
    for (const to of ['accepted', 'declined', 'completed'] as const) {
      for (const status of ['pending', 'accepted', 'declined'] as const) {
        expect(await refused(attempt({ to, actor: 'client', status }))).toEqual({
          status: 403,
          message: bookingTexts.onlyPhotographerAnswers,
          errors: undefined,
        });
      }
    }
  });

  it('accepting or declining an answered request: already answered (409)', async () => {
    for (const to of ['accepted', 'declined'] as const) {
      for (const status of ['accepted', 'declined', 'expired', 'cancelled', 'completed'] as const) {
        expect(await refused(attempt({ to, actor: 'photographer', status }))).toEqual(
          conflict(bookingTexts.alreadyAnswered),
        );
      }
    }
  });

  it('the photographer declines a pending request rather than cancel it (409)', async () => {
    expect(await refused(attempt({ to: 'cancelled', actor: 'photographer' }))).toEqual(
      conflict(bookingTexts.declineInstead),
    );
  });

  it('any other move the state does not allow: not allowed, naming the state and the move (409)', async () => {
    expect(await refused(attempt({ to: 'completed', actor: 'photographer' }))).toEqual(
      conflict(bookingTexts.moveNotAllowed({ status: 'pending', move: 'completed' })),
    );
    for (const actor of ['client', 'photographer'] as const) {
      expect(await refused(attempt({ to: 'cancelled', actor, status: 'declined' }))).toEqual(
        conflict(bookingTexts.moveNotAllowed({ status: 'declined', move: 'cancelled' })),
      );
    }
    expect(await refused(attempt({ to: 'expired', actor: 'client' }))).toEqual(
      conflict(bookingTexts.moveNotAllowed({ status: 'pending', move: 'expired' })),
    );
  });

  it('completing: no event date, then an event date not yet passed (409)', async () => {
    const completing = (eventDate: string | null) =>
      attempt({ to: 'completed', actor: 'photographer', status: 'accepted', eventDate });
    expect(await refused(completing(null))).toEqual(conflict(bookingTexts.completeNoDate));
    expect(await refused(completing(TODAY))).toEqual(conflict(bookingTexts.completeTooEarly));
    expect(await refused(completing('2027-06-11'))).toBeUndefined();
  });

  it('cancelling an accepted booking without a reason: a field error on reason (400)', async () => {
    for (const actor of ['client', 'photographer'] as const) {
      const cancelling = (note: string | null) => attempt({ to: 'cancelled', actor, status: 'accepted', note });
      expect(await refused(cancelling(null))).toEqual({
        status: 400,
        message: bookingTexts.cancelReasonRequired,
        errors: { reason: [bookingTexts.cancelReasonRequired] },
      });
      expect(await refused(cancelling('We moved the wedding.'))).toBeUndefined();
    }
    expect(await refused(attempt({ to: 'cancelled', actor: 'client' }))).toBeUndefined();
  });

  it('accepting a day the photographer blocked (409 with the day), asked only once the state allows it', async () => {
    const asked: string[] = [];
    const isBlocked = async (day: string) => {
      asked.push(day);
      return true;
    };
    expect(await refused(attempt({ to: 'accepted', actor: 'photographer', isBlocked }))).toEqual(
      conflict(bookingTexts.dateBlocked({ day: eventDay('2027-06-20') })),
    );
    expect(asked).toEqual(['2027-06-20']);
    expect(await refused(attempt({ to: 'accepted', actor: 'photographer', status: 'accepted', isBlocked }))).toEqual(
      conflict(bookingTexts.alreadyAnswered),
    );
    expect(
      await refused(attempt({ to: 'accepted', actor: 'photographer', eventDate: null, isBlocked })),
    ).toBeUndefined();
    expect(asked).toEqual(['2027-06-20']);
  });

  it('accepting a day another booking holds: the write’s refusal (409 with the day)', () => {
    const held = MOVES.accepted.dayHeld!;
    const a = attempt({ to: 'accepted', actor: 'photographer' });
    expect(refusalError(held, a)).toMatchObject({
      statusCode: 409,
      message: bookingTexts.dateHeld({ day: eventDay('2027-06-20') }),
    });
    expect(BOOKING_MOVES.filter((m) => MOVES[m].dayHeld)).toEqual(['accepted']);
  });

  it('the effects: the answers keep their note as the reply; accepting and cancelling change the free days', () => {
    expect(BOOKING_MOVES.filter((m) => MOVES[m].effects.keepsReply)).toEqual(['accepted', 'declined', 'completed']);
    expect(BOOKING_MOVES.filter((m) => MOVES[m].effects.publishes)).toEqual(['accepted', 'cancelled']);
  });
});
