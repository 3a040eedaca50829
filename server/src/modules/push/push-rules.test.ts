import { describe, expect, it } from 'vitest';
import { checkSubscription, isPublicAddress } from './push-endpoint';
import { PUSH_LANGS, PUSH_TEXTS, renderPush } from './push-texts';

const keys = {
  // A real P-256 point (the generator) and 16 bytes.
  p256dh: Buffer.from(
    '046b17d1f2e12c4247f8bce6e563a440f277037d812deb33a0f4a13945d898c2964fe342e2fe1a7f9b8ee7eb4a7c0f9e162bce33576b315ececbb6406837bf51f5',
    'hex',
  ).toString('base64url'),
  auth: Buffer.alloc(16, 7).toString('base64url'),
};

describe('which endpoints Vela sends to', () => {
  const cases: Array<[endpoint: string, loopbackHttp: boolean, ok: boolean]> = [
    ['https://fcm.googleapis.com/fcm/send/abc', false, true],
    ['https://updates.push.services.mozilla.com/wpush/v2/x', false, true],
    ['https://web.push.apple.com/QO', false, true],
    ['https://8.8.8.8/push', false, true],
    ['http://fcm.googleapis.com/fcm/send/abc', false, false],
    ['http://127.0.0.1:9000/push/1', false, false],
    ['http://127.0.0.1:9000/push/1', true, true],
    ['http://localhost:9000/push/1', true, false],
    ['http://10.0.0.1/push/1', true, false],
    ['https://127.0.0.1/push', false, false],
    ['https://127.9.9.9/push', false, false],
    ['https://10.0.0.1/push', false, false],
    ['https://172.20.0.1/push', false, false],
    ['https://192.168.1.10/push', false, false],
    ['https://100.64.0.1/push', false, false],
    ['https://169.254.169.254/latest/meta-data', false, false],
    ['https://0.0.0.0/push', false, false],
    ['https://[::1]/push', false, false],
    ['https://[fe80::1]/push', false, false],
    ['https://[fd00::1]/push', false, false],
    ['https://[::ffff:10.0.0.1]/push', false, false],
    ['https://localhost/push', false, false],
    ['https://printer.local/push', false, false],
    ['https://push/send', false, false],
    ['https://user:pw@push.example.com/x', false, false],
  ];
  it.each(cases)('%s (loopback http allowed: %s) → %s', (endpoint, allowLoopbackHttp, ok) => {
    const run = () => checkSubscription({ endpoint, keys }, { allowLoopbackHttp });
    if (ok) expect(run().endpoint).toBe(new URL(endpoint).toString());
    else expect(run).toThrow(/PUSH_ENDPOINT_NOT_ALLOWED|PUSH_SUBSCRIPTION_INVALID/);
  });

  it('public and non-public addresses', () => {
    expect(['1.1.1.1', '2606:4700:4700::1111'].map(isPublicAddress)).toEqual([true, true]);
    expect(['127.0.0.1', '::1', '10.9.8.7', '::ffff:192.168.0.1', 'fe80::2', 'not-an-ip'].map(isPublicAddress)).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
  });

  it('keys that are no P-256 point or no 16-byte secret are malformed', () => {
    const endpoint = 'https://fcm.googleapis.com/fcm/send/abc';
    const bad = [
      { p256dh: Buffer.alloc(65, 4).toString('base64url'), auth: keys.auth },
      { p256dh: keys.p256dh.slice(0, 60), auth: keys.auth },
      { p256dh: keys.p256dh, auth: Buffer.alloc(15).toString('base64url') },
      { p256dh: keys.p256dh, auth: 'a+b/' },
    ];
    for (const k of bad)
      expect(() => checkSubscription({ endpoint, keys: k }, { allowLoopbackHttp: false })).toThrow('PUSH_SUBSCRIPTION_INVALID');
  });
});

describe('push texts', () => {
  it('every kind has a title and a body in all five languages, and no figure of its own', () => {
    for (const [kind, texts] of Object.entries(PUSH_TEXTS)) {
      expect(Object.keys(texts).sort(), kind).toEqual([...PUSH_LANGS].sort());
      for (const [title, body] of Object.values(texts)) {
        expect(title.length, kind).toBeGreaterThan(0);
        expect(body.length, kind).toBeGreaterThan(0);
        expect(body.replace('52', ''), kind).not.toMatch(/\d/);
        expect(body.replace(/\{(symbol|orderNo|title)\}/g, ''), kind).not.toMatch(/[{}]/);
      }
    }
  });

  it('fills the ticker and order number; reads no other param; a kind it does not know gets a generic line', () => {
    const params = { symbol: 'TW:2330', orderNo: 'T123', price: '612.5', value: '600' };
    expect(renderPush('ORDER_FILLED', params, 'zh-Hant')).toEqual({ title: '訂單已成交', body: '您的2330委託（T123）已成交。' });
    expect(renderPush('PRICE_ALERT', { ...params, condition: 'below' }, 'fr').body).toBe('2330 est passé sous le cours de votre alerte.');
    expect(JSON.stringify(renderPush('PRICE_ALERT', { ...params, condition: 'above' }, 'en'))).not.toMatch(/600|612/);
    expect(renderPush('ORDER_FILLED', { symbol: 'US:AAPL' }, 'en').body).toBe('Your order for AAPL was filled.');
    expect(renderPush('SOMETHING_NEW', {}, 'es').body).toBe('Ha ocurrido algo en tu cuenta. Abre Vela para verlo.');
    expect(renderPush('DEPOSIT_CONFIRMED', {}, 'xx').title).toBe('Deposit confirmed');
  });
});
