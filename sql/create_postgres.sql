-- LinkBench schema for PostgreSQL. The dbid of the configuration is a schema inside the database
-- named by pgsql_database (default linkbench). Run with psql, naming the schema:
--   createdb -h HOST -U USER linkbench
--   psql -h HOST -U USER -d linkbench -v schema=linkdb0 -f sql/create_postgres.sql
-- Without -v schema=... the schema is linkdb0. The table names below are the defaults of the
-- linktable, counttable and nodetable keys. The driver can also create a missing schema and
-- tables itself: run it with -D create_tables=true.

\if :{?schema}
\else
  \set schema linkdb0
\endif

CREATE SCHEMA IF NOT EXISTS :"schema";
SET search_path TO :"schema";

CREATE TABLE IF NOT EXISTS linktable (
  id1 bigint NOT NULL DEFAULT 0,
  id2 bigint NOT NULL DEFAULT 0,
  link_type bigint NOT NULL DEFAULT 0,
  visibility smallint NOT NULL DEFAULT 0,
  data bytea NOT NULL DEFAULT '',
  time bigint NOT NULL DEFAULT 0,
  version int NOT NULL DEFAULT 0,
  PRIMARY KEY (link_type, id1, id2)
);
-- Range queries read this index backwards: newest links first.
CREATE INDEX IF NOT EXISTS id1_type ON linktable (id1, link_type, visibility, time, id2, version, data);

CREATE TABLE IF NOT EXISTS counttable (
  id bigint NOT NULL DEFAULT 0,
  link_type bigint NOT NULL DEFAULT 0,
  count bigint NOT NULL DEFAULT 0,
  time bigint NOT NULL DEFAULT 0,
  version bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (id, link_type)
);

-- Node ids come from the sequence nodetable_id_seq, which resetNodeStore restarts.
CREATE TABLE IF NOT EXISTS nodetable (
  id bigserial NOT NULL,
  type int NOT NULL,
  version bigint NOT NULL,
  time int NOT NULL,
  data bytea NOT NULL,
  PRIMARY KEY (id)
);
