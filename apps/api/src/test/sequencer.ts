/**
 * The order the API test files start in: Vitest's own (failed first, then longest or largest
 * first), except that files which start other processes (a server as `npm start` runs it, the
 * admin CLI, a job process) go first. Such a file spends most of its time waiting for its
 * processes to start and answer, and on a fresh clone Vitest has no durations yet and starts the
 * largest files first: these small files came last, and the run ended with one of them waiting
 * alone (process.int.test.ts, 99 s, while the other worker had nothing left). Started first,
 * their waits overlap the other worker's files.
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
    return [...first, ...sorted.filter((spec) => !first.includes(spec))];
  }
}
