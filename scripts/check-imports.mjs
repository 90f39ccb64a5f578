#!/usr/bin/env node
/**
 * The shape of the imports inside the API and the two web apps, read by dependency-cruiser (its
 * graph of `apps/api/src`, `apps/dashboard/src` and `apps/marketing/src`, the apps' tests and
 * stories left out) and held to ARCHITECTURE.md's rules:
 *
 * - no import circle between files;
 * - no pair of modules (the API's `modules/<name>`, the web apps' `features/<name>` and
 *   `routes/<name>`) that import each other: a module that needs another's news hears it as a
 *   domain event (lib/domain-events.ts) rather than being imported by it;
 * - no module imports `@trpc/server`: the framework stays in `core/` and the adapters
 *   (`plugins/`), and domain code throws `AppError` and tells a refusal by `appErrorCode`
 *   (lib/app-error.ts);
 * - in the design system (`packages/ui/src`, its tests and stories read too), nothing outside
 *   `widgets/` imports a widget: the primitives know nothing of the product widgets built on
 *   them, whether by a relative path or by `@cairn/ui/widgets/<name>`;
 * - the requests named in `reach` cross at most so many files of modules: everything a procedure
 *   file imports, and everything those import, is what a reader (and the request) goes through.
 *
 * It prints the graph's figures (files, arrows, modules, module arrows, pairs of folders that
 * import each other) whether it passes or not, so a change's effect on the shape can be read.
 * Part of `pnpm lint`; `node scripts/check-imports.mjs` alone.
 *
 * dependency-cruiser reads TypeScript with the compiler API of `typescript` 2–6, which version 7
 * (this repository's) no longer has: pnpm-workspace.yaml gives it a 5.9 of its own. Type-only
 * imports count like the others.
 */
import { cruise } from "dependency-cruiser";

/** The workspaces read, each with the folders whose subfolders are its modules. */
const WORKSPACES = [
  {
    root: "apps/api/src/",
    modules: ["modules"],
    forbidden: [
      {
        why: "the framework stays at the edge, out of modules/",
        from: /^modules\//,
        module: /^@trpc\/server/,
      },
    ],
    // A change's subscribers are the composition root's (subscribers.ts), not the aggregate's;
    // the request context is the edge's (plugins/request-context.ts), not the core's.
    reach: [
      { what: "a task move", file: "modules/board/move.ts", most: 15 },
      { what: "a board read", file: "modules/board/get.ts", most: 10 },
    ],
  },
  {
    root: "apps/dashboard/src/",
    modules: ["features", "routes"],
  },
  {
    root: "apps/marketing/src/",
    modules: ["features", "routes"],
    // A small site: fewer files than the others' floor of 50.
    least: 40,
    // Every pair of its folders counts, not only modules: the frame, the parts and the helpers
    // import each other no more than features do.
    everyPair: true,
  },
  {
    // The design system: its primitives (every folder but `widgets/`) and the product widgets
    // built on them (`widgets/<name>`, each a module). Its tests and stories are read too: a
    // primitive's story that showed a widget would tie the two as surely as its source.
    root: "packages/ui/src/",
    modules: ["widgets"],
    forbidden: [
      {
        why: "a primitive never imports a widget",
        from: /^(?!widgets\/)/,
        to: /^widgets\//,
        module: /^@cairn\/ui\/widgets(\/|$)/,
      },
    ],
  },
];

/**
 * The unit a file belongs to: a module (`modules/<name>`), its top-level folder, or itself at
 * the root (the API's root holds both what everything reads, `env.ts`, and what composes
 * everything, `app.ts`: one unit of them would be a circle of its own).
 */
function folderOf(workspace, file) {
  const parts = file.slice(workspace.root.length).split("/");
  if (parts.length === 1) return parts[0];
  return workspace.modules.includes(parts[0]) && parts.length > 2
    ? `${parts[0]}/${parts[1]}`
    : parts[0];
}

/**
 * The folders in layers, and the arrows that run back up: an order of the folders with as few
 * arrows against it as a greedy search finds (Eades, Lin and Smyth's heuristic for a minimum
 * feedback arc set: sinks to the end, sources to the front, else the folder that sends most more
 * than it receives), then each folder's layer is the longest chain of forward arrows under it.
 */
function layering(arrows) {
  const nodes = new Set([...arrows.keys(), ...[...arrows.values()].flatMap((set) => [...set])]);
  const incoming = new Map([...nodes].map((node) => [node, new Set()]));
  for (const [from, targets] of arrows) for (const to of targets) incoming.get(to).add(from);
  const left = new Set(nodes);
  const front = [];
  const back = [];
  const outs = (node) => [...(arrows.get(node) ?? [])].filter((to) => left.has(to)).length;
  const ins = (node) => [...incoming.get(node)].filter((from) => left.has(from)).length;
  while (left.size > 0) {
    let moved = true;
    while (moved) {
      moved = false;
      for (const node of [...left].sort()) {
        if (outs(node) === 0) {
          back.unshift(node);
          left.delete(node);
          moved = true;
        } else if (ins(node) === 0) {
          front.push(node);
          left.delete(node);
          moved = true;
        }
      }
    }
    if (left.size === 0) break;
    const [pick] = [...left].sort(
      (a, b) => outs(b) - ins(b) - (outs(a) - ins(a)) || (a < b ? -1 : 1),
    );
    front.push(pick);
    left.delete(pick);
  }
  const order = [...front, ...back];
  const rank = new Map(order.map((node, index) => [node, index]));
  let backUp = 0;
  const height = new Map();
  for (const node of [...order].reverse()) {
    let below = 0;
    for (const to of arrows.get(node) ?? []) {
      if (rank.get(to) > rank.get(node)) below = Math.max(below, height.get(to) + 1);
      else backUp += 1;
    }
    height.set(node, below);
  }
  return { layers: Math.max(0, ...height.values()) + 1, backUp };
}

