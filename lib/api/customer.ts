import type { AxiosInstance } from 'axios';
import {
  customerSchema,
  generalDataSchema,
  loginResponseSchema,
  type Customer,
  type GeneralData,
  type LoginBody,
  type LoginResponse,
} from './schemas';
import { parseResponse } from './parse';

/** GET /customer/general-data — public: the event as the organiser describes it. */
export async function getGeneralData(api: AxiosInstance): Promise<GeneralData> {
  const { data } = await api.get<unknown>('/customer/general-data');
  return parseResponse(generalDataSchema, data, 'GET /customer/general-data');
}

/** GET /customer — the signed-in customer (needs the bearer token). */
export async function getCustomer(api: AxiosInstance): Promise<Customer> {
  const { data } = await api.get<unknown>('/customer');
  return parseResponse(customerSchema, data, 'GET /customer');
}

/**
 * POST /customer/login. `token` is null while `twoFactorRequired` is true (a code was sent by
 * email). Wrong credentials reject with an ApiError (422 with field errors, or another status).
 */
export async function login(api: AxiosInstance, body: LoginBody): Promise<LoginResponse> {
  const { data } = await api.post<unknown>('/customer/login', body);
  return parseResponse(loginResponseSchema, data, 'POST /customer/login');
}

/** POST /customer/logout — invalidates the bearer token on the API side. */
export async function logout(api: AxiosInstance): Promise<void> {
  await api.post('/customer/logout');
}
