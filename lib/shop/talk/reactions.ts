/** A reaction as stored: +1 (like / helpful), -1 (dislike / unhelpful) or 0 (taken back). */
export type ReactionValue = 1 | -1 | 0;
export type ReactionChoice = 'up' | 'down' | 'none';

/** The two buttons are mutually exclusive toggles: pressing the active one takes it back. */
export function toggleReaction(current: ReactionChoice, pressed: 'up' | 'down'): ReactionChoice {
  return current === pressed ? 'none' : pressed;
}

export const choiceValue = (choice: ReactionChoice): ReactionValue => (choice === 'up' ? 1 : choice === 'down' ? -1 : 0);
export const valueChoice = (value: number): ReactionChoice => (value > 0 ? 'up' : value < 0 ? 'down' : 'none');

/** Counts the page shows until the server answers, from the counts it had and the change. */
export function optimisticCounts(counts: { up: number; down: number }, from: ReactionChoice, to: ReactionChoice): { up: number; down: number } {
  const up = counts.up - (from === 'up' ? 1 : 0) + (to === 'up' ? 1 : 0);
  const down = counts.down - (from === 'down' ? 1 : 0) + (to === 'down' ? 1 : 0);
  return { up: Math.max(0, up), down: Math.max(0, down) };
}
