/**
 * An amount inside a translated sentence, wrapped in Unicode's first-strong isolate (what <bdi>
 * does for an element), so "€15.00" or "-€1.50" keeps its own order inside Arabic text.
 */
export function isolated(text: string): string {
  return `\u2068${text}\u2069`;
}
