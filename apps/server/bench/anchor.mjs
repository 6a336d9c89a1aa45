// The benchmark's anchor: a bare Fastify answering, for each call of the benchmark, the bytes the
// portal answered to it (captured first), with nothing else: no hooks, no database. It shows what
// this machine can do at all, so the portal's figures are read as a share of it.
// Usage: node anchor.mjs <answers.json> <port>; answers.json maps "METHOD path" to a body.
import fs from 'node:fs';
import Fastify from 'fastify';

const [file, port] = process.argv.slice(2);
const answers = new Map(Object.entries(JSON.parse(fs.readFileSync(file, 'utf8'))));
const fallback = JSON.stringify({ code: '000', msg: '操作成功', data: null });
const app = Fastify({ logger: false });
app.all('/*', (req, reply) => {
  reply.type('application/json; charset=utf-8');
  reply.send(answers.get(`${req.method} ${req.url.split('?')[0]}`) ?? fallback);
});
await app.listen({ port: Number(port), host: '127.0.0.1' });
process.send?.('ready');
