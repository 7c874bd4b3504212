/**
 * The demo API's realtime side end to end: POST /broadcasting/auth (which channels a customer may
 * subscribe to) called by the real pusher-js exactly as a browser does, and the customer.updated
 * events the API publishes through the real `pusher` package when a customer's data changes.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Channel } from 'pusher-js';
import { customerConferencesSchema, customerSchema } from '../../lib/api/schemas';
import { channelAuthSchema, customerChannel, customerUpdatedSchema, presenceMemberSchema } from '../../lib/api/schemas/realtime';
import { DEMO_ACCOUNTS } from '../seed';
import { call, multipartBody, signIn, tokenOf } from '../testing';
import { verifyChannelAuth } from './protocol';
import type { RealtimeServer } from './server';
import { pusherClient, startPublishingApi, subscribed } from './testing';

vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

const APP = { id: 'api-test', key: 'api-key', secret: 'api-secret' };
let realtime: RealtimeServer;
let app: FastifyInstance;
let apiUrl: string;

beforeAll(async () => {
  ({ realtime, app, apiUrl } = await startPublishingApi(APP));
});
afterAll(async () => {
  await app.close();
  await realtime.close();
});

const attendee = (tenant = 'demo') => signIn(app, DEMO_ACCOUNTS.attendee.email, DEMO_ACCOUNTS.attendee.password, tenant);
const me = async (token: string, tenant = 'demo') => customerSchema.parse((await call(app, '/customer', { tenant, token })).body);
const auth = (body: unknown, token?: string, tenant = 'demo') => call(app, '/broadcasting/auth', { tenant, token, body });

describe('POST /broadcasting/auth', () => {
  it("signs the customer's own channel, and only theirs", async () => {
    const token = await attendee();
    const { id } = await me(token);
    const channel = customerChannel('demo', id);
    const ok = await auth({ socket_id: '123.456', channel_name: channel }, token);
    expect(ok.status).toBe(200);
    const { auth: signature, channel_data } = channelAuthSchema.parse(ok.body);
    expect(channel_data).toBeUndefined();
    expect(verifyChannelAuth(APP, '123.456', channel, signature)).toBe(true);

    expect((await auth({ socket_id: '123.456', channel_name: customerChannel('demo', id + 1) }, token)).status).toBe(403);
    // The same customer id under another tenant's key is another tenant's channel.
    expect((await auth({ socket_id: '123.456', channel_name: customerChannel('hermes', id) }, token)).status).toBe(403);
    expect((await auth({ socket_id: '123.456', channel_name: 'private-anything' }, token)).status).toBe(403);
    expect((await auth({ socket_id: '123.456', channel_name: channel })).status).toBe(403);
    expect((await auth({ socket_id: '123.456', channel_name: channel }, 'not-a-session')).status).toBe(403);
    // A token of this customer on another tenant does not open this tenant's channels.
    const hermes = await attendee('hermes');
    expect((await auth({ socket_id: '123.456', channel_name: channel }, hermes)).status).toBe(403);
  });

  it('accepts the form body pusher-js sends and refuses a malformed one with 422', async () => {
    const token = await attendee();
    const channel = customerChannel('demo', (await me(token)).id);
    const form = await app.inject({
      method: 'POST',
      url: '/broadcasting/auth',
      headers: { 'x-tenant': tokenOf('demo'), authorization: `Bearer ${token}`, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ socket_id: '1.2', channel_name: channel }).toString(),
    });
    expect(form.statusCode).toBe(200);
    const bad = await auth({ socket_id: 'abc', channel_name: '' }, token);
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({ socket_id: ['validation.format'], channel_name: ['validation.required'] });
  });

  it("lets signed-in customers join their tenant's presence channels, with their name as member info", async () => {
    const token = await attendee();
    const customer = await me(token);
    const channel = 'presence-tenant.demo.session.42';
    const res = await auth({ socket_id: '5.6', channel_name: channel }, token);
    expect(res.status).toBe(200);
    const { auth: signature, channel_data } = channelAuthSchema.parse(res.body);
    expect(verifyChannelAuth(APP, '5.6', channel, signature, channel_data)).toBe(true);
    expect(presenceMemberSchema.parse(JSON.parse(channel_data!))).toEqual({
      user_id: String(customer.id),
      user_info: { name: `${customer.name} ${customer.surname}`, photo: customer.photo },
    });
    expect((await auth({ socket_id: '5.6', channel_name: 'presence-tenant.hermes.session.42' }, token)).status).toBe(403);
    expect((await auth({ socket_id: '5.6', channel_name: channel })).status).toBe(403);
  });
});

/** A pusher-js client that authorises through the demo API, as the portal does in a browser. */
const browserLike = (token: string, tenant = 'demo') => pusherClient(APP.key, realtime.port, apiUrl, token, tenant);

