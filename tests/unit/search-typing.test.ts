/**
 * How the bench reads a keystroke's responsiveness from Event Timing entries (scripts/lib/search-typing.ts).
 */
import { describe, expect, it } from 'vitest';
import { formatTyping, keystrokeDurations } from '../../scripts/lib/search-typing';

describe('keystrokeDurations', () => {
  it("takes each keystroke's longest event, in the order typed, and reads an unreported one as the threshold", () => {
    const entries = [
      { name: 'keydown', interactionId: 7, duration: 40 },
      { name: 'keypress', interactionId: 7, duration: 40 },
      { name: 'input', interactionId: 7, duration: 24 },
      { name: 'keyup', interactionId: 7, duration: 96 },
      { name: 'keydown', interactionId: 3, duration: 120 },
      // Not part of a keystroke: no interaction, or another kind of event.
      { name: 'input', interactionId: 0, duration: 500 },
      { name: 'pointerdown', interactionId: 11, duration: 300 },
    ];
    expect(keystrokeDurations(entries, 3)).toEqual([120, 96, 16]);
  });

  it('refuses more interactions than keystrokes typed', () => {
    const entries = [1, 2, 3].map((interactionId) => ({ name: 'keydown', interactionId, duration: 30 }));
    expect(() => keystrokeDurations(entries, 2)).toThrow(/3 interactions recorded for 2 keystrokes/);
  });
});

describe('formatTyping', () => {
  const row = (otherCores: number) => ({
    page: { label: 'v4', route: '/getting-started/introduction' },
    cpuRate: 4,
    runs: [
      [16, 48, 24],
      [16, 72, 16],
    ],
    otherCores,
  });

  it('gives each row its medians and ranges, and flags a row that shared the machine', () => {
    const quiet = formatTyping([row(0.1)], 'ab').split('\n');
    expect(quiet[1]).toContain(
      'median 16 ms, range 16–72 ms; worst keystroke per run (INP) median 48 ms, 48–72 (2 runs)',
    );
    expect(quiet).toHaveLength(2);
    const shared = formatTyping([row(1.8)], 'ab').split('\n');
    expect(shared[2]).toBe("  ! other processes used 1.8 cores' worth of CPU meanwhile: this row is not comparable");
  });
});
