import { templateEntry } from "@cairn/schema/wizard";
import { z } from "zod";
import { publicProcedure } from "../../trpc/procedures.js";
import { TEMPLATES } from "./catalogue.js";

/** The whole SOP and template catalogue, in catalogue order (public: the site lists it). */
export const list = publicProcedure.output(z.array(templateEntry)).query(() => [...TEMPLATES]);
