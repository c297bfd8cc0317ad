import net from 'node:net';

/** The Redis the tests that need one use (the machine's own by default). */
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/**
 * Whether that Redis answers PING within half a second. The tests that need Redis skip without it,
 * saying so in a line of the run's output (README: `npm test` needs nothing else).
 */
export async function redisReachable(url = TEST_REDIS_URL): Promise<boolean> {
  const { hostname, port } = new URL(url);
  const up = await new Promise<boolean>((resolve) => {
    const socket = net.connect({ host: hostname, port: Number(port || 6379) });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(500, () => done(false));
    socket.once('error', () => done(false));
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (data) => done(data.toString().startsWith('+PONG')));
  });
  if (!up) console.warn(`Redis does not answer at ${url}: the tests that need Redis are skipped.`);
  return up;
}
