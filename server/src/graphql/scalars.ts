import { GraphQLError, GraphQLScalarType, Kind } from 'graphql';
import { Money, parseDecimal, toPlain } from '../shared/money';

// Money and quantities travel as strings and live as decimals; a float never touches them.
export const DecimalScalar = new GraphQLScalarType<InstanceType<typeof Money>, string>({
  name: 'Decimal',
  description: 'An exact decimal number written as a string, e.g. "1234.50".',
  serialize(value) {
    if (value instanceof Money) return toPlain(value);
    if (typeof value === 'string' && parseDecimal(value)) return value;
    throw new GraphQLError('Decimal cannot represent this value');
  },
  parseValue(value) {
    const parsed = typeof value === 'string' ? parseDecimal(value.trim()) : null;
    if (!parsed) throw new GraphQLError('Decimal must be a string such as "12.50"', { extensions: { code: 'BAD_INPUT' } });
    return parsed;
  },
  parseLiteral(ast) {
    const parsed = ast.kind === Kind.STRING ? parseDecimal(ast.value.trim()) : null;
    if (!parsed) throw new GraphQLError('Decimal must be a string such as "12.50"', { extensions: { code: 'BAD_INPUT' } });
    return parsed;
  },
});

const LOCAL_DATE = /^\d{4}-\d{2}-\d{2}$/;

function checkLocalDate(value: unknown): string {
  if (typeof value === 'string' && LOCAL_DATE.test(value)) {
    const d = new Date(`${value}T00:00:00Z`);
    if (!Number.isNaN(d.getTime()) && d.toISOString().startsWith(value)) return value;
  }
  throw new GraphQLError('LocalDate must be a calendar day YYYY-MM-DD', { extensions: { code: 'BAD_INPUT' } });
}

export const LocalDateScalar = new GraphQLScalarType<string, string>({
  name: 'LocalDate',
  description: 'A calendar day (trade date, IPO dates) as YYYY-MM-DD, with no time zone.',
  serialize: checkLocalDate,
  parseValue: checkLocalDate,
  parseLiteral: (ast) => checkLocalDate(ast.kind === Kind.STRING ? ast.value : null),
});
