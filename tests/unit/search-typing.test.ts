/**
 * How the bench reads a keystroke's responsiveness from Event Timing entries (scripts/lib/search-typing.ts).
 */
import { describe, expect, it } from 'vitest';
import { keystrokeDurations } from '../../scripts/lib/search-typing';

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
