// The best of some items by a score: passages, rows and sections are chosen this way.

/**
 * The first item with the highest score above `floor`, or undefined.
 * @template T
 * @param {T[]} items
 * @param {(item: T) => number} score
 * @param {number} [floor]
 */
export function bestBy(items, score, floor = 0) {
  let best;
  let bestScore = floor;
  for (const item of items) {
    const value = score(item);
    if (value > bestScore) {
      best = item;
      bestScore = value;
    }
  }
  return best;
}
