import { accessTokenAfterRefusal, accessTokenForRequest } from '../session/access-token-for-request';
import { isHttpError } from './http-error';
import { sendRequest, type TSendOptions } from './send-request';

export type TApiOptions = Omit<TSendOptions, 'accessToken'> & {
  /** Public endpoints skip the bearer token (and the refresh it may need). */
  anonymous?: boolean;
};

/** Every feature's API call goes through here: bearer token, mdRequestId, retries, HttpError. */
export async function apiRequest<T>(path: string, options: TApiOptions = {}): Promise<T> {
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
