// The font of the share images (share-images.ts), read at build time from the repository: DejaVu
// Sans, committed with its licence in src/assets/share-fonts/ (from the npm package
// dejavu-fonts-ttf 2.37.3), so every machine draws the same pixels, with or without system fonts.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { create, type Font } from 'fontkitten';
import type { ShareFonts } from './share-images';

export const SHARE_FONT_DIR = 'src/assets/share-fonts';

function load(file: string): Font {
  const font = create(readFileSync(file));
  if (font.isCollection) throw new Error(`${file} is a font collection, not one font`);
  return font;
}

/** The regular and bold faces, from the project at `root` (the build's working directory). */
export function loadShareFonts(root: string = process.cwd()): ShareFonts {
  return {
    regular: load(join(root, SHARE_FONT_DIR, 'DejaVuSans.ttf')),
    bold: load(join(root, SHARE_FONT_DIR, 'DejaVuSans-Bold.ttf')),
  };
}
