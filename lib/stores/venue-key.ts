/** Where the chosen venue's id is kept in the browser (docs/product.md#states). Plain module: server code reads it too. */
export const VENUE_STORAGE_KEY = 'ekitaldi:venue';
