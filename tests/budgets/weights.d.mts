/** Types of ./weights.mjs (plain ESM, run by node in the bench scripts and imported by the e2e budgets). */
export declare const BUDGETS: {
  firstLoadJsGzip: number;
  homeHtmlRaw: number;
  agendaGzipPerSession: number;
  enforced: { firstLoadJsGzip: number; sessionFirstLoadJsGzip: number; homeHtmlRaw: number };
};
export declare function themeHosts(root: string): Array<{ theme: string; host: string }>;
export declare function get(
  port: number,
  pathname: string,
  host: string,
  headers?: Record<string, string>,
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>;
export declare function chunksOf(html: string): string[];
export declare function firstLoadJs(html: string, distDir: string): { chunks: number; gzip: number; raw: number; files: string[] };
export declare function frameworkJs(distDir: string): { gzip: number; files: string[] };
export declare function publicRoutes(port: number, host: string): Promise<Array<{ route: string; path: string }>>;
/** A page's weight; everything but the status is there only for a 200. */
export interface PageWeight {
  status: number;
  htmlRaw?: number;
  htmlGzip?: number;
  js?: { chunks: number; gzip: number; raw: number; files: string[] };
  html?: string;
}
export declare function weighPage(port: number, host: string, pathname: string, distDir: string, headers?: Record<string, string>): Promise<PageWeight>;
export declare function weighAll(options: { port: number; root: string; distDir: string }): Promise<{ rows: Array<Record<string, unknown>>; over: string[] }>;
export declare function kb(bytes: number): number;
