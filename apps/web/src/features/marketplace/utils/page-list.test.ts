import { describe, expect, it } from 'vitest';
import { pageList } from './page-list';

describe('pageList', () => {
  it('shows every page when there are few', () => {
    expect(pageList(1, 0)).toEqual([]);
    expect(pageList(1, 1)).toEqual([1]);
    expect(pageList(2, 4)).toEqual([1, 2, 3, 4]);
  });

  it('shows the ends and the neighbours of the current page, with gaps between', () => {
    expect(pageList(1, 10)).toEqual([1, 2, 'gap', 10]);
    expect(pageList(6, 10)).toEqual([1, 'gap', 5, 6, 7, 'gap', 10]);
    expect(pageList(10, 10)).toEqual([1, 'gap', 9, 10]);
  });

  it('never hides a single page behind an ellipsis', () => {
    expect(pageList(4, 10)).toEqual([1, 2, 3, 4, 5, 'gap', 10]);
  });
});
