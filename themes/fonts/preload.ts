import { preload } from 'react-dom';
import type { ThemeId } from '@/themes';
// The latin files of the weights each theme shows on its first screen. Imported from JS, a font
// file resolves to the same built URL as in themes/fonts/*.css, so the preload is the request the
// @font-face needs: the font is usually there before first paint and nothing swaps.
import dmSans400 from '@fontsource/dm-sans/files/dm-sans-latin-400-normal.woff2';
import dmSans600 from '@fontsource/dm-sans/files/dm-sans-latin-600-normal.woff2';
import plex400 from '@fontsource/ibm-plex-sans/files/ibm-plex-sans-latin-400-normal.woff2';
import plex600 from '@fontsource/ibm-plex-sans/files/ibm-plex-sans-latin-600-normal.woff2';
import inter400 from '@fontsource/inter/files/inter-latin-400-normal.woff2';
import inter600 from '@fontsource/inter/files/inter-latin-600-normal.woff2';
import inter700 from '@fontsource/inter/files/inter-latin-700-normal.woff2';
import manrope400 from '@fontsource/manrope/files/manrope-latin-400-normal.woff2';
import manrope600 from '@fontsource/manrope/files/manrope-latin-600-normal.woff2';
import manrope800 from '@fontsource/manrope/files/manrope-latin-800-normal.woff2';
import merriweather700 from '@fontsource/merriweather/files/merriweather-latin-700-normal.woff2';
import montserrat400 from '@fontsource/montserrat/files/montserrat-latin-400-normal.woff2';
import montserrat600 from '@fontsource/montserrat/files/montserrat-latin-600-normal.woff2';
import nunito400 from '@fontsource/nunito-sans/files/nunito-sans-latin-400-normal.woff2';
import nunito700 from '@fontsource/nunito-sans/files/nunito-sans-latin-700-normal.woff2';
import nunito800 from '@fontsource/nunito-sans/files/nunito-sans-latin-800-normal.woff2';
import playfair700 from '@fontsource/playfair-display/files/playfair-display-latin-700-normal.woff2';
import robotoSlab700 from '@fontsource/roboto-slab/files/roboto-slab-latin-700-normal.woff2';
import sourceSans400 from '@fontsource/source-sans-3/files/source-sans-3-latin-400-normal.woff2';
import sourceSans600 from '@fontsource/source-sans-3/files/source-sans-3-latin-600-normal.woff2';
import spaceGrotesk700 from '@fontsource/space-grotesk/files/space-grotesk-latin-700-normal.woff2';

export const THEME_FONT_FILES: Record<ThemeId, readonly string[]> = {
  default: [inter400, inter600, inter700],
  hermes: [sourceSans400, sourceSans600, merriweather700],
  mdigital: [dmSans400, dmSans600, spaceGrotesk700],
  eirv2023: [montserrat400, montserrat600, playfair700],
  digitalone: [manrope400, manrope600, manrope800],
  cned: [plex400, plex600, robotoSlab700],
  ciud: [nunito400, nunito700, nunito800],
  compact: [plex400, plex600],
  withoutTenant: [],
};

/**
 * Asks the browser to fetch the theme's fonts with the HTML (React hoists the
 * `<link rel="preload" as="font">` into <head>). Call it while rendering the tenant layout.
 */
export function preloadThemeFonts(theme: ThemeId): void {
  for (const href of THEME_FONT_FILES[theme]) preload(href, { as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' });
}
