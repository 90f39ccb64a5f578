/**
 * The order the API test files start in: Vitest's own (failed first, then longest or largest
 * first), except that files which start other processes (a server as `npm start` runs it, the
 * admin CLI, a job process) go first. Such a file spends most of its time waiting for its
 * processes to start and answer, and on a fresh clone Vitest has no durations yet and starts the
 * largest files first: these small files came last, and the run ended with one of them waiting
 * alone (process.int.test.ts, 99 s, while the other worker had nothing left). Started first,
 * their waits overlap the other worker's files. The files that run in a process of their own
 * (vitest.config.ts's ISOLATED) come next, for the same reason: each imports the app afresh, and
 * last they made a tail of 18 s in which the two workers' imports overlapped only each other.
 */
import { readFileSync } from "node:fs";
import { BaseSequencer, type TestSpecification } from "vitest/node";

const STARTS_PROCESSES = /from "node:child_process"|\/test\/server-process\.js"/;

function startsProcesses(file: string): boolean {
  return STARTS_PROCESSES.test(readFileSync(file, "utf8"));
}

export class ProcessesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const first = sorted.filter((spec) => startsProcesses(spec.moduleId));
    const isolated = sorted.filter(
      (spec) => !first.includes(spec) && spec.project.name === "api-isolated",
    );
    return [
      ...first,
      ...isolated,
      ...sorted.filter((spec) => ![...first, ...isolated].includes(spec)),
    ];
  }
}
