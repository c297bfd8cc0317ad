import { describe, expect, it } from 'vitest';
import { splitCounterClaim } from './stats-block';

describe('splitCounterClaim: the claim the services counter animates (issue 23: claims are edited)', () => {
  it('counts to the launch figure, 300, with its suffix and label; the others show as they are', () => {
    const claims = [
      { value: '95%', label: 'client satisfaction' },
      { value: '300+', label: 'projects delivered' },
    ];
    // The first figure that starts with a number: 95% here, as staff ordered them.
    expect(splitCounterClaim(claims).counter).toEqual({ target: 95, suffix: '%', label: 'client satisfaction' });
    expect(splitCounterClaim(claims.slice(1))).toEqual({
      counter: { target: 300, suffix: '+', label: 'projects delivered' },
      others: [],
    });
  });

  it('counts to an edited figure, and shows no counter when no figure starts with a number', () => {
    expect(splitCounterClaim([{ value: '350+', label: 'projects' }]).counter?.target).toBe(350);
    const words = [{ value: 'Over a decade', label: 'of experience' }];
    expect(splitCounterClaim(words)).toEqual({ counter: null, others: words });
  });
});
