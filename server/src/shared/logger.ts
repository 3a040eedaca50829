import pino, { type DestinationStream, type LoggerOptions } from 'pino';

/**
 * Logs never carry secrets or personal numbers. Three layers:
 * - keys: passwords, tokens, card numbers, IBANs, phones and ID numbers are replaced by "[Redacted]" at
 *   any depth (pino's own redaction covers the common paths; the formatter below covers the rest);
 * - errors: a database error keeps its code and message but loses the SQL text, its parameters and the
 *   row detail (TypeORM puts the full card number and IBAN of a failed insert there);
 * - values: card numbers, IBANs, phone numbers and Spanish ID numbers inside any string (messages
 *   included) are masked, whatever key they travel under.
 */
const SENSITIVE_KEYS = [
  'password',
  'passwordHash',
  'payPassword',
  'payPasswordHash',
  'oldPassword',
  'newPassword',
  'confirmPassword',
  'loginPassword',
  'oldPayPassword',
  'token',
  'cookie',
  'authorization',
  'cardNumber',
  'card_number',
  'iban',
  'phone',
  'idNumber',
  'id_number',
  'documentNumber',
  'document_number',
  'nationalId',
  'passportNumber',
];
const SENSITIVE = new Set(SENSITIVE_KEYS.map((k) => k.toLowerCase()));
/** Fields of a database error that hold the statement or the row's values. */
const SQL_FIELDS = new Set(['query', 'parameters', 'detail', 'where', 'sql']);
const REDACTED = '[Redacted]';

const PATTERNS: Array<[RegExp, (match: string) => string]> = [
  // Personal API tokens, wherever they travel (a header echoed in an error, a pasted command line).
  [/vela_pat_[A-Za-z0-9_-]{8,}/g, () => '[API token]'],
  // IBAN: country, check digits, 11-30 letters or digits (spaces allowed in the printed form).
  [/\b[A-Z]{2}\d{2}(?: ?[A-Z0-9]){11,30}\b/g, () => '[IBAN]'],
  // Card or account number: 12-19 digits, spaces or dashes between them; the last four stay.
  [/(?<![\w.])\d(?:[ -]?\d){11,18}(?![\w.])/g, (m) => `[card …${m.replace(/\D/g, '').slice(-4)}]`],
  // Phone numbers in international form.
  [/\+\d(?:[ -]?\d){6,14}\b/g, () => '[phone]'],
  // Spanish DNI and NIE.
  [/\b(?:\d{8}|[XYZ]\d{7})[A-Z]\b/g, () => '[ID]'],
];

export function scrubText(text: string): string {
  let out = text;
  for (const [re, replace] of PATTERNS) out = out.replace(re, replace);
  return out;
}

function serializeError(err: Error): Record<string, unknown> {
  return pino.stdSerializers.err(err) as unknown as Record<string, unknown>;
}

/** A copy of a log value with sensitive keys redacted, SQL stripped from errors and numbers masked in text. */
export function scrubValue(value: unknown, depth = 0, inError = false): unknown {
  if (typeof value === 'string') return scrubText(value);
  if (value === null || typeof value !== 'object' || depth > 8) return value;
  if (value instanceof Date) return value;
  if (value instanceof Error) return scrubValue(serializeError(value), depth, true);
  if (Array.isArray(value)) return value.map((v) => scrubValue(v, depth + 1, inError));
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value as Record<string, unknown>)) {
    if (SENSITIVE.has(key.toLowerCase())) out[key] = REDACTED;
    else if (inError && SQL_FIELDS.has(key)) continue;
    else out[key] = scrubValue(v, depth + 1, inError || key === 'driverError');
  }
  return out;
}

const redactPaths = [
  'req.headers.cookie',
  'req.headers.authorization',
  ...SENSITIVE_KEYS.flatMap((k) => [k, `*.${k}`]),
  '*.*.password',
  '*.*.token',
  '*.*.cardNumber',
  '*.*.iban',
  '*.*.phone',
];

export function loggerOptions(): LoggerOptions {
  return {
    level: 'info', // main and the test harness set the configured level
    base: { service: 'vela' },
    redact: { paths: redactPaths, censor: REDACTED },
    formatters: { log: (obj) => scrubValue(obj) as Record<string, unknown> },
    serializers: { msg: (msg: unknown) => (typeof msg === 'string' ? scrubText(msg) : msg) },
  };
}

export function createLogger(destination?: DestinationStream): pino.Logger {
  return destination ? pino(loggerOptions(), destination) : pino(loggerOptions());
}

export const logger = createLogger();
