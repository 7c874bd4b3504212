import {
  AxiosError,
  AxiosHeaders,
  type AxiosAdapter,
  type AxiosInstance,
  type AxiosResponse,
  type InternalAxiosRequestConfig,
} from 'axios';
import { isApiError, type ApiError } from './errors';

/**
 * Test double for the network: an axios adapter that answers from a handler and settles like
 * axios's own adapters do (outside validateStatus → AxiosError carrying the response).
 * Used by the *.test.ts files next to it; no network, no extra dependency.
 */
export interface FakeAnswer {
  status: number;
  data?: unknown;
  headers?: Record<string, string>;
}
export type FakeHandler = (config: InternalAxiosRequestConfig) => FakeAnswer | Promise<FakeAnswer>;

export interface FakeTransport {
  adapter: AxiosAdapter;
  /** Every request the adapter saw, after the request interceptors ran. */
  requests: InternalAxiosRequestConfig[];
}

export function fakeTransport(handler: FakeHandler): FakeTransport {
  const requests: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = async (config) => {
    requests.push(config);
    const answer = await handler(config);
    const response: AxiosResponse = {
      status: answer.status,
      statusText: String(answer.status),
      headers: new AxiosHeaders(answer.headers ?? {}),
      data: answer.data,
      config,
      request: {},
    };
    const valid = config.validateStatus ? config.validateStatus(answer.status) : true;
    if (valid) return response;
    throw new AxiosError(
      `Request failed with status code ${answer.status}`,
      answer.status >= 500 ? AxiosError.ERR_BAD_RESPONSE : AxiosError.ERR_BAD_REQUEST,
      config,
      response.request,
      response,
    );
  };
  return { adapter, requests };
}

/** Points `api` at a fake transport and returns it. */
export function attachFakeTransport(api: AxiosInstance, handler: FakeHandler): FakeTransport {
  const transport = fakeTransport(handler);
  api.defaults.adapter = transport.adapter;
  return transport;
}

/** Resolves to 'pending' if `promise` has not settled within `ms`. */
export function settlesWithin(promise: Promise<unknown>, ms: number): Promise<'settled' | 'pending'> {
  return Promise.race([
    promise.then(
      () => 'settled' as const,
      () => 'settled' as const,
    ),
    new Promise<'pending'>((resolve) => setTimeout(() => resolve('pending'), ms)),
  ]);
}

/** The ApiError `promise` rejects with; fails the test if it resolves or rejects otherwise. */
export async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (isApiError(error)) return error;
    throw error;
  }
  throw new Error('expected the request to reject');
}
