// Files that ship with the server for the demo catalogue (the videos of jxj_page_video, their
// posters), under /api/assets/. Served with byte ranges, so a player can seek, and cached by the
// browser. Staff replace a video by pointing its dictionary entry at another address.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync } from 'fastify';

export const ASSETS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../assets');

const routes: FastifyPluginAsync = async (app) => {
  await app.register(fastifyStatic, {
    root: ASSETS_DIR,
    prefix: '/assets/',
    decorateReply: false,
    wildcard: false,
    acceptRanges: true,
    maxAge: '1d',
    index: false,
    allowedPath: (pathName) => /^\/videos\/[a-z0-9-]+\.(mp4|webm|jpg)$/.test(pathName),
  });
};

export default routes;
