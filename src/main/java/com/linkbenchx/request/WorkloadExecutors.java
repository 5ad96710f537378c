package com.linkbenchx.request;

import com.linkbenchx.results.PhaseLog;
import com.linkbenchx.workload.Workload;
import java.util.Random;

/** Builds each requester's {@link WorkloadOperations} from the run's workload. */
record WorkloadExecutors(Workload workload, RequestSettings settings, PhaseLog log) implements ExecutorFactory {
  @Override
  public OperationExecutor create(int requesterIndex, int requesterCount, Random rng) {
    if (workload.graph().singleAssociation()) {
      log.info("Testing single row assoc read.");
    }
    return new WorkloadOperations(rng, workload, settings, requesterIndex, requesterCount);
  }
}
