// The client preset's own document transform, for codegen.yml (a YAML config names a transform by
// module, and takes that module's `transform` export): every selection set asks for `__typename`,
// so the persisted documents the server runs by hash give Apollo's cache what it reads.
const { addTypenameSelectionDocumentTransform } = require("@graphql-codegen/client-preset");

exports.transform = addTypenameSelectionDocumentTransform.transform;
