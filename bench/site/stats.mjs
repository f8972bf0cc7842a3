/** The middle value (the mean of the two middle ones for an even count). @param {number[]} values */
export function median(values) {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** Each number of a list of like-shaped objects replaced by its median over the list. */
export function medianOf(objects) {
  return Object.fromEntries(Object.keys(objects[0]).map((key) => [key, median(objects.map((object) => object[key]))]));
}
