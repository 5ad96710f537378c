package com.linkbenchx.workload;

import com.linkbenchx.config.Logs;
import java.util.ArrayList;
import java.util.List;
import org.apache.logging.log4j.Level;
import org.apache.logging.log4j.LogManager;
import org.apache.logging.log4j.core.LogEvent;
import org.apache.logging.log4j.core.Logger;
import org.apache.logging.log4j.core.appender.AbstractAppender;
import org.apache.logging.log4j.core.config.Property;

/** Collects "LEVEL message" lines of the LinkBench logger while open (tests only). */
public final class LogCapture extends AbstractAppender implements AutoCloseable {
  private final Logger logger = (Logger) LogManager.getLogger(Logs.LOGGER_NAME);
  private final Level previousLevel;
  private final List<String> lines = new ArrayList<>();

  public LogCapture() {
    super("test-capture", null, null, true, Property.EMPTY_ARRAY);
    start();
    previousLevel = logger.getLevel();
    logger.addAppender(this);
    logger.setLevel(Level.ALL);
  }

  @Override
  public synchronized void append(LogEvent event) {
    lines.add(event.getLevel() + " " + event.getMessage().getFormattedMessage());
  }

  public synchronized List<String> lines() {
    return List.copyOf(lines);
  }

  public synchronized long count(String prefix) {
    return lines.stream().filter(line -> line.startsWith(prefix)).count();
  }

  @Override
  public void close() {
    logger.removeAppender(this);
    logger.setLevel(previousLevel);
    stop();
  }
}
