// Generates the example DuckDB database with the embedded server's own generator, into the folder
// given as the first argument (a no-op when it is already there and current). Prints the file path.
import { ensureExampleData } from '../../server/examples';

const folder = process.argv[2];
if (!folder) {
  console.error('Usage: tsx scripts/superset/generateExamples.ts <folder>');
  process.exit(2);
}
const { file, generated } = await ensureExampleData(folder, (line) => console.error(line));
console.log(JSON.stringify({ file, generated }));
