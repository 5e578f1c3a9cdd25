import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { englishMessage, type TErrorCode, type TErrorDetail, type TErrorResponse } from '@menudelite/shared/errors';
import { issueKeys, type TZodIssueLike } from '@menudelite/shared/errors/zod-issues';
import { AppError, HTTP_STATUS_BY_CODE } from '../lib/app-error.ts';

function body(code: TErrorCode, message: string, details?: TErrorDetail[]): TErrorResponse {
  return { error: { code, message, ...(details && details.length > 0 ? { details } : {}) } };
}

function answer(reply: FastifyReply, code: TErrorCode, message?: string, details?: TErrorDetail[]) {
  return reply.status(HTTP_STATUS_BY_CODE[code]).send(body(code, message ?? englishMessage(code), details));
}

/** Fastify's own client errors, named by our codes. */
const FASTIFY_CODES: Record<string, TErrorCode> = {
  FST_ERR_BAD_URL: 'BAD_REQUEST',
  FST_ERR_MAX_PARAM_LENGTH: 'URI_TOO_LONG',
  FST_ERR_CTP_BODY_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'BAD_REQUEST',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'BAD_REQUEST',
  FST_ERR_CTP_INVALID_JSON_BODY: 'BAD_REQUEST',
  FST_ERR_RATE_LIMITED: 'RATE_LIMITED',
};

type TValidationEntry = { instancePath: string; keyword: string; params?: Record<string, unknown> };
const ROOTS = { body: 'body', querystring: 'query', params: 'params', headers: 'headers' } as const;

/** Each zod issue as keyed details; paths keep their part of the request ('body.customer.email', 'headers.idempotency-key'). */
function validationDetails(request: FastifyRequest, context: string, entries: TValidationEntry[]): TErrorDetail[] {
  const root = (request as unknown as Record<string, unknown>)[ROOTS[context as keyof typeof ROOTS] ?? 'body'];
  return entries.flatMap((entry) => {
    const issue: TZodIssueLike = { ...entry.params, code: entry.keyword, path: entry.instancePath.split('/').filter(Boolean) };
    return issueKeys(issue, { root }).map(({ path, key, params }) => ({
      path: [context, ...path.map(String)].join('.'),
      key,
      ...(params ? { params } : {}),
      message: englishMessage(key, params),
    }));
  });
}

/** The English top message names the first field without its request part: "password: the password needs ...". */
function validationMessage(details: TErrorDetail[]): string {
  const first = details[0];
  if (!first) return englishMessage('VALIDATION_FAILED');
  const field = first.path.replace(/^(body|querystring|params|headers)\.?/, '');
  return field ? `${field}: ${first.message}` : (first.message ?? englishMessage(first.key));
}

function fastifyClientError(error: FastifyError, reply: FastifyReply) {
  const mapped = error.code ? FASTIFY_CODES[error.code] : undefined;
  if (mapped) return answer(reply, mapped);
  // Other parse failures arrive with a 4xx status and a Fastify code of their own.
  const status = error.statusCode ?? 500;
  if (status === 415) return answer(reply, 'UNSUPPORTED_MEDIA_TYPE');
  if (status === 413) return answer(reply, 'PAYLOAD_TOO_LARGE');
  if (status === 414) return answer(reply, 'URI_TOO_LONG');
  if (status >= 400 && status < 500) return answer(reply, 'BAD_REQUEST');
  return null;
}

/**
 * Fastify's router errors (a malformed %-escape, an over-long path parameter) happen before any
 * route or hook; Fastify hands them here through its `frameworkErrors` option (app.ts).
 */
export function answerFrameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  return fastifyClientError(error, reply) ?? answer(reply, 'INTERNAL');
}

/** One error handler: clients always get { error: { code, message, details?: [{ path, key, params? }] } }; a 5xx never shows internals. */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      // An error that knows when to come back (a full order queue, a rate limit) says so: Retry-After.
      const retryAfter = (error as { retryAfterSeconds?: number }).retryAfterSeconds;
      if (retryAfter) reply.header('retry-after', String(retryAfter));
      return answer(reply, error.code, error.message, error.details);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const details = validationDetails(request, error.validationContext ?? 'body', error.validation as TValidationEntry[]);
      return answer(reply, 'VALIDATION_FAILED', validationMessage(details), details);
    }
    const answered = fastifyClientError(error, reply);
    if (answered) return answered;
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(body('INTERNAL', 'Internal Server Error'));
  });
});