function collect(ch: Channel, event: string) {
  const got: unknown[] = [];
  ch.bind(event, (d: unknown) => got.push(d));
  return {
    got,
    async next(ms = 3000) {
      const n = got.length;
      const end = Date.now() + ms;
      while (got.length === n) {
        if (Date.now() > end) throw new Error(`no ${event} within ${ms} ms`);
        await new Promise((r) => setTimeout(r, 10));
      }
      return got[n];
    },
  };
}

describe('customer.updated', () => {
  it('reaches the customer on every change: profile, consents, photo, discarded registration', async () => {
    const token = await attendee('compact');
    const customer = await me(token, 'compact');
    const c = browserLike(token, 'compact');
    try {
      const ch = c.subscribe(customerChannel('compact', customer.id));
      await subscribed(ch);
      const events = collect(ch, 'customer.updated');

      expect((await call(app, '/customer', { tenant: 'compact', token, body: { name: 'Miren' } })).status).toBe(200);
      expect(customerUpdatedSchema.parse(await events.next()).reason).toBe('profile');

      expect((await call(app, '/customer', { tenant: 'compact', token, body: { consentAdvertising: true } })).status).toBe(200);
      expect(customerUpdatedSchema.parse(await events.next()).reason).toBe('consents');

      const png = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
      const photo = multipartBody({ field: 'photo', filename: 'me.png', type: 'image/png', data: png });
      const upload = await app.inject({
        method: 'POST',
        url: '/customer/profile',
        headers: { 'x-tenant': tokenOf('compact'), authorization: `Bearer ${token}`, 'content-type': photo.contentType },
        payload: photo.payload,
      });
      expect(upload.statusCode).toBe(200);
      expect(customerUpdatedSchema.parse(await events.next()).reason).toBe('photo');

      const { pending } = customerConferencesSchema.parse((await call(app, '/customer/conferences', { tenant: 'compact', token })).body);
      expect((await call(app, `/customer/discard-pending-registration/${pending[0]!.uuid}`, { tenant: 'compact', method: 'DELETE', token })).status).toBe(204);
      expect(customerUpdatedSchema.parse(await events.next()).reason).toBe('registrations');

      // A refused write publishes nothing.
      expect((await call(app, '/customer', { tenant: 'compact', token, body: { name: '' } })).status).toBe(422);
      await new Promise((r) => setTimeout(r, 200));
      expect(events.got).toHaveLength(4);
    } finally {
      c.disconnect();
    }
  });

  it("is never heard on another customer's channel: the API refuses to authorise it", async () => {
    const token = await signIn(app, DEMO_ACCOUNTS.organiser.email, DEMO_ACCOUNTS.organiser.password);
    const attendeeId = (await me(await attendee())).id;
    const c = browserLike(token);
    try {
      const refused = await subscribed(c.subscribe(customerChannel('demo', attendeeId))).catch((e: { data: unknown }) => e.data);
      expect(refused).toMatchObject({ type: 'AuthError', status: 403 });
      expect(realtime.channel(customerChannel('demo', attendeeId)).subscriptionCount).toBe(0);
    } finally {
      c.disconnect();
    }
  });
});
