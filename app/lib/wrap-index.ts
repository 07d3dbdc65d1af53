/** Steps through a list and wraps at both ends: the one end behaviour of every carousel and viewer on the site. */
export function wrapIndex(index: number, length: number): number {
  return ((index % length) + length) % length;
}
