import com.linkbenchx.config.Config;
import com.linkbenchx.request.RequestPhase;
import com.linkbenchx.request.RequestResult;
import com.linkbenchx.request.RequestSettings;
import com.linkbenchx.results.LatencyMetric;
import com.linkbenchx.results.PhaseKind;
import com.linkbenchx.results.PhaseLog;
import com.linkbenchx.results.PhaseMetadata;
import com.linkbenchx.results.PhaseOutputs;
import com.linkbenchx.results.ProcessInfo;
import com.linkbenchx.results.StoreInfo;
import com.linkbenchx.results.WorkloadInfo;
import com.linkbenchx.results.output.CsvStreamExporter;
import com.linkbenchx.store.StoreSet;
import com.linkbenchx.store.noop.NoopStoreProvider;
import com.linkbenchx.workload.Workload;
import java.io.InputStream;
import java.io.StringWriter;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Properties;

/**
 * Driver capacity of the request phase: the shipped operation mix against the no-op store, so
 * every microsecond measured is the driver's own (generator, queue, requesters, workload choices,
 * recording). For each target rate it reports the achieved rate, drops and CPU per event.
 *
 * <p>Run from the project directory: {@code bench/request-capacity.sh [seconds] [rate ...]}.
 */
public final class RequestCapacity {
  public static void main(String[] args) throws Exception {
    long seconds = args.length > 0 ? Long.parseLong(args[0]) : 10;
    long[] rates = {10_000, 50_000, 100_000, 200_000, 500_000};
    if (args.length > 1) {
      rates = new long[args.length - 1];
      for (int i = 1; i < args.length; i++) {
        rates[i - 1] = Long.parseLong(args[i]);
      }
    }
    int requesters = Integer.getInteger("requesters", 20);
    System.out.printf(Locale.ROOT, "requesters=%d seconds=%d cores=%d%n", requesters, seconds,
        Runtime.getRuntime().availableProcessors());
    System.out.println("target/s  achieved/s  achieved/target  dropped  errors  cpu_us/event  cpu_cores"
        + "  addlink_p50/p99_resp_us  addlink_p99_queue_us  gen_lag_max_us  busy_mean");
    for (long rate : rates) {
      run(rate, seconds, requesters);
    }
  }

  private static void run(long rate, long seconds, int requesters) throws Exception {
    Map<String, String> values = shippedWorkload();
    values.remove("data_file");
    values.put("maxid1", "1000001");
    values.put("nlinks_func", "CONST");
    values.put("nlinks_config", "1");
    values.put("nlinks_default", "3");
    values.put("requesters", Integer.toString(requesters));
    values.put("requests", Long.toString(Long.MAX_VALUE));
    values.put("requestrate", Long.toString(rate));
    values.put("maxtime", Long.toString(seconds));
    values.put("displayfreq", Long.toString(seconds * 10));
    values.put("dbid", "bench");
    values.put("request_random_seed", "1");
    Config config = Config.of(values);
    Workload workload = Workload.from(config, false, true);
    StringWriter stream = new StringWriter();
    PhaseMetadata metadata = new PhaseMetadata(PhaseKind.REQUEST,
        new ProcessInfo("bench", List.of(), "localhost", ProcessHandle.current().pid(), "", 1, 0),
        new WorkloadInfo(WorkloadInfo.OPEN_LOOP, rate, requesters, 0, 1, 1000001, Long.MAX_VALUE, seconds * 10, 0,
            seconds, LatencyMetric.RESPONSE),
        new StoreInfo(NoopStoreProvider.class.getName(), NoopStoreProvider.class.getName(), "no-op", "", ""), Map.of());
    PhaseOutputs outputs = new PhaseOutputs(metadata, List.of(new CsvStreamExporter(stream, false, true, "stream")),
        PhaseLog.of(com.linkbenchx.config.Logs.logger()));
    var os = (com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean();
    long cpuBefore = os.getProcessCpuTime();
    long wallBefore = System.nanoTime();
    RequestResult result = new RequestPhase(RequestSettings.from(config), workload,
        new StoreSet(new NoopStoreProvider(), null), outputs, null).run();
    long cpu = os.getProcessCpuTime() - cpuBefore;
    long wall = System.nanoTime() - wallBefore;
    double achieved = result.requestsDone() / (double) seconds;
    String[] lastAddLink = lastRow(stream.toString(), "ADD_LINK");
    System.out.printf(Locale.ROOT, "%8d  %10.0f  %15.4f  %7d  %6d  %12.2f  %9.2f  %23s  %20s  %14s  %9s%n", rate,
        achieved, achieved / rate, result.dropped(), result.errors(),
        cpu / 1000.0 / Math.max(1, result.requestsDone()), cpu / (double) wall,
        lastAddLink == null ? "-" : lastAddLink[9] + "/" + lastAddLink[8],
        lastAddLink == null ? "-" : lastAddLink[13], lastAddLink == null ? "-" : lastAddLink[17],
        lastAddLink == null ? "-" : lastAddLink[14]);
  }

  private static String[] lastRow(String csv, String op) {
    String[] found = null;
    for (String line : csv.split("\n")) {
      String[] columns = line.split(",");
      if (columns.length > 12 && columns[2].equals(op)) {
        found = columns;
      }
    }
    return found;
  }

  private static Map<String, String> shippedWorkload() throws Exception {
    Properties properties = new Properties();
    try (InputStream in = Files.newInputStream(Path.of("config/FBWorkload.properties"))) {
      properties.load(in);
    }
    Map<String, String> values = new HashMap<>();
    properties.stringPropertyNames().forEach(key -> values.put(key, properties.getProperty(key)));
    return values;
  }
}
