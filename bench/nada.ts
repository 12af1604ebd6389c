// The floor of the comparison in bench/carga.ts: a bare Fastify route answering {} (no database, no
// validation), run as its own process like the server. Run: node --import tsx bench/nada.ts <porta>
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.post('/nada', async () => ({}));
await app.listen({ port: Number(process.argv[2] ?? 3399), host: '127.0.0.1' });
process.once('SIGTERM', () => {
  void app.close().then(() => process.exit(0));
});
