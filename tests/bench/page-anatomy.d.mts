/** Types of ./page-anatomy.mjs (plain ESM, run by node in tests/bench/phones.mjs; unit-tested and used by the e2e budgets). */
export interface Bytes {
  raw: number;
  gzip: number;
}
export declare function splitHtml(html: string): Bytes & { markup: Bytes; data: Bytes & { scripts: number }; payload: string };
export declare function clientReferences(
  payload: string,
  modules?: Map<number, string>,
): { components: number; instances: number; list: Array<{ component: string; instances: number }> };
export declare function clientModulePaths(distDir: string): Map<number, string>;
export declare function shortSource(source: string): string;
export declare function owner(source: string): { kind: 'framework' | 'library' | 'portal'; name: string };
export declare function chunkMaps(distDir: string): {
  locate(url: string, line: number, column: number): string | null;
  contents(url: string): { portal: string[]; packages: string[] } | null;
};
export declare function scriptName(url: string, pageUrl?: string): string;
export interface CpuProfile {
  nodes: Array<{ id: number; callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number }; children?: number[] }>;
  samples: number[];
  timeDeltas: number[];
}
export declare function attributeProfile(
  profile: CpuProfile,
  options: { locate: (url: string, line: number, column: number) => string | null; pageUrl?: string },
): { totalMs: number; byScript: Array<{ name: string; ms: number }>; byOwner: Array<{ name: string; ms: number }> };
export declare function median(values: number[]): number;
export declare function blockingTime(durations: number[]): number;
