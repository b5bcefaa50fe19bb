import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Hono } from 'hono';
import type { BusinessTypeItem, GenreItem } from '../../src/lib/api/types.ts';
import type { Deps } from '../deps.ts';
import { ApiError, CODES } from '../errors.ts';
import { ASSETS_DIR } from '../paths.ts';
import type { AppEnv } from '../sessions.ts';

const ASSET_TYPES: Record<string, string> = {
  svg: 'image/svg+xml',
  jpg: 'image/jpeg',
  webp: 'image/webp',
};
// Bumped when the images change, so the year-long cache below never serves stale tiles.
const ASSETS_VERSION = '1';

/** GET /enums/businessTypesv2, GET /enums/genreV2 (no auth) and their images under /assets. */
export function enumRoutes({ db, config }: Deps) {
  const app = new Hono<AppEnv>();
  // Image URLs come from the configured API URL, never the Host header of a request (a poisoned
  // cache would otherwise hand every visitor images from another host).
  const asset = (path: string) => `${config.apiUrl}/assets/${path}?v=${ASSETS_VERSION}`;

  app.get('/enums/businessTypesv2', async (c) => {
    const items: BusinessTypeItem[] = (await db.reference.listBusinessTypes()).map((t) => ({
      name: t.name,
      oldName: t.oldName,
      image: asset(`business-types/${t.name}.svg`),
    }));
    return c.json(items);
  });

  app.get('/enums/genreV2', async (c) => {
    const items: GenreItem[] = (await db.reference.listGenres()).map((name) => ({
      name,
      imageJpg: asset(`genres/${name}.jpg`),
      imageWebp: asset(`genres/${name}.webp`),
    }));
    return c.json(items);
  });

  app.get('/assets/:folder/:file', async (c) => {
    const { folder, file } = c.req.param();
    const match = /^[A-Za-z0-9_-]+\.(svg|jpg|webp)$/.exec(file);
    if (!['genres', 'business-types'].includes(folder) || !match) throw notFound();
    let data: Buffer;
    try {
      data = await readFile(join(ASSETS_DIR, folder, file));
    } catch {
      throw notFound();
    }
    return c.body(new Uint8Array(data), 200, {
      'Content-Type': ASSET_TYPES[match[1]!]!,
      'Cache-Control': 'public, max-age=31536000, immutable',
    });
  });

  return app;
}

const notFound = () => new ApiError(404, CODES.notFound, 'No such asset.');
