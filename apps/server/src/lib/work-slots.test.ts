import { describe, expect, it } from 'vitest';
import { workSlots } from './work-slots';

describe('work slots', () => {
  it('runs at most `slots` at a time, the rest in order, and frees a slot after a failure', async () => {
    const slots = workSlots(2);
    let running = 0;
    let most = 0;
    const order: number[] = [];
    const job = (i: number) =>
      slots.run(async () => {
        running++;
        most = Math.max(most, running);
        await new Promise((r) => setTimeout(r, 5));
        running--;
        order.push(i);
        if (i === 1) throw new Error('failed');
        return i;
      });
    const results = await Promise.allSettled([0, 1, 2, 3, 4, 5].map(job));
    expect(most).toBe(2);
    expect(results.map((r) => r.status)).toEqual([
      'fulfilled',
      'rejected',
      'fulfilled',
      'fulfilled',
      'fulfilled',
      'fulfilled',
    ]);
    expect(order).toEqual([0, 1, 2, 3, 4, 5]);
    expect(slots.waiting).toBe(0);
  });
});
