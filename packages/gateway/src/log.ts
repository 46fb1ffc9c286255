/**
 * @module log
 * pino loggers for every process. Secrets and patient data never reach a log line: credential headers
 * are redacted and request URLs are logged without their query string (pairing codes and practice ids
 * travel there).
 */
import { pino, type Logger, type LoggerOptions } from 'pino';

export type { Logger };

export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers["x-api-key"]',
  'req.headers["ocp-apim-subscription-key"]',
  'req.headers["x-subscription-key"]',
  'req.headers["x-enrolment-key"]',
  'req.headers["x-operator-key"]',
  'subscriptionKey',
  'apiKey',
  'pairingCode',
];

export function stripQuery(url: string): string {
  const i = url.indexOf('?');
  return i < 0 ? url : url.slice(0, i);
}

export function createLogger(options: { level: string; name: string }): Logger {
  const config: LoggerOptions = {
    name: options.name,
    level: options.level,
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    serializers: {
      req: (req: { method?: string; url?: string; id?: string }) => ({
        method: req.method,
        url: stripQuery(req.url ?? ''),
        reqId: req.id,
      }),
    },
  };
  return pino(config);
}
