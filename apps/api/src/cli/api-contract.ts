/**
 * The API contract's release gate (docs/api-versioning.md):
 *
 *   pnpm --filter @cairn/api contract:check     compare the current document with the last
 *                                               release; exit 1 on a breaking change without
 *                                               a new major version
 *   pnpm --filter @cairn/api contract:release   write the current document as the released one
 *                                               (the release workflow does, after versioning)
 */
import { writeFileSync } from "node:fs";
import { API_VERSION } from "../lib/version.js";
import { compareContracts, formatReport } from "../rest/api-compatibility.js";
import {
  currentDocument,
  pendingApiBump,
  RELEASED_DOCUMENT,
  releasedDocument,
} from "../rest/contract-documents.js";

const command = process.argv[2];
if (command === "release") {
  writeFileSync(RELEASED_DOCUMENT, `${JSON.stringify(currentDocument(), null, 2)}\n`);
  process.stdout.write(`Wrote openapi/released.json for @cairn/api ${API_VERSION}.\n`);
} else if (command === "check") {
  const report = compareContracts(releasedDocument(), currentDocument(), pendingApiBump());
  process.stdout.write(`${formatReport(report)}\n`);
  process.exitCode = report.compatible ? 0 : 1;
} else {
  process.stderr.write("usage: api-contract check|release\n");
  process.exitCode = 2;
}
