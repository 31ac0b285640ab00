import { clampPage, lastPage, pageWindow } from './page-math';

describe('lastPage', () => {
  it.each([
    [0, 15, 1],
    [1, 15, 1],
    [15, 15, 1],
    [16, 15, 2],
    [100, 30, 4],
    [100_000, 50, 2000],
  ])('%i rows of %i per page -> %i pages', (total, size, expected) => {
    expect(lastPage(total, size)).toBe(expected);
  });
});

describe('pageWindow (7 pages)', () => {
  it('shows every page when there are fewer than 7', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(3, 4)).toEqual([1, 2, 3, 4]);
  });

  it('starts at 1 near the start', () => {
    expect(pageWindow(1, 20)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(pageWindow(4, 20)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('centres the current page in the middle', () => {
    expect(pageWindow(5, 20)).toEqual([2, 3, 4, 5, 6, 7, 8]);
    expect(pageWindow(10, 20)).toEqual([7, 8, 9, 10, 11, 12, 13]);
  });

  it('ends at the last page near the end', () => {
    expect(pageWindow(17, 20)).toEqual([14, 15, 16, 17, 18, 19, 20]);
    expect(pageWindow(20, 20)).toEqual([14, 15, 16, 17, 18, 19, 20]);
  });
});

describe('clampPage', () => {
  it.each([
    ['5', 10, 5],
    ['0', 10, 1],
    ['', 10, 1],
    ['99', 10, 10],
    ['1a2', 10, 10],
    ['abc', 10, 1],
    ['007', 10, 7],
  ])('"%s" with last page %i -> %i', (input, last, expected) => {
    expect(clampPage(input, last)).toBe(expected);
  });
});
