package com.linkbenchx.store;

import com.linkbenchx.model.RetryTally;

/** Optional provider capability: the retry counts of every store the provider opened so far. */
public interface RetryReporting {
  RetryTally retryTally();
}
