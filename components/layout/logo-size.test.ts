import { describe, expect, it } from 'vitest';
import { localImageSize, logoDimensions, pngSize, svgSize } from './logo-size';

describe('logo sizes', () => {
  it('reads an SVG root element: width/height first, then the viewBox', () => {
    expect(svgSize('<svg xmlns="http://www.w3.org/2000/svg" width="150" height="48" viewBox="0 0 300 96">')).toEqual({ width: 150, height: 48 });
    expect(svgSize('<svg width="100%" height="100%" viewBox="0 0 209 40">')).toEqual({ width: 209, height: 40 });
    expect(svgSize("<svg viewBox='0,0,10,5'/>")).toEqual({ width: 10, height: 5 });
    expect(svgSize('<svg>')).toBeNull();
    expect(svgSize('not an svg')).toBeNull();
  });

  it('reads a PNG header', () => {
    const png = Buffer.alloc(32);
    png.write('IHDR', 12, 'ascii');
    png.writeUInt32BE(320, 16);
    png.writeUInt32BE(96, 20);
    expect(pngSize(png)).toEqual({ width: 320, height: 96 });
    expect(pngSize(Buffer.alloc(8))).toBeNull();
  });

  it('sizes the demo logos from public/, and leaves remote or odd paths alone', () => {
    expect(localImageSize('/tenants/demo/logo.svg')).toEqual({ width: 150, height: 48 });
    expect(logoDimensions('/tenants/compact/logo.svg', 40)).toEqual({ width: 209, height: 40 });
    expect(logoDimensions('https://cdn.example.org/logo.svg', 48)).toEqual({ height: 48 });
    expect(logoDimensions('/../../etc/passwd', 48)).toEqual({ height: 48 });
    expect(logoDimensions('/tenants/none/logo.svg', 48)).toEqual({ height: 48 });
  });
});
