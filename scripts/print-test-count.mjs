// Prints the test line's closing count from the JSON report vitest wrote beside its own
// output: the skipped tests on one line, then "N passed, N failed" alone on the very last
// line. A CI reads a run's closing line to know how many tests it executed; vitest's own
// summary is coloured and shaped for people, so the plain form is written here, last.
import { readFileSync } from 'node:fs';

const [reportPath] = process.argv.slice(2);
if (!reportPath) throw new Error('usage: node scripts/print-test-count.mjs <vitest-json-report>');
const report = JSON.parse(readFileSync(reportPath, 'utf8'));
const skipped = report.numPendingTests + report.numTodoTests;
console.log(`skipped: ${skipped}`);
console.log(`${report.numPassedTests} passed, ${report.numFailedTests} failed`);
