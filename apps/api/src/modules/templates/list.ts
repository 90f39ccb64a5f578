import { listTemplatesInput, templateListEntry } from "@cairn/schema/templates";
import { z } from "zod";
import { access } from "../../core/access.js";
import { readsLibrary } from "../../core/ownership.js";
import { publicProcedure } from "../../core/procedures.js";
import { pagedList, setPageHeaders } from "../../lib/paged-list.js";
import { catalogueEntry, librarySummary, publicCatalogue } from "./present.js";
import { countTemplates, searchTemplates } from "./templates.repo.js";

/**
 * The SOP and template catalogue (public: the site lists it), in catalogue order, or the best
 * matches first for `q`; filtered by category, delivery method (`process`) and team size.
 * Consultants and administrators also get each template's details and the organisation's own.
 * Searching and the delivery-method and team-size filters read the database. Paged
 * (X-Total-Count, Link).
 */
export const list = publicProcedure
  .meta({
    rest: {
      method: "GET",
      path: "/templates",
      summary: "The catalogue of 150+ SOPs and templates",
    },
    access: access.anyone(),
  })
  .input(listTemplatesInput)
  .output(z.array(templateListEntry))
  .query(async ({ ctx, input }) => {
    const library = readsLibrary(ctx.session?.user);
    // The public catalogue is the code's own (the built-in rows are seeded from it): answered
    // without the database, so the site's list keeps working during a database outage.
    if (!library && !input.q && !input.process && !input.teamSize) {
      const catalogue = publicCatalogue(input);
      const page = catalogue.slice(input.offset, input.offset + input.limit);
      setPageHeaders(ctx, input, page.length, catalogue.length);
      return page;
    }
    const filter = { ...input, includeOrganisation: library };
    const rows = await pagedList(ctx, input, searchTemplates(ctx.db, filter), () =>
      countTemplates(ctx.db, filter),
    );
    return rows.map(library ? librarySummary : catalogueEntry);
  });
