#!/usr/bin/env node
// The command's entry stays in the repository, so that installing links it before anything is
// built (a bin pointing into dist/ made pnpm warn on a fresh clone); it runs the built server.
import "../dist/main.js";
