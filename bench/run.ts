import type { Benchmark } from './benchmark';
import { gridBenchmark } from './grid/gridBenchmark';
import { serverExecuteBenchmark } from './server/executeBenchmark';
import { chartDataBenchmark } from './server/chartDataBenchmark';
import { exploreSweepBenchmark } from './explore/exploreSweepBenchmark';
import { dashboardBenchmark } from './dashboard/dashboardBenchmark';
import { dashboardEditBenchmark } from './dashboardEdit/editBenchmark';
import { dashboardFiltersBenchmark } from './dashboardFilters/filtersBenchmark';
import { sqlLabBenchmark } from './sqllab/sqlLabBenchmark';
import { exploreNavigationBenchmark } from './explore/exploreNavigationBenchmark';
import { formatReport, type BenchOutcome } from './report';

/** Every benchmark `npm run bench` knows; add new ones here. `npm run bench -- grid` runs one. */
const benchmarks: Benchmark[] = [
  gridBenchmark,
  serverExecuteBenchmark,
  chartDataBenchmark,
  exploreSweepBenchmark,
  dashboardBenchmark,
  dashboardEditBenchmark,
  dashboardFiltersBenchmark,
  sqlLabBenchmark,
  exploreNavigationBenchmark,
];

async function main(): Promise<void> {
  const requested = process.argv.slice(2);
  const unknown = requested.filter((name) => !benchmarks.some((benchmark) => benchmark.name === name));
  if (unknown.length > 0) {
    console.error(`Unknown benchmark(s): ${unknown.join(', ')}. Known: ${benchmarks.map((b) => b.name).join(', ')}`);
    process.exit(2);
  }
  const selected = requested.length === 0 ? benchmarks : benchmarks.filter((b) => requested.includes(b.name));
  const outcomes: BenchOutcome[] = [];
  for (const benchmark of selected) {
    const started = performance.now();
    console.log(`running ${benchmark.name}...`);
    try {
      const result = await benchmark.run();
      outcomes.push({ benchmark: benchmark.name, ...result });
    } catch (error) {
      outcomes.push({
        benchmark: benchmark.name,
        rows: [],
        notes: [],
        error: error instanceof Error ? error.message : String(error),
      });
    }
    console.log(`${benchmark.name} took ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
  console.log(`\n${formatReport(outcomes)}`);
  // A missed target is a finding to read, not a failure; a benchmark that could not run is.
  process.exitCode = outcomes.some((outcome) => outcome.error) ? 1 : 0;
}

await main();
