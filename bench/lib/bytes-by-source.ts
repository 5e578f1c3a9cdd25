/**
 * Which source file each character of a minified chunk came from, read from its source map.
 * Enough of the source-map format (base64 VLQ "mappings") to weigh packages without a dependency.
 */
const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const DIGIT = new Map([...BASE64].map((char, index) => [char, index]));

/** One segment's fields: [generated column, source index, source line, source column, name index]. */
function decodeSegment(segment: string): number[] {
  const values: number[] = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const digit = DIGIT.get(char);
    if (digit === undefined) throw new Error(`bad base64 digit ${char} in source map`);
    value += (digit & 31) << shift;
    if (digit & 32) {
      shift += 5;
      continue;
    }
    values.push(value & 1 ? -(value >>> 1) : value >>> 1);
    value = 0;
    shift = 0;
  }
  return values;
}

export type TSourceMap = { sources: string[]; mappings: string };

/**
 * Characters of `code` attributed to each entry of `map.sources`; characters before a line's first
 * mapped segment or in an unmapped segment count as '(unmapped)' (bundler glue, the class-name maps
 * of CSS modules, Vite's preload helper).
 */
export function charsBySource(code: string, map: TSourceMap): Map<string, number> {
  const totals = new Map<string, number>();
  const add = (source: string, chars: number) => totals.set(source, (totals.get(source) ?? 0) + chars);
  const lines = code.split('\n');
  const mappingLines = map.mappings.split(';');
  let sourceIndex = 0;
  for (const [lineNumber, line] of lines.entries()) {
    const segments = (mappingLines[lineNumber] ?? '').split(',').filter(Boolean);
    let column = 0;
    let previousColumn = 0;
    let previousSource: string | null = null;
    for (const segment of segments) {
      const fields = decodeSegment(segment);
      column += fields[0]!;
      if (previousColumn < column) add(previousSource ?? '(unmapped)', column - previousColumn);
      previousColumn = column;
      if (fields.length >= 4) {
        sourceIndex += fields[1]!;
        previousSource = map.sources[sourceIndex] ?? '(unmapped)';
      } else {
        previousSource = null;
      }
    }
    add(previousSource ?? '(unmapped)', Math.max(0, line.length - previousColumn) + 1);
  }
  return totals;
}

/** npm package of a source path ('…/node_modules/@tanstack/query-core/…' → '@tanstack/query-core'), or the app folder. */
export function packageOf(source: string): string {
  const marker = 'node_modules/';
  const at = source.lastIndexOf(marker);
  if (at >= 0) {
    const [first, second] = source.slice(at + marker.length).split('/');
    return first!.startsWith('@') ? `${first}/${second}` : first!;
  }
  if (source.includes('packages/shared/')) return '@menudelite/shared';
  const app = /src\/(features\/[^/]+|[^/]+)\//.exec(source);
  if (app) return `app: ${app[1]}`;
  return source.startsWith('(') ? source : `app: ${source.split('/').at(-1)}`;
}
