import 'reflect-metadata';
import { loadConfig } from '../config';
import { connectDatabase } from '../db/connect';
import { LedgerService } from '../modules/ledger/ledger.service';
import { systemClock } from '../shared/clock';

// Recomputes every balance from the journal and checks every invariant; exits 1 on any problem.
async function main() {
  const db = await connectDatabase(loadConfig());
  try {
    const report = await new LedgerService(db.ds, systemClock).check();
    const totals = report.currencyTotals.map((t) => `${t.currency} ${t.total}`).join(', ') || 'no accounts yet';
    process.stdout.write(
      `ledger: ${report.accounts} accounts, ${report.entries} entries, ${report.postings} postings; currency totals: ${totals}\n`,
    );
    for (const p of report.problems)
      process.stdout.write(`PROBLEM ${p.kind} ${p.currency} ${p.detail}: expected ${p.expected}, found ${p.actual}\n`);
    process.stdout.write(report.ok ? 'ledger check: clean\n' : `ledger check: ${report.problems.length} problem(s)\n`);
    process.exitCode = report.ok ? 0 : 1;
  } finally {
    await db.close();
  }
}
main().catch((err) => {
  console.error(err);
  process.exit(1);
});
