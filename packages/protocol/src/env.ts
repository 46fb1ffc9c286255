/**
 * @module config/env
 * Typed readers for environment variables that collect every problem instead of stopping at the first,
 * so an operator sees the whole list of mistakes in one start-up.
 */

export type Env = Readonly<Record<string, string | undefined>>;

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n  - ${problems.join('\n  - ')}`);
    this.name = 'ConfigError';
  }
}

/** Collects problems while reading; call `finish()` to throw them all at once. */
export class EnvReader {
  private readonly problems: string[] = [];

  constructor(private readonly env: Env) {}

  string(name: string, fallback: string): string {
    const raw = this.env[name];
    return raw === undefined || raw === '' ? fallback : raw;
  }

  optionalString(name: string): string | undefined {
    const raw = this.env[name];
    return raw === undefined || raw === '' ? undefined : raw;
  }

  integer(name: string, fallback: number, min: number, max: number): number {
    const raw = this.env[name];
    if (raw === undefined || raw === '') return fallback;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < min || value > max) {
      this.problems.push(`${name} must be an integer from ${min} to ${max} (got "${raw}")`);
      return fallback;
    }
    return value;
  }

  oneOf<T extends string>(name: string, allowed: readonly T[], fallback: T): T {
    const raw = this.env[name];
    if (raw === undefined || raw === '') return fallback;
    if (!(allowed as readonly string[]).includes(raw)) {
      this.problems.push(`${name} must be one of ${allowed.join(', ')} (got "${raw}")`);
      return fallback;
    }
    return raw as T;
  }

  check(condition: boolean, problem: string): void {
    if (!condition) this.problems.push(problem);
  }

  finish(): void {
    if (this.problems.length > 0) throw new ConfigError(this.problems);
  }
}
