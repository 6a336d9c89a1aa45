import { describe, expect, it } from 'vitest';
import { decideCodeClick, secondsLeft } from './code-button';

describe('decideCodeClick', () => {
  it('sends on a first click', () => {
    expect(decideCodeClick(10_000, 0, 0, false)).toBe('send');
  });
  it('ignores clicks within 1 s of the previous one (debounce) and while sending', () => {
    expect(decideCodeClick(10_500, 10_000, 0, false)).toBe('ignore');
    expect(decideCodeClick(20_000, 0, 0, true)).toBe('ignore');
  });
  it('warns when clicked during the countdown', () => {
    expect(decideCodeClick(15_000, 10_000, 42, false)).toBe('warn');
  });
});

describe('secondsLeft', () => {
  it('counts whole seconds down to zero', () => {
    expect(secondsLeft(60_000, 0)).toBe(60);
    expect(secondsLeft(60_000, 59_001)).toBe(1);
    expect(secondsLeft(60_000, 60_000)).toBe(0);
    expect(secondsLeft(60_000, 70_000)).toBe(0);
  });
});
