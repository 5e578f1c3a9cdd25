import { accessTokenForRequest } from '../session/access-token-for-request';
import { sendRequest, type TSendOptions } from './send-request';

export type TApiOptions = Omit<TSendOptions, 'accessToken'> & {
  /** Public endpoints skip the bearer token (and the refresh it may need). */
  anonymous?: boolean;
};

/** Every feature's API call goes through here: bearer token, mdRequestId, retries, HttpError. */
export async function apiRequest<T>(path: string, options: TApiOptions = {}): Promise<T> {
  const { anonymous, ...rest } = options;
  const accessToken = anonymous ? null : await accessTokenForRequest();
  return sendRequest<T>(path, { ...rest, accessToken });
}
