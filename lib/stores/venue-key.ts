/** Where the chosen venue's id is kept in the browser (SPEC §4). Plain module: server code reads it too. */
export const VENUE_STORAGE_KEY = 'ekitaldi:venue';
