package com.linkbenchx.request;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;

/** A long counter on a cache line of its own, so the queue's producer and consumers don't falsely share. */
final class PaddedSequence extends PaddedSequenceValue {
  @SuppressWarnings("unused")
  private long q1, q2, q3, q4, q5, q6, q7;

  private static final VarHandle VALUE;

  static {
    try {
      VALUE = MethodHandles.lookup().findVarHandle(PaddedSequenceValue.class, "value", long.class);
    } catch (ReflectiveOperationException e) {
      throw new ExceptionInInitializerError(e);
    }
  }

  long get() {
    return (long) VALUE.getVolatile(this);
  }

  long getPlain() {
    return (long) VALUE.get(this);
  }

  void set(long newValue) {
    VALUE.setVolatile(this, newValue);
  }

  boolean compareAndSet(long expected, long newValue) {
    return VALUE.compareAndSet(this, expected, newValue);
  }
}

/** Superclass fields are laid out first, so the padding surrounds the value whatever the JVM reorders. */
abstract class PaddedSequencePadding {
  @SuppressWarnings("unused")
  private long p1, p2, p3, p4, p5, p6, p7;
}

abstract class PaddedSequenceValue extends PaddedSequencePadding {
  protected long value;
}
