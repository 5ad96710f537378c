package com.linkbenchx.store;

import com.linkbenchx.model.RetryTally;
import java.util.List;

/**
 * Optional provider capability of a store spread over several endpoints: their names and each one's
 * retry, conflict and failover counts so far, in the order the configuration lists them.
 */
public interface EndpointReporting {
  List<String> endpointNames();

  /** One tally per endpoint; failovers are counted against the endpoint the workers left. */
  List<RetryTally> endpointTallies();
}
