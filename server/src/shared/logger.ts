import pino from 'pino';

export const logger = pino({
  level: 'info', // main and the test harness set the configured level
  base: { service: 'vela' },
  redact: ['req.headers.cookie', '*.password', '*.passwordHash', '*.token'],
});
