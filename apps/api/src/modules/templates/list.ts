import { templateEntry } from "@cairn/schema/wizard";
import { z } from "zod";
import { access } from "../../trpc/access.js";
import { publicProcedure } from "../../trpc/procedures.js";
import { TEMPLATES } from "./catalogue.js";

/** The whole SOP and template catalogue, in catalogue order (public: the site lists it). */
export const list = publicProcedure
  .meta({
    rest: {
      method: "GET",
      path: "/templates",
      summary: "The catalogue of 150+ SOPs and templates",
    },
    access: access.anyone(),
  })
  .output(z.array(templateEntry))
  .query(() => [...TEMPLATES]);
