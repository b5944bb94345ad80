import { FulfilmentRpc } from '@fabelhaft/contracts';
import { rpcBinding } from '@fabelhaft/service-kit/service';
import { fulfilmentDeps } from '../fulfilment.deps';
import { getPrintJob, listPrintJobs, printSteps } from '../read-model/print-jobs.query';
import { cancelPrintJob, reprintPrintJob } from './support-actions';

/** Support's print jobs (issue #15, BFF /admin/print-jobs*). */
export const listPrintJobsRpc = rpcBinding(FulfilmentRpc.listPrintJobs, (r, _m, { moduleRef }) =>
  listPrintJobs(fulfilmentDeps(moduleRef).pool, r),
);

export const getPrintJobRpc = rpcBinding(FulfilmentRpc.getPrintJob, (r, _m, { moduleRef }) => {
  const { pool, store } = fulfilmentDeps(moduleRef);
  return getPrintJob(pool, store, r.printJobId);
});

export const cancelPrintJobRpc = rpcBinding(FulfilmentRpc.cancelPrintJob, (r, m, { moduleRef }) =>
  cancelPrintJob(fulfilmentDeps(moduleRef), r, m),
);

export const reprintPrintJobRpc = rpcBinding(FulfilmentRpc.reprintPrintJob, (r, m, { moduleRef }) =>
  reprintPrintJob(fulfilmentDeps(moduleRef), r, m),
);

/** issue #24: the customer's print steps with their dates (BFF GET /books/orders, the owner from the token). */
export const printStepsRpc = rpcBinding(FulfilmentRpc.printSteps, (r, _m, { moduleRef }) => {
  const { pool, store } = fulfilmentDeps(moduleRef);
  return printSteps(pool, store, r);
});
