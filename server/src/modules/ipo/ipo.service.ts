import type { IpoCommands } from './ipo.commands';
import type { IpoDraw } from './ipo.draw';
import type { IpoQueries } from './ipo.queries';

export { IPO_EVENT, type MoneyGate } from './ipo.rows';
export type { IpoDrawView } from './ipo.queries';

/**
 * New-stock subscriptions, as the resolvers, jobs and public records see them (`services.ipo`): one
 * name for the three roles, each method handed on unchanged. The work is in the roles —
 * ipo.commands.ts (ops' offerings, users' applications), ipo.draw.ts (the draw and the issuance jobs)
 * and ipo.queries.ts (reads) — with the calculations in ipo-rules.ts.
 */
export class IpoService {
  constructor(
    readonly commands: IpoCommands,
    readonly draws: IpoDraw,
    readonly queries: IpoQueries,
  ) {}

  // Ops: offerings; users: applying and cancelling.
  createOffering: IpoCommands['createOffering'] = (...a) => this.commands.createOffering(...a);
  updateOffering: IpoCommands['updateOffering'] = (...a) => this.commands.updateOffering(...a);
  cancelOffering: IpoCommands['cancelOffering'] = (...a) => this.commands.cancelOffering(...a);
  apply: IpoCommands['apply'] = (...a) => this.commands.apply(...a);
  cancelApplication: IpoCommands['cancelApplication'] = (...a) => this.commands.cancelApplication(...a);

  // The draw and the issuance (jobs; ops may run a due draw by hand).
  drawDue: IpoDraw['drawDue'] = () => this.draws.drawDue();
  draw: IpoDraw['draw'] = (...a) => this.draws.draw(...a);
  issueDue: IpoDraw['issueDue'] = () => this.draws.issueDue();
  issue: IpoDraw['issue'] = (...a) => this.draws.issue(...a);

  // Reads.
  offering: IpoQueries['offering'] = (...a) => this.queries.offering(...a);
  offeringsByIds: IpoQueries['offeringsByIds'] = (...a) => this.queries.offeringsByIds(...a);
  offerings: IpoQueries['offerings'] = (...a) => this.queries.offerings(...a);
  phase: IpoQueries['phase'] = (...a) => this.queries.phase(...a);
  marketFigures: IpoQueries['marketFigures'] = (...a) => this.queries.marketFigures(...a);
  applicationCounts: IpoQueries['applicationCounts'] = (...a) => this.queries.applicationCounts(...a);
  myApplications: IpoQueries['myApplications'] = (...a) => this.queries.myApplications(...a);
  applicationOf: IpoQueries['applicationOf'] = (...a) => this.queries.applicationOf(...a);
  offeringApplications: IpoQueries['offeringApplications'] = (...a) => this.queries.offeringApplications(...a);
  drawView: IpoQueries['drawView'] = (...a) => this.queries.drawView(...a);
}
