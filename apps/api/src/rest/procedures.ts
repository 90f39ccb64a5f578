/**
 * The procedures of a router, walked once: each with its dotted path, its type, its zod
 * schemas and what it declares in `.meta({...})`. The REST adapter, the OpenAPI document, the
 * permission tests and the shape test all read the router this way, so no list is written by
 * hand.
 */
import type { AnyTRPCProcedure, AnyTRPCRouter } from "@trpc/server";
import type { z } from "zod";
import type { ProcedureMeta } from "../core/meta.js";

export interface ProcedureInfo {
  type: "query" | "mutation" | "subscription";
  input: z.ZodType | undefined;
  output: z.ZodType | undefined;
  /** Undefined when the procedure never called `.meta()` (the shape test fails then). */
  meta: ProcedureMeta | undefined;
}

export interface RouterProcedure extends ProcedureInfo {
  /** Dotted path in the router: `board.get`. */
  path: string;
  procedure: AnyTRPCProcedure;
}

function infoOf(procedure: AnyTRPCProcedure): ProcedureInfo {
  const def = procedure._def as unknown as {
    type: ProcedureInfo["type"];
    inputs: z.ZodType[];
    output?: z.ZodType;
    meta?: ProcedureMeta;
  };
  return { type: def.type, input: def.inputs[0], output: def.output, meta: def.meta };
}

/** Every procedure, in the order the routers list them. */
export function routerProcedures(router: AnyTRPCRouter): RouterProcedure[] {
  const procedures = router._def.procedures as Record<string, AnyTRPCProcedure>;
  return Object.entries(procedures).map(([path, procedure]) => ({
    path,
    procedure,
    ...infoOf(procedure),
  }));
}

export function procedureInfo(router: AnyTRPCRouter, path: string): ProcedureInfo | undefined {
  const procedure = (router._def.procedures as Record<string, AnyTRPCProcedure | undefined>)[path];
  return procedure ? infoOf(procedure) : undefined;
}
