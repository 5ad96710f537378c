-- LinkBench schema for MySQL 8 and MariaDB (InnoDB).
--
-- This file names no database: select one on the command line, for example
--   mysql -h HOST -u USER -p -e 'CREATE DATABASE IF NOT EXISTS linkdb'
--   mysql -h HOST -u USER -p linkdb < sql/create_innodb.sql
-- and set dbid = linkdb in the configuration. The table names below are the
-- defaults of the linktable, counttable and nodetable keys. The driver can
-- also create missing tables itself: run it with -D create_tables=true.
--
-- Payloads are arbitrary bytes; latin1 maps every byte to one character, so
-- they are stored and read back unchanged whatever the server's default
-- character set is.

CREATE TABLE IF NOT EXISTS linktable (
  id1 BIGINT UNSIGNED NOT NULL DEFAULT 0,
  id2 BIGINT UNSIGNED NOT NULL DEFAULT 0,
  link_type BIGINT UNSIGNED NOT NULL DEFAULT 0,
  visibility TINYINT NOT NULL DEFAULT 0,
  data VARCHAR(255) NOT NULL DEFAULT '',
  time BIGINT UNSIGNED NOT NULL DEFAULT 0,
  version INT UNSIGNED NOT NULL DEFAULT 0,
  PRIMARY KEY (link_type, id1, id2),
  -- Range queries force this index: a backward scan gives newest links first.
  KEY id1_type (id1, link_type, visibility, time, id2, version, data)
) ENGINE=InnoDB DEFAULT CHARSET=latin1 PARTITION BY KEY(id1) PARTITIONS 16;

CREATE TABLE IF NOT EXISTS counttable (
  id BIGINT UNSIGNED NOT NULL DEFAULT 0,
  link_type BIGINT UNSIGNED NOT NULL DEFAULT 0,
  count INT UNSIGNED NOT NULL DEFAULT 0,
  time BIGINT UNSIGNED NOT NULL DEFAULT 0,
  version BIGINT UNSIGNED NOT NULL DEFAULT 0,
  PRIMARY KEY (id, link_type)
) ENGINE=InnoDB DEFAULT CHARSET=latin1;

CREATE TABLE IF NOT EXISTS nodetable (
  id BIGINT UNSIGNED NOT NULL AUTO_INCREMENT,
  type INT UNSIGNED NOT NULL,
  version BIGINT UNSIGNED NOT NULL,
  time INT UNSIGNED NOT NULL,
  data MEDIUMTEXT NOT NULL,
  PRIMARY KEY (id)
) ENGINE=InnoDB DEFAULT CHARSET=latin1;
