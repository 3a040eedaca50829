import { describe, expect, it } from 'vitest';
import { buildUrl, parseUrl } from './url';

describe('parseUrl', () => {
  it('splits path and query', () => {
    expect(parseUrl('/subPackages/market/stockDetail/stockDetail?code=2330&market=TW')).toEqual({
      path: '/subPackages/market/stockDetail/stockDetail',
      query: { code: '2330', market: 'TW' },
      url: '/subPackages/market/stockDetail/stockDetail?code=2330&market=TW',
    });
  });

  it('normalises a missing slash, a trailing slash, a hash and an empty query', () => {
    expect(parseUrl('pages/home/index/').url).toBe('/pages/home/index');
    expect(parseUrl('#/pages/home/index?').url).toBe('/pages/home/index');
  });
});

describe('buildUrl', () => {
  it('encodes query values and drops undefined ones', () => {
    expect(buildUrl('/a', { redirect: '/b?x=1', skip: undefined })).toBe('/a?redirect=%2Fb%3Fx%3D1');
    expect(buildUrl('/a')).toBe('/a');
  });
});
