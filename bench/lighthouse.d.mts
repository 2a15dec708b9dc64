// Types of bench/lighthouse.mjs, for the test that imports it.
export type PageAudit = {
  score: number;
  lcp: number;
  tbt: number;
  jsKb: number;
  observedLcp: number;
  throttledScore: number;
  throttledLcp: number;
  throttledTbt: number;
  throttledJsKb: number;
  warmLcp: number | null;
  clsMax: number;
};
export const CPU_SLOWDOWN: number;
export function auditPages(
  urls: string[],
  options?: { runs?: number; devtoolsRuns?: number; warm?: boolean; chromePath?: string },
): Promise<Map<string, PageAudit>>;
