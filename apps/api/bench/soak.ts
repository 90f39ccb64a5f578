/**
 * `pnpm bench:soak`: ten minutes (SOAK_MINUTES) of mixed traffic at 200 requests per second
 * (SOAK_RATE) against one server on the bench data — board reads, task moves, mood posts and
 * metrics polls, as a busy team and its status page would send them — then a verdict on the
 * three things that drift when something leaks: p99 latency of the last minute against the
 * first (≤ 1.5×), the server's memory after warm-up against the end (≤ 20 % growth), errors
 * (none). PGlite by default; PostgreSQL with BENCH_DATABASE_URL.
 */
import { readFileSync } from "node:fs";
import { launchBenchServer } from "./launch.js";
import { type PacedRequest, paced, percentile } from "./pacer.js";

const MINUTES = Number(process.env.SOAK_MINUTES ?? 10);
const RATE = Number(process.env.SOAK_RATE ?? 200);
const COLUMNS = ["todo", "inprogress", "review", "done"] as const;

/** Resident memory of a process, in MiB (Linux). */
function rssMiB(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kib = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kib / 1024;
}

const server = await launchBenchServer(process.env.BENCH_DATABASE_URL);
try {
  const { base, sessions, ids, taskIds } = server;
  const consultant = { cookie: sessions.consultant.cookie };
  const client = { cookie: sessions.client.cookie };
  const mix: ((i: number) => PacedRequest)[] = [
    // 4 in 10: the board of a 200-task project, read by its consultant.
    () => ({ method: "GET", path: `/api/projects/${ids.bigProjectId}/board`, headers: consultant }),
    () => ({ method: "GET", path: `/api/projects/${ids.bigProjectId}/board`, headers: consultant }),
    () => ({ method: "GET", path: `/api/projects/${ids.bigProjectId}/board`, headers: consultant }),
    () => ({ method: "GET", path: `/api/projects/${ids.bigProjectId}/board`, headers: consultant }),
    // 2 in 10: a task moved to another column and place.
    (i) => ({
      method: "PUT",
      path: `/api/tasks/${taskIds[i % taskIds.length]}/move`,
      headers: consultant,
      body: JSON.stringify({ columnId: COLUMNS[i % COLUMNS.length], orderIndex: i % 7 }),
    }),
    (i) => ({
      method: "PUT",
      path: `/api/tasks/${taskIds[(i * 7) % taskIds.length]}/move`,
      headers: consultant,
      body: JSON.stringify({ columnId: COLUMNS[(i + 1) % COLUMNS.length], orderIndex: 0 }),
    }),
    // 1 in 10: a mood entry by the client of the demo project.
    (i) => ({
      method: "POST",
      path: "/api/team-mood",
      headers: client,
      body: JSON.stringify({
        projectId: ids.clientProjectId,
        moodScore: 1 + (i % 5),
        energyLevel: 1 + ((i + 2) % 5),
        stressLevel: 1 + ((i + 4) % 5),
      }),
    }),
    // 3 in 10: the status page's metrics poll.
    () => ({ method: "GET", path: "/api/monitoring/metrics" }),
    () => ({ method: "GET", path: "/api/monitoring/metrics" }),
    () => ({ method: "GET", path: "/api/monitoring/metrics" }),
  ];

  process.stdout.write(`Soak: ${MINUTES} min at ${RATE} req/s (${server.label})…\n`);
  const memory: number[] = [rssMiB(server.pid)];
  const sampler = setInterval(() => memory.push(rssMiB(server.pid)), 60_000);
  const result = await paced(base, RATE, MINUTES * 60, (i) => {
    const make = mix[i % mix.length];
    if (!make) throw new Error("empty mix");
    return make(i);
  });
  clearInterval(sampler);
  memory.push(rssMiB(server.pid));

  const minute = (m: number) =>
    result.latencies.filter((_, i) => {
      const at = result.completedAt[i] ?? 0;
      return at >= m * 60_000 && at < (m + 1) * 60_000;
    });
  process.stdout.write("\n| minute | requests | p50 ms | p99 ms | server RSS MiB |\n");
  for (let m = 0; m < MINUTES; m++) {
    const latencies = minute(m);
    process.stdout.write(
      `| ${String(m + 1).padStart(6)} | ${String(latencies.length).padStart(8)} | ${percentile(latencies, 50).toFixed(1).padStart(6)} | ${percentile(latencies, 99).toFixed(1).padStart(6)} | ${(memory[m + 1] ?? 0).toFixed(0).padStart(14)} |\n`,
    );
  }
  const first = percentile(minute(0), 99);
  const last = percentile(minute(MINUTES - 1), 99);
  // Warm-up: the first minute fills caches, JIT and pools; growth counts from its end.
  const warm = memory[1] ?? memory[0] ?? 0;
  const end = memory[memory.length - 1] ?? 0;
  const growth = ((end - warm) / warm) * 100;
  const verdict = (ok: boolean) => (ok ? "pass" : "MISS");
  process.stdout.write(
    `\np99 last minute / first minute: ${last.toFixed(1)} / ${first.toFixed(1)} ms = ${(last / first).toFixed(2)}× (target ≤ 1.2×: ${verdict(last <= 1.2 * first)})\n` +
      `memory after warm-up → end: ${warm.toFixed(0)} → ${end.toFixed(0)} MiB = ${growth.toFixed(1)} % (target ≤ 10 %: ${verdict(growth <= 10)})\n` +
      `errors: ${result.errors} of ${result.latencies.length} (target 0: ${verdict(result.errors === 0)})\n`,
  );
} finally {
  await server.stop();
}
