/** A font file imported from JS resolves to its built URL (the same one the CSS @font-face uses). */
declare module '*.woff2' {
  const src: string;
  export default src;
}
