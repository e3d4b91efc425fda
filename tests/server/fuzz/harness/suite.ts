/** The shape of one fuzz test file: start the server, plan, run within the budget, report. */
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Family } from '../mutations/bodies';
import { startFuzzContext, type FuzzContext } from './fuzzContext';
import { planRequests, type PlanOptions } from './plan';
import { fuzzSeed } from './prng';
import { formatReport, runFuzz } from './runner';

/** Per file; a loaded machine sends fewer requests in it, a quiet one sends them all. */
const DEFAULT_BUDGET_MS = 20_000;
const SETUP_MS = 60_000;

export function fuzzBudgetMs(): number {
  const fromEnv = Number(process.env.FUZZ_BUDGET_MS);
  return Number.isFinite(fromEnv) && fromEnv > 0 ? fromEnv : DEFAULT_BUDGET_MS;
}

export interface FuzzSuite {
  name: string;
  families: (context: FuzzContext) => Promise<Record<string, Family>> | Record<string, Family>;
  plan: Omit<PlanOptions, 'seed'>;
  /** Fewer sent than this fails the file: the budget would be hiding the suite. */
  minimumSent: number;
}

export function defineFuzzSuite(suite: FuzzSuite): void {
  let context: FuzzContext;
  beforeAll(async () => {
    context = await startFuzzContext();
  }, SETUP_MS);
  afterAll(async () => {
    await context?.close();
  });

  it(
    `${suite.name}: no 5xx, nothing stored by a refused request, the server still answers`,
    async () => {
      const seed = fuzzSeed();
      const requests = planRequests(context, await suite.families(context), { ...suite.plan, seed });
      const report = await runFuzz(context, requests, { seed, budgetMs: fuzzBudgetMs() });
      const text = formatReport(suite.name, report);
      console.log(text);
      expect(report.failures, text).toEqual([]);
      if (!report.complete) expect(report.sent, text).toBeGreaterThanOrEqual(suite.minimumSent);
    },
    fuzzBudgetMs() + SETUP_MS,
  );
}
