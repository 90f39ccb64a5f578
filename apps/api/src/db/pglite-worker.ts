/**
 * The embedded database's thread (worker_threads entry; db/pglite-thread.ts starts it). PGlite
 * runs here, off the thread that serves HTTP, so a query's work uses the second core. The API's
 * thread lends the session to one caller at a time (db/serialized-driver.ts), so statements —
 * BEGIN, COMMIT, savepoints included — arrive here one by one on PGlite's single session.
 */
import { type MessagePort, parentPort, workerData } from "node:worker_threads";
import type { PGlite } from "@electric-sql/pglite";
import { createPglite } from "./pglite-create.js";
import {
  errorFields,
  type Reply,
  type Request,
  type WorkerOpenOptions,
} from "./pglite-messages.js";

if (!parentPort)
  throw new Error("db/pglite-worker.ts runs as a worker thread (db/pglite-thread.ts)");
const port: MessagePort = parentPort;
const post = (reply: Reply) => port.postMessage(reply);

const options = workerData as WorkerOpenOptions;
const unlisteners = new Map<number, () => Promise<void>>();

async function answer(pglite: PGlite, request: Request): Promise<void> {
  switch (request.type) {
    case "query": {
      const result = await pglite.query(request.sql, request.params as unknown[], {
        rowMode: "object",
      });
      post({
        type: "result",
        id: request.id,
        rows: result.rows,
        affectedRows: result.affectedRows,
      });
      return;
    }
    case "listen": {
      const listenId = request.id;
      const unlisten = await pglite.listen(request.channel, (payload) =>
        post({ type: "notification", listenId, payload }),
      );
      unlisteners.set(listenId, unlisten);
      post({ type: "done", id: request.id });
      return;
    }
    case "unlisten": {
      await unlisteners.get(request.listenId)?.();
      unlisteners.delete(request.listenId);
      post({ type: "done", id: request.id });
      return;
    }
    case "close": {
      await pglite.close();
      post({ type: "done", id: request.id });
      // Nothing else to wait for: the thread ends once its port is closed.
      port.close();
      return;
    }
  }
}

try {
  const pglite = await createPglite({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: new Blob([options.loadDataDir]) } : {}),
  });
  port.on("message", (request: Request) => {
    answer(pglite, request).catch((error: unknown) =>
      post({ type: "error", id: request.id, error: errorFields(error) }),
    );
  });
  post({ type: "ready" });
} catch (error) {
  post({ type: "failed", error: errorFields(error) });
  port.close();
}
