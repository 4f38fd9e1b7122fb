// Prints the test line's closing count, "tests: N passed, N failed, N skipped", alone on the
// last line, from the JSON report vitest wrote beside its own output. A CI reads the
// closing line of a run to know how many tests it executed; vitest's own summary is
// coloured and shaped for people, so the plain line is written here once, at the very end.
import { readFileSync } from 'node:fs';

const [reportPath] = process.argv.slice(2);
if (!reportPath) throw new Error('usage: node scripts/print-test-count.mjs <vitest-json-report>');
const report = JSON.parse(readFileSync(reportPath, 'utf8'));
const skipped = report.numPendingTests + report.numTodoTests;
console.log(
  `tests: ${report.numPassedTests} passed, ${report.numFailedTests} failed, ${skipped} skipped`,
);
