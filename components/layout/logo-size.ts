import fs from 'node:fs';
import path from 'node:path';

export interface ImageSize {
  width: number;
  height: number;
}

const sizes = new Map<string, ImageSize | null>();

/** Width and height of an SVG from its root element (width/height in px or unitless, else viewBox). */
export function svgSize(text: string): ImageSize | null {
  const root = /<svg\b[^>]*>/i.exec(text)?.[0];
  if (!root) return null;
  const attr = (name: string) => new RegExp(`\\s${name}\\s*=\\s*["']([^"']*)["']`, 'i').exec(root)?.[1];
  const length = (v: string | undefined) => (v && /^\s*[\d.]+\s*(px)?\s*$/i.test(v) ? parseFloat(v) : NaN);
  const width = length(attr('width'));
  const height = length(attr('height'));
  if (width > 0 && height > 0) return { width, height };
  const box = attr('viewBox')?.trim().split(/[\s,]+/).map(Number);
  if (box && box.length === 4 && box[2]! > 0 && box[3]! > 0) return { width: box[2]!, height: box[3]! };
  return null;
}

/** Width and height of a PNG from its IHDR chunk. */
export function pngSize(data: Buffer): ImageSize | null {
  if (data.length < 24 || data.toString('ascii', 12, 16) !== 'IHDR') return null;
  const width = data.readUInt32BE(16);
  const height = data.readUInt32BE(20);
  return width > 0 && height > 0 ? { width, height } : null;
}

/**
 * The intrinsic size of a logo served from this app's `public/` folder (the registry's
 * `/tenants/<key>/logo.svg`), so the header can give the <img> its width and height and the
 * browser reserves the logo's room before it loads (nothing in the bar moves when it arrives).
 * Remote logos, other formats or unreadable files: null (the image then sizes itself on load).
 * Read once per path.
 */
export function localImageSize(src: string): ImageSize | null {
  if (sizes.has(src)) return sizes.get(src)!;
  let size: ImageSize | null = null;
  if (src.startsWith('/') && !src.startsWith('//') && !src.includes('..')) {
    const file = path.join(process.cwd(), 'public', decodeURIComponent(src.split(/[?#]/)[0]!));
    try {
      if (/\.svg$/i.test(file)) size = svgSize(fs.readFileSync(file, 'utf8').slice(0, 4096));
      else if (/\.png$/i.test(file)) size = pngSize(fs.readFileSync(file).subarray(0, 32));
    } catch {
      size = null;
    }
  }
  sizes.set(src, size);
  return size;
}

/** width/height attributes for a logo shown `height` px high (keeps its aspect ratio). */
export function logoDimensions(src: string, height: number): { width?: number; height: number } {
  const size = localImageSize(src);
  return size ? { width: Math.round((size.width * height) / size.height), height } : { height };
}