/** Strongly connected groups of more than one file: the import circles (Tarjan). */
function circles(nodes, arrows) {
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const found = [];
  let next = 0;
  const visit = (node) => {
    index.set(node, next);
    low.set(node, next);
    next += 1;
    stack.push(node);
    onStack.add(node);
    for (const to of arrows.get(node) ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(node, Math.min(low.get(node), low.get(to)));
      } else if (onStack.has(to)) {
        low.set(node, Math.min(low.get(node), index.get(to)));
      }
    }
    if (low.get(node) === index.get(node)) {
      const group = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        group.push(member);
      } while (member !== node);
      if (group.length > 1) found.push(group.sort());
    }
  };
  for (const node of nodes) if (!index.has(node)) visit(node);
  return found;
}

const { output } = await cruise(
  WORKSPACES.map((workspace) => workspace.root),
  {
    // `import type` is an arrow too: a circle of types is still a circle to read.
    tsPreCompilationDeps: true,
    // The apps' tests and stories are left out; the design system's are read (see WORKSPACES).
    exclude: { path: "^apps/.*(\\.(test|stories|walk)\\.tsx?$|/test/)" },
    doNotFollow: { path: "node_modules" },
  },
);

const count = (map) => [...map.values()].reduce((sum, set) => sum + set.size, 0);
const problems = [];
for (const workspace of WORKSPACES) {
  const { root } = workspace;
  const folder = (file) => folderOf(workspace, file);
  const files = new Set(
    output.modules.map((module) => module.source).filter((source) => source.startsWith(root)),
  );
  const arrows = new Map();
  for (const module of output.modules) {
    if (!files.has(module.source)) continue;
    const targets = new Set();
    for (const dependency of module.dependencies) {
      if (files.has(dependency.resolved)) targets.add(dependency.resolved);
      const from = module.source.slice(root.length);
      const to = files.has(dependency.resolved) ? dependency.resolved.slice(root.length) : null;
      for (const rule of workspace.forbidden ?? []) {
        if (!rule.from.test(from)) continue;
        const hit =
          (rule.module?.test(dependency.module) ?? false) ||
          (to !== null && (rule.to?.test(to) ?? false));
        if (hit) problems.push(`${rule.why}: ${module.source} imports ${dependency.module}`);
      }
    }
    arrows.set(module.source, targets);
  }

  const folderArrows = new Map();
  for (const [from, targets] of arrows) {
    for (const to of targets) {
      if (folder(from) === folder(to)) continue;
      if (!folderArrows.has(folder(from))) folderArrows.set(folder(from), new Set());
      folderArrows.get(folder(from)).add(folder(to));
    }
  }
  const folderPairs = [];
  for (const [a, targets] of folderArrows) {
    for (const b of targets) {
      if (a < b && folderArrows.get(b)?.has(a)) folderPairs.push(`${a} ↔ ${b}`);
    }
  }
  const isModule = (name) => workspace.modules.some((parent) => name.startsWith(`${parent}/`));
  const modulePairs = folderPairs.filter((pair) => pair.split(" ↔ ").every(isModule)).sort();
  const fileCircles = circles([...files].sort(), arrows);
  const { layers, backUp } = layering(folderArrows);
  // A graph of nothing would pass every rule.
  const least = workspace.least ?? 50;
  if (files.size < least) {
    problems.push(`${root}: only ${files.size} files read; is it still there?`);
  }

  const reached = (workspace.reach ?? []).map(({ what, file, most }) => {
    const seen = new Set();
    const stack = [`${root}${file}`];
    if (!files.has(stack[0])) problems.push(`${root}${file} (${what}) is not there`);
    while (stack.length > 0) {
      const next = stack.pop();
      if (seen.has(next)) continue;
      seen.add(next);
      stack.push(...(arrows.get(next) ?? []));
    }
    const inModules = [...seen].filter((name) => isModule(folder(name))).length;
    if (inModules > most) {
      problems.push(`${what} (${file}) crosses ${inModules} files of modules; at most ${most}`);
    }
    return `${what} crosses ${inModules} files of modules (${seen.size} in all)`;
  });

  process.stdout.write(
    `${root}: ${files.size} files, ${count(arrows)} arrows; ${folderArrows.size} folders, ` +
      `${count(folderArrows)} arrows between them, ${folderPairs.length} pairs that import ` +
      `each other (${modulePairs.length} of modules), ${layers} layers with ${backUp} arrows ` +
      `back up; ${fileCircles.length} file circles${reached.map((line) => `; ${line}`).join("")}\n`,
  );
  problems.push(
    ...fileCircles.map((group) => `import circle: ${group.join(" → ")}`),
    ...modulePairs.map((pair) => `modules that import each other: ${pair}`),
    ...(workspace.everyPair ? folderPairs : [])
      .filter((pair) => !modulePairs.includes(pair))
      .map((pair) => `folders that import each other: ${pair}`),
  );
}
for (const problem of problems) process.stderr.write(`  ✗ ${problem}\n`);
process.exit(problems.length > 0 ? 1 : 0);
