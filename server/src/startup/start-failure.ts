// Turns what stops the service from starting into one line that says what is wrong and
// what to do, instead of a stack trace.
import type { Config } from '../config';
import { ConfigError } from '../config';
import { isDatabaseUnavailable } from '../db/unavailable';

/** A problem already worded for the person starting the service. */
export class StartupError extends Error {}

export function describeStartFailure(error: unknown, config: Config | undefined): string {
  if (error instanceof StartupError) return error.message;
  if (error instanceof ConfigError) {
    return `${error.message}; correct the variable and start again.`;
  }
  const { code, message } = error as { code?: string; message?: string };
  const text = oneLine(message ?? String(error));
  if (config && (code === 'EADDRINUSE' || code === 'EACCES' || code === 'EADDRNOTAVAIL')) {
    const reason = code === 'EADDRINUSE' ? 'is already in use' : `cannot be used (${code})`;
    return `port ${config.port} on ${config.host} ${reason}: stop the program using it or set PORT (and HOST) to another.`;
  }
  if (config?.database.kind === 'sqlite' && /^SQLITE_(NOTADB|CORRUPT)/.test(code ?? '')) {
    return `the SQLite database ${config.database.file} is damaged or is not a database (${code}): restore it from a backup, or move it away to start with an empty one.`;
  }
  if (config?.database.kind === 'postgres') {
    const where = postgresAddress(config.database.url);
    if (isDatabaseUnavailable(error)) {
      return `cannot reach the PostgreSQL database at ${where} (${code ?? text}): start it, or correct DATABASE_URL.`;
    }
    if (code && /^(28|3D)/.test(code)) {
      return `PostgreSQL at ${where} refused the service: ${text}; correct the user, password or database in DATABASE_URL.`;
    }
  }
  return `could not start: ${text}`;
}

function postgresAddress(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.hostname}:${parsed.port || 5432}${parsed.pathname}`;
  } catch {
    return 'DATABASE_URL';
  }
}

function oneLine(text: string): string {
  return text.replace(/\s*\n\s*/g, '; ');
}
