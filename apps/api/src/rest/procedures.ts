/** Finding a procedure of the router by its dotted path, with what the REST layer needs of it. */
import type { AnyTRPCProcedure, AnyTRPCRouter } from "@trpc/server";
import type { z } from "zod";

export interface ProcedureInfo {
  type: "query" | "mutation" | "subscription";
  input: z.ZodType | undefined;
  output: z.ZodType | undefined;
}

export function procedurePaths(router: AnyTRPCRouter): string[] {
  return Object.keys(router._def.procedures as Record<string, unknown>);
}

export function procedureInfo(router: AnyTRPCRouter, path: string): ProcedureInfo | undefined {
  const procedure = (router._def.procedures as Record<string, AnyTRPCProcedure | undefined>)[path];
  if (!procedure) return undefined;
  const def = procedure._def as unknown as {
    type: ProcedureInfo["type"];
    inputs: z.ZodType[];
    output?: z.ZodType;
  };
  return { type: def.type, input: def.inputs[0], output: def.output };
}
