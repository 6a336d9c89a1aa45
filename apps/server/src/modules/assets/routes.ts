// Files that ship with the server for the demo catalogue (the videos of jxj_page_video, their
// posters), under /api/assets/. One set a language, each with that language's text only:
// videos/intro-N.<lang>.{mp4,webm,jpg}, made by scripts/make-demo-videos.sh; the web adds
// ".<lang>.<ext>" to the dictionary entry's base address. Exactly those names are served, anything
// else in the folder is not found. Served with byte ranges, so a player can seek, and cached by the
// browser. Staff replace a video by pointing its dictionary entry at another address.
import path from 'node:path';
import { SERVER_ROOT } from '../../paths';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync } from 'fastify';
import { LANGS } from '@portal/shared';

export const ASSETS_DIR = path.join(SERVER_ROOT, 'assets');

/** How many demo videos ship (intro-1 to intro-N). */
export const DEMO_VIDEOS = 6;

/** The names served, as paths under the assets folder: /videos/intro-N.<lang>.<mp4|webm|jpg>. */
export const ASSET_NAME = new RegExp(
  `^/videos/intro-(?:${Array.from({ length: DEMO_VIDEOS }, (_, i) => i + 1).join('|')})\\.(?:${LANGS.join('|')})\\.(?:mp4|webm|jpg)$`,
);

const routes: FastifyPluginAsync = async (app) => {
  await app.register(fastifyStatic, {
    root: ASSETS_DIR,
    prefix: '/assets/',
    decorateReply: false,
    wildcard: false,
    acceptRanges: true,
    maxAge: '1d',
    index: false,
    allowedPath: (pathName) => ASSET_NAME.test(pathName),
  });
};

export default routes;
