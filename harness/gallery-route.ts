/** The gallery's files as the harness serves them at GALLERY_PATH (reports/gallery by default). */
import { existsSync, statSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import { join, normalize, sep } from 'node:path';
import { GALLERY_PATH, missingGalleryStatus } from './gallery-manifest';
import { send, sendFile } from './http-send';

/** The gallery's contact sheet, manifest and pictures; a clear word when there is none yet. */
export function serveGallery(res: ServerResponse, pathname: string, galleryDir: string): void {
  const file = normalize(join(galleryDir, decodeURIComponent(pathname.slice(GALLERY_PATH.length)) || 'index.html'));
  if (!file.startsWith(galleryDir + sep)) return send(res, 403, 'Forbidden');
  if (!existsSync(file) || !statSync(file).isFile()) {
    if (missingGalleryStatus(pathname) === 204) return void res.writeHead(204, { 'Cache-Control': 'no-store' }).end();
    return send(res, 404, `No gallery file ${pathname}: run \`npm run gallery\` to picture every state.`);
  }
  sendFile(res, file);
}
