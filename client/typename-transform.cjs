// The client preset's own document transform, for codegen.yml (a YAML config names a transform by
// module, and takes that module's `transform` export): every selection set asks for `__typename`,
// so the persisted documents the server runs by hash give Apollo's cache what it reads.
const { addTypenameSelectionDocumentTransform } = require("@graphql-codegen/client-preset");

// Codegen prints each document through graphql-tag, whose cache of fragment texts lasts the whole
// run: a fragment printed for src/gql/ and again here with `__typename` added reads as two
// fragments of one name, and graphql-tag warned about each on every build. Names are unique all
// the same: codegen refuses a document set with two fragments of one name.
require("graphql-tag").disableFragmentWarnings();

exports.transform = addTypenameSelectionDocumentTransform.transform;
