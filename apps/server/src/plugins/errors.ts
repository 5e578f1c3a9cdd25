import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { TErrorCode, TErrorResponse } from '@menudelite/shared/errors';
import { AppError, HTTP_STATUS_BY_CODE } from '../lib/app-error.ts';

function body(code: TErrorCode, message: string, details?: { path: string; message: string }[]): TErrorResponse {
  return { error: { code, message, ...(details ? { details } : {}) } };
}

/** Fastify's own client errors, named by our codes. */
const FASTIFY_CODES: Record<string, TErrorCode> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'BAD_REQUEST',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'BAD_REQUEST',
  FST_ERR_RATE_LIMITED: 'RATE_LIMITED',
};

/** One error handler: clients always get { error: { code, message } }; a 5xx never shows internals. */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(HTTP_STATUS_BY_CODE[error.code]).send(body(error.code, error.message, error.details));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const details = error.validation.map((issue) => ({
        path: `${error.validationContext ?? 'body'}${issue.instancePath.replaceAll('/', '.')}`,
        message: issue.message ?? 'invalid',
      }));
      const first = details[0];
      return reply.status(400).send(body('VALIDATION_FAILED', first ? `${first.path}: ${first.message}` : 'Invalid request', details));
    }
    const mapped = error.code ? FASTIFY_CODES[error.code] : undefined;
    if (mapped) return reply.status(HTTP_STATUS_BY_CODE[mapped]).send(body(mapped, error.message));
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Malformed JSON and other parse failures arrive here with a 4xx status.
      return reply.status(status === 415 ? 415 : 400).send(body(status === 415 ? 'UNSUPPORTED_MEDIA_TYPE' : 'BAD_REQUEST', error.message));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(body('INTERNAL', 'Internal Server Error'));
  });
});
