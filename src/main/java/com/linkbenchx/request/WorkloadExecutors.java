package com.linkbenchx.request;

import com.linkbenchx.results.PhaseLog;
import com.linkbenchx.workload.Workload;
import java.util.Random;

/** Builds each requester's {@link WorkloadOperations} from the run's workload. */
final class WorkloadExecutors implements ExecutorFactory {
  private final Workload workload;
  private final RequestSettings settings;
  private final PhaseLog log;

  WorkloadExecutors(Workload workload, RequestSettings settings, PhaseLog log) {
    this.workload = workload;
    this.settings = settings;
    this.log = log;
  }

  @Override
  public OperationExecutor create(int requesterIndex, int requesterCount, Random rng) {
    if (workload.graph().singleAssociation()) {
      log.info("Testing single row assoc read.");
    }
    return new WorkloadOperations(rng, workload, settings, requesterIndex, requesterCount);
  }

  @Override
  public boolean needsNodeStore() {
    return workload.operationMix().hasNodeOps();
  }
}
