// Regenerates the icons from public/favicon.svg (outputs are committed): apple-touch-icon.png
// (180 px, on the brand's dark background), favicon.ico (32 px PNG inside an ICO container) and
// the web manifest's 192/512 px icons and its maskable 512 px one. Run: node scripts/make-icons.mjs
import { writeFileSync } from 'node:fs';
import sharp from 'sharp';

const svg = new URL('../public/favicon.svg', import.meta.url);
const out = (name) => new URL(`../public/${name}`, import.meta.url);
const BACKGROUND = '#1c0f0d';

/**
 * The icon as PNG at `size` px; `padded` puts it at `scale` (80 %) on the brand's background.
 * @param {number} size
 * @param {boolean} padded
 * @param {number} [scale]
 */
async function png(size, padded, scale = 0.8) {
  const icon = sharp(svg.pathname, { density: 384 }).resize(
    padded ? Math.round(size * scale) : size,
  );
  if (!padded) return icon.png().toBuffer();
  const inner = await icon.png().toBuffer();
  return sharp({ create: { width: size, height: size, channels: 4, background: BACKGROUND } })
    .composite([{ input: inner, gravity: 'center' }])
    .png()
    .toBuffer();
}

/**
 * An ICO file holding one PNG image (supported by every browser since Windows Vista's format).
 * @param {Buffer} pngBuffer
 * @param {number} size
 */
function ico(pngBuffer, size) {
  const header = Buffer.alloc(22);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(1, 4); // one image
  header.writeUInt8(size, 6);
  header.writeUInt8(size, 7);
  header.writeUInt8(0, 8); // no palette
  header.writeUInt8(0, 9);
  header.writeUInt16LE(1, 10); // colour planes
  header.writeUInt16LE(32, 12); // bits per pixel
  header.writeUInt32LE(pngBuffer.length, 14);
  header.writeUInt32LE(22, 18); // image data offset
  return Buffer.concat([header, pngBuffer]);
}

writeFileSync(out('apple-touch-icon.png'), await png(180, true));
writeFileSync(out('favicon.ico'), ico(await png(32, false), 32));
writeFileSync(out('icon-192.png'), await png(192, true));
writeFileSync(out('icon-512.png'), await png(512, true));
// Maskable: platforms crop to a circle of 80 % diameter, so the icon stays inside 60 %.
writeFileSync(out('icon-maskable-512.png'), await png(512, true, 0.6));
console.log('Icons written to public/.');
