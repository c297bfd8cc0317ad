import { BOOKING_STATUSES } from '@studio/shared';
import { describe, expect, it } from 'vitest';
import { allowedMoves, checkMove, isTerminal, TRANSITIONS } from './booking-lifecycle';

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
