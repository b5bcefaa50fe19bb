// Generates the reference API's catalog images into server/assets/ (run once, output committed):
// genre tiles as 160x160 gradient JPEG + WebP, business types as small line-icon SVGs.
// Usage: npx tsx scripts/seed-images.mjs (tsx, to read the lists from server/catalog.ts)
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { BUSINESS_TYPES, GENRES } from '../server/catalog.ts';

const root = join(import.meta.dirname, '..', 'server', 'assets');

// Each icon is the inner markup of a 64x64 line drawing.
/** @type {Record<string, string>} */
const ICONS = {
  design_store:
    '<path d="M10 34v14h44V34"/><path d="M16 34v-8a4 4 0 0 1 4-4h24a4 4 0 0 1 4 4v8"/><path d="M10 34h6v6h32v-6h6"/><path d="M14 48v4M50 48v4"/>',
  bar: '<path d="M14 14h36L32 34z"/><path d="M32 34v16M22 50h20"/><path d="M40 10l6-4"/>',
  event: '<path d="M32 8l6 14 15 1-12 10 4 15-13-8-13 8 4-15-12-10 15-1z"/>',
  hotel:
    '<path d="M8 46V18M8 36h48v10M56 46V30a6 6 0 0 0-6-6H28v12"/><circle cx="18" cy="29" r="5"/>',
  workplace: '<rect x="8" y="20" width="48" height="32" rx="4"/><path d="M24 20v-6h16v6M8 34h48"/>',
  medical_practice:
    '<rect x="10" y="10" width="44" height="44" rx="8"/><path d="M32 20v24M20 32h24"/>',
  restaurant: '<path d="M20 8v48M14 8v14a6 6 0 0 0 12 0V8"/><path d="M44 56V8c-6 4-8 12-8 22h8"/>',
  wellness_spa:
    '<path d="M32 52c-12 0-22-8-22-18 8 0 16 4 22 12 6-8 14-12 22-12 0 10-10 18-22 18z"/><path d="M32 46c-6-6-6-20 0-30 6 10 6 24 0 30z"/>',
  cafe: '<path d="M12 24h34v14a14 14 0 0 1-14 14h-6a14 14 0 0 1-14-14z"/><path d="M46 28h4a6 6 0 0 1 0 12h-5"/><path d="M22 8v8M30 8v8M38 8v8"/>',
  coffeeshop:
    '<ellipse cx="32" cy="32" rx="14" ry="22" transform="rotate(30 32 32)"/><path d="M24 14c10 8 6 28 16 36"/>',
  fashion_boutique:
    '<path d="M32 18a5 5 0 1 1 5-5"/><path d="M32 18v6L8 42a3 3 0 0 0 2 5h44a3 3 0 0 0 2-5L32 24"/>',
  gym: '<path d="M20 32h24"/><rect x="10" y="22" width="8" height="20" rx="2"/><rect x="46" y="22" width="8" height="20" rx="2"/><path d="M6 28v8M58 28v8"/>',
  hair_salon:
    '<circle cx="18" cy="46" r="7"/><circle cx="18" cy="18" r="7"/><path d="M24 22l30 24M24 42L54 18"/>',
  retail: '<path d="M12 22h40l-4 32H16z"/><path d="M24 28v-8a8 8 0 0 1 16 0v8"/>',
  recreation:
    '<rect x="8" y="20" width="48" height="26" rx="13"/><path d="M20 28v10M15 33h10"/><circle cx="42" cy="30" r="2"/><circle cx="48" cy="36" r="2"/>',
  sport:
    '<circle cx="32" cy="32" r="22"/><path d="M32 10v44M10 32h44M16 16c10 8 10 24 0 32M48 16c-10 8-10 24 0 32"/>',
  mall: '<path d="M8 26l6-14h36l6 14z"/><path d="M12 26v28h40V26"/><path d="M26 54V38h12v16"/>',
  university:
    '<path d="M4 24l28-12 28 12-28 12z"/><path d="M16 30v12c0 4 8 8 16 8s16-4 16-8V30"/><path d="M56 26v14"/>',
  school:
    '<path d="M32 16c-6-4-14-6-24-6v38c10 0 18 2 24 6 6-4 14-6 24-6V10c-10 0-18 2-24 6z"/><path d="M32 16v38"/>',
  indoor:
    '<path d="M8 30L32 10l24 20"/><path d="M14 26v28h36V26"/><rect x="26" y="38" width="12" height="16"/>',
};

function iconSvg(inner) {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64" fill="none" stroke="#f26b5b" stroke-width="3" stroke-linecap="round" stroke-linejoin="round">${inner}</svg>\n`;
}

function tileSvg(index) {
  const hue = (index * 137.5) % 360; // golden-angle steps: neighbours never look alike
  const a = `hsl(${hue} 70% 58%)`;
  const b = `hsl(${(hue + 50) % 360} 65% 32%)`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="160">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs>
  <rect width="160" height="160" fill="url(#g)"/>
  <g fill="none" stroke="#fff" stroke-opacity=".14" stroke-width="6">
    <circle cx="120" cy="120" r="30"/><circle cx="120" cy="120" r="52"/><circle cx="120" cy="120" r="74"/>
  </g>
</svg>`;
}

mkdirSync(join(root, 'genres'), { recursive: true });
mkdirSync(join(root, 'business-types'), { recursive: true });
for (const { name } of BUSINESS_TYPES) {
  const inner = ICONS[name];
  if (!inner) throw new Error(`No icon drawn for business type ${name}`);
  writeFileSync(join(root, 'business-types', `${name}.svg`), iconSvg(inner));
}
for (const [i, name] of GENRES.entries()) {
  const image = sharp(Buffer.from(tileSvg(i)));
  await image
    .clone()
    .jpeg({ quality: 72, mozjpeg: true })
    .toFile(join(root, 'genres', `${name}.jpg`));
  await image
    .clone()
    .webp({ quality: 70 })
    .toFile(join(root, 'genres', `${name}.webp`));
}
console.log(`Wrote ${Object.keys(ICONS).length} icons and ${GENRES.length} genre tiles to ${root}`);
