// Draws one share image and writes the PNG to stdout: run by tests/build/share.test.ts in a
// process that sees no system font, to compare with what the build drew.
// Usage: node --import tsx tests/build/support/share-image.ts <brand> <headline> <subtitle>
import sharp from 'sharp';
import { loadShareFonts } from '../../../src/lib/share-fonts';
import { shareImageSvg } from '../../../src/lib/share-images';

const [brand = '', headline = '', subtitle = ''] = process.argv.slice(2);
const svg = shareImageSvg(loadShareFonts(), brand, headline, subtitle);
process.stdout.write(await sharp(Buffer.from(svg)).png().toBuffer());
