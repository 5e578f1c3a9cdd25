import { isErrorKey, type TErrorKey, type TErrorParams } from '../errors.ts';
import { TEXT_PATTERN } from '../lib/text.ts';

/**
 * The fields of a zod 4 issue this mapping reads. Both the server (fastify-type-provider-zod's
 * validation entries) and the web (safeParse issues) hand issues in this shape.
 */
export type TZodIssueLike = {
  code: string;
  path: readonly PropertyKey[];
  origin?: string;
  minimum?: number | bigint;
  maximum?: number | bigint;
  inclusive?: boolean;
  format?: string;
  pattern?: string;
  expected?: string;
  divisor?: number;
  keys?: readonly string[];
  params?: Record<string, unknown>;
};

export type TIssueKey = { path: readonly PropertyKey[]; key: TErrorKey; params?: TErrorParams };

const num = (value: number | bigint | undefined) => Number(value ?? 0);
/** Regexes of the shared schemas with a sentence of their own (zod reports a regex as its source; a test pins these). */
const PATTERN_KEYS: Record<string, TErrorKey> = {
  [String(TEXT_PATTERN)]: 'textPattern',
  '/^#[0-9a-fA-F]{6}$/': 'invalidColour',
  '/^([01]\\d|2[0-3]):[0-5]\\d$/': 'invalidTime',
};

function valueAt(root: unknown, path: readonly PropertyKey[]): unknown {
  let value = root;
  for (const part of path) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<PropertyKey, unknown>)[part];
  }
  return value;
}

function sizeKey(issue: TZodIssueLike, small: boolean): Omit<TIssueKey, 'path'> {
  const limit = num(small ? issue.minimum : issue.maximum);
  switch (issue.origin) {
    case 'string':
      if (small) return limit <= 1 ? { key: 'required' } : { key: 'tooShort', params: { min: limit } };
      return { key: 'tooLong', params: { max: limit } };
    case 'array':
    case 'set':
      return small ? { key: 'tooFew', params: { min: limit } } : { key: 'tooMany', params: { max: limit } };
    case 'file':
      return small ? { key: 'invalidValue' } : { key: 'PAYLOAD_TOO_LARGE' };
    default:
      if (small && issue.inclusive === false) return { key: 'mustBePositive', params: { min: limit } };
      return small ? { key: 'tooSmall', params: { min: limit } } : { key: 'tooBig', params: { max: limit } };
  }
}

function formatKey(issue: TZodIssueLike): TErrorKey {
  switch (issue.format) {
    case 'email':
      return 'invalidEmail';
    case 'url':
      return 'invalidUrl';
    case 'datetime':
    case 'date':
      return 'invalidDate';
    case 'time':
      return 'invalidTime';
    case 'regex':
      return PATTERN_KEYS[issue.pattern ?? ''] ?? 'invalidFormat';
    default:
      return 'invalidFormat';
  }
}

/**
 * One zod issue as error keys with params (usually one; an unknown-keys issue names each key).
 * `input.root` is the parsed input: when given, a missing value is 'required' rather than a wrong type.
 */
export function issueKeys(issue: TZodIssueLike, input?: { root: unknown }): TIssueKey[] {
  const at = (rest: Omit<TIssueKey, 'path'>, path = issue.path): TIssueKey[] => [{ path, ...rest }];
  switch (issue.code) {
    case 'invalid_type': {
      const value = input ? valueAt(input.root, issue.path) : undefined;
      if (input && (value === undefined || value === null)) return at({ key: 'required' });
      if (issue.expected === 'int') return at({ key: typeof value === 'number' ? 'notInteger' : 'notANumber' });
      if (issue.expected === 'number') return at({ key: 'notANumber' });
      return at({ key: 'invalidType' });
    }
    case 'too_small':
      return at(sizeKey(issue, true));
    case 'too_big':
      return at(sizeKey(issue, false));
    case 'invalid_format':
      return at({ key: formatKey(issue) });
    case 'invalid_value':
      return at({ key: 'invalidEnum' });
    case 'not_multiple_of':
      return at(issue.divisor === 0.01 ? { key: 'atMostTwoDecimals' } : { key: 'notMultipleOf', params: { step: issue.divisor ?? 1 } });
    case 'unrecognized_keys':
      return (issue.keys ?? []).map((key) => ({ path: [...issue.path, key], key: 'unknownField' }));
    case 'custom': {
      const key = issue.params?.key;
      if (!isErrorKey(key)) return at({ key: 'invalidValue' });
      const params = Object.fromEntries(
        Object.entries(issue.params ?? {}).filter(
          (entry): entry is [string, string | number] => entry[0] !== 'key' && ['string', 'number'].includes(typeof entry[1]),
        ),
      );
      return at(Object.keys(params).length > 0 ? { key, params } : { key });
    }
    default:
      return at({ key: 'invalidValue' });
  }
}
