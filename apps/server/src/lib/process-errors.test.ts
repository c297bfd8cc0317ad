import { spawnSync } from 'node:child_process';
import { EventEmitter } from 'node:events';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { installProcessErrorPolicy } from './process-errors';

const server = path.resolve(import.meta.dirname, '../..');
const run = (kind: string) => {
  const child = spawnSync(
    path.join(server, '../../node_modules/.bin/tsx'),
    [path.join(server, 'test/fixtures/unhandled-errors.ts'), kind],
    { encoding: 'utf8', timeout: 20_000 },
  );
  const lines = child.stdout.split('\n').filter(Boolean);
  return { status: child.status, lines, logged: lines.filter((l) => l.startsWith('{')).map((l) => JSON.parse(l)) };
};

describe('the error policy for what nothing handles (issue 30, ADR 0036)', () => {
  it('logs a failed promise nobody awaited, with its request id, and the process goes on', () => {
    const { status, lines, logged } = run('rejection');
    expect(status).toBe(0);
    expect(lines.at(-1)).toBe('alive');
    expect(logged).toEqual([
      expect.objectContaining({
        level: 'error',
        reqId: 'req-30',
        unhandled: 'rejection',
        err: 'Error: timeout exceeded when trying to connect',
      }),
    ]);
  });

  it('logs an exception nothing caught as fatal and stops with code 1 for the supervisor', () => {
    const { status, lines, logged } = run('exception');
    expect(status).toBe(1);
    expect(lines).not.toContain('alive');
    expect(lines.at(-1)).toBe('stopping');
    expect(logged).toEqual([
      expect.objectContaining({ level: 'fatal', unhandled: 'exception', err: 'Error: thrown in a timer' }),
    ]);
  });

  it('never stops the process for a rejection', () => {
    const proc = new EventEmitter();
    const log = { error: vi.fn(), fatal: vi.fn() };
    const stop = vi.fn();
    installProcessErrorPolicy(log, stop, proc as never);
    proc.emit('unhandledRejection', new Error('boom'));
    expect(log.error).toHaveBeenCalledOnce();
    expect(stop).not.toHaveBeenCalled();
  });
});
