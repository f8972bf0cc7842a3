/** The statistics both parts of the benchmarks report. */

/**
 * The middle value (the mean of the two middle ones for an even count) of the finite
 * numbers given; NaN when there are none, so a missing measurement reads as missing.
 * @param {number[]} values
 */
export function median(values) {
  const sorted = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** Each number of a list of like-shaped objects replaced by its median over the list. */
export function medianOf(objects) {
  return Object.fromEntries(Object.keys(objects[0]).map((key) => [key, median(objects.map((object) => object[key]))]));
}
