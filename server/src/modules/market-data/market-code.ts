import { registerEnumType } from 'type-graphql';

export enum MarketCode {
  ES = 'ES',
  US = 'US',
  TW = 'TW',
  GOLD = 'GOLD',
}
registerEnumType(MarketCode, {
  name: 'MarketCode',
  description: 'ES (BME, EUR), US (NYSE/Nasdaq, USD), TW (TWSE, TWD), GOLD (XAU spot, USD)',
  valuesConfig: {
    ES: { description: 'Bolsa de Madrid (BME), priced in EUR.' },
    US: { description: 'NYSE and Nasdaq, priced in USD.' },
    TW: { description: 'Taiwan Stock Exchange (TWSE), priced in TWD.' },
    GOLD: { description: 'Gold spot (XAU), priced in USD per troy ounce.' },
  },
});

export const ALL_MARKETS = [MarketCode.ES, MarketCode.US, MarketCode.TW, MarketCode.GOLD] as const;

export function isMarketCode(value: string): value is MarketCode {
  return (ALL_MARKETS as readonly string[]).includes(value);
}
