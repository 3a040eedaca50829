import type Decimal from 'decimal.js';
import { Field, ObjectType, registerEnumType } from 'type-graphql';
import { DecimalScalar } from '../../graphql/scalars';

export enum VipCriterionCode {
  TOTAL_ASSETS = 'TOTAL_ASSETS',
  TRADED_30D = 'TRADED_30D',
}
registerEnumType(VipCriterionCode, {
  name: 'VipCriterion',
  description: 'A published VIP criterion (either one is enough).',
  valuesConfig: {
    TOTAL_ASSETS: { description: 'Total assets of at least €25,000.' },
    TRADED_30D: { description: 'At least €250,000 traded in the last 30 days.' },
  },
});

export enum VipCheckResult {
  GRANTED = 'granted',
  REFUSED = 'refused',
  KEPT = 'kept',
  LAPSED = 'lapsed',
}
registerEnumType(VipCheckResult, {
  name: 'VipCheckResult',
  description: 'What a check decided: granted or refused (an application), kept or lapsed (the monthly re-check).',
  valuesConfig: {
    GRANTED: { description: 'The user became VIP.' },
    REFUSED: { description: 'No criterion met; unmet names them.' },
    KEPT: { description: 'The monthly re-check found a criterion still met.' },
    LAPSED: { description: 'The monthly re-check found no criterion met: VIP ended.' },
  },
});

@ObjectType({ description: 'One automatic check of the criteria.' })
export class VipCheck {
  @Field(() => VipCheckResult, { description: 'What it decided.' })
  result: VipCheckResult;
  @Field(() => DecimalScalar, { description: 'Total assets measured, in EUR.' })
  totalAssets: Decimal;
  @Field(() => DecimalScalar, { description: 'Value traded in the 30 days before, in EUR.' })
  traded30d: Decimal;
  @Field(() => [VipCriterionCode], { description: 'Criteria not met (a refusal or a lapse names them).' })
  unmet: VipCriterionCode[];
  @Field({ description: 'When.' })
  at: Date;
}

@ObjectType({ description: 'The published criteria and benefits of VIP.' })
export class VipTerms {
  @Field(() => DecimalScalar, { description: 'Total assets criterion, EUR.' })
  totalAssetsEur: Decimal;
  @Field(() => DecimalScalar, { description: '30-day traded value criterion, EUR.' })
  traded30dEur: Decimal;
  @Field(() => DecimalScalar, { description: 'Commission discount (0.25 = a quarter off).' })
  commissionDiscount: Decimal;
  @Field(() => DecimalScalar, { description: 'Loan tier cap for VIP, EUR.' })
  loanCapEur: Decimal;
  @Field(() => DecimalScalar, { description: 'Standard loan tier cap, EUR.' })
  standardLoanCapEur: Decimal;
}

@ObjectType({ description: 'The user’s VIP status.' })
export class VipStatus {
  @Field({ description: 'VIP now.' })
  isVip: boolean;
  @Field(() => Date, { nullable: true, description: 'VIP since.' })
  since: Date | null;
  @Field(() => VipCheck, { nullable: true, description: 'The latest check (application or monthly re-check).' })
  lastCheck: VipCheck | null;
  @Field(() => VipTerms, { description: 'The published criteria and benefits.' })
  terms: VipTerms;
}
