package com.linkbenchx.store;

import com.linkbenchx.model.RetryTally;
import java.util.List;

/** Optional capability of a store spread over several endpoints: their names and counts, in configuration order. */
public interface EndpointReporting {
  List<String> endpointNames();

  /** One tally per endpoint; failovers are counted against the endpoint the workers left. */
  List<RetryTally> endpointTallies();
}
