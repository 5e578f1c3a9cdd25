import { MANAGER_PIN_HEADER } from '@menudelite/shared/team/permissions';
import { accessTokenAfterRefusal, accessTokenForRequest } from '../session/access-token-for-request';
import { isHttpError } from './http-error';
import { approvalNeeded, isPinProblem, pinPrompt } from './manager-approval';
import { sendRequest, type TSendOptions } from './send-request';

export type TApiOptions = Omit<TSendOptions, 'accessToken'> & {
  /** Public endpoints skip the bearer token (and the refresh it may need). */
  anonymous?: boolean;
};

async function withToken<T>(path: string, options: TApiOptions): Promise<T> {
  const { anonymous, ...rest } = options;
  const accessToken = anonymous ? null : await accessTokenForRequest();
  try {
    return await sendRequest<T>(path, { ...rest, accessToken });
  } catch (error) {
    // A 401 for a token we sent is answered before the route runs, so the one retry is safe.
    if (!accessToken || !isHttpError(error) || error.status !== 401) throw error;
    const fresh = await accessTokenAfterRefusal();
    if (!fresh) throw error;
    return sendRequest<T>(path, { ...rest, accessToken: fresh });
  }
}

/**
 * The action needs a manager's approval (issue 8): ask the PIN dialog, send the same request again
 * with the PIN until it goes through or the dialog is cancelled (then the first refusal stands).
 * Safe to repeat: a refusal for approval or a wrong PIN is answered before anything is written.
 */
async function withManagerApproval<T>(path: string, options: TApiOptions, refusal: unknown): Promise<T> {
  const permission = approvalNeeded(refusal);
  const prompt = pinPrompt();
  if (!permission || !prompt) throw refusal;
  let problem: unknown = null;
  for (;;) {
    const pin = await prompt.ask(permission, problem);
    if (pin === null) throw refusal;
    try {
      const result = await withToken<T>(path, { ...options, retry: false, headers: { ...options.headers, [MANAGER_PIN_HEADER]: pin } });
      prompt.done();
      return result;
    } catch (error) {
      if (!isPinProblem(error)) {
        prompt.done();
        throw error;
      }
      problem = error;
    }
  }
}

/** Every feature's API call goes through here: bearer token, mdRequestId, retries, HttpError, manager approval. */
export async function apiRequest<T>(path: string, options: TApiOptions = {}): Promise<T> {
  try {
    return await withToken<T>(path, options);
  } catch (error) {
    if (options.anonymous || !approvalNeeded(error)) throw error;
    return withManagerApproval<T>(path, options, error);
  }
}
