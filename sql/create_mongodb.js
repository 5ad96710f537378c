// Collections and index of the LinkBenchX MongoDB store, for mongosh:
//
//   mongosh 'mongodb://HOST:27017/linkdb0' sql/create_mongodb.js
//
// The database in the connection string is the dbid. The names below must match linktable,
// counttable and nodetable in the configuration; the node id counter lives in <nodetable>_sequence.
// Running it again changes nothing. The driver does the same itself with -D create_tables=true.
//
// Documents (every natural key is the _id, so no other unique index is needed):
//   links  {_id: {id1, link_type, id2}, visibility, data, time, version}
//   counts {_id: {id1, link_type}, count, time, version}
//   nodes  {_id: id, type, version, time, data}
const linktable = 'linktable';
const counttable = 'counttable';
const nodetable = 'nodetable';

const existing = db.getCollectionNames();
for (const name of [linktable, counttable, nodetable, nodetable + '_sequence']) {
  if (!existing.includes(name)) {
    db.createCollection(name);
  }
}

// GET_LINKS_LIST: visible links of (id1, link_type) in a time range, newest first, ties by
// descending id2. Without this index every such request scans the collection.
db.getCollection(linktable).createIndex({'_id.id1': 1, '_id.link_type': 1, visibility: 1, time: -1, '_id.id2': -1}, {name: 'id1_type_visibility_time'});

print('LinkBenchX collections and index ready in database ' + db.getName());
