// The baseline for throughput: a bare Fastify app with one JSON route, in its own process.
import Fastify from 'fastify';

const app = Fastify();
app.get('/hello', async () => ({ hello: 'world' }));
await app.listen({ port: Number(process.env.PORT ?? 3790), host: '127.0.0.1' });
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
