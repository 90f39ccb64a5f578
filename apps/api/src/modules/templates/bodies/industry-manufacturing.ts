/** The bodies of the "Industry: manufacturing" templates (docs/templates.md). */
import type { CategoryBodies } from "../details.js";

export const industryManufacturing: CategoryBodies<"Industry: manufacturing"> = {
  "Engineering change order": {
    body: `# Engineering change order: {{project.name}}

## Purpose
One form for every change to a product, a part, a drawing or a production line, so that engineering, quality, production, purchasing and finance all see the same facts before the change is released. Uncontrolled changes are how the wrong revision ends up on the line and how scrapped stock appears in the accounts months later.

## When to use
After a change request has been accepted for implementation: a design fix, a cost reduction, a new supplier for a part, a process change on the line. Minor documentation corrections that change no form, fit or function may follow a lighter route if {{client.company}}'s quality system allows it; customers with approval rights over changes (common in automotive and aerospace) must be notified according to their requirements, which the quality manager holds.

## Roles
- Writes: the design or process engineer who owns the change.
- Approves: the change board (engineering, quality, production, purchasing, and finance for changes above an agreed cost); the quality manager decides whether customer approval or revalidation is needed.
- Reads: production planning, stores, suppliers affected, and {{consultant.name}} when the change sits inside {{project.name}}.

## Sections
1. ECO number, title, originator, date, and the change request it implements.
2. Items affected: part numbers, drawings and documents, each with the revision from and to.
3. Reason for change and a description of what changes.
4. Impact on cost: unit cost before and after, tooling, one-off costs.
5. Impact on quality: validation or first-article inspection needed, control plan and FMEA updates, customer approval needed.
6. Impact on schedule: lead time of new parts, line downtime, effect on open orders.
7. Stock disposition for old-revision parts in stores, work in progress, at suppliers and in the field: use up, rework, return or scrap.
8. Effectivity: the date, serial number or batch from which the change applies.
9. Approvals with names and dates.
10. Implementation tasks with owners, tracked in {{tools.tracker}}.

## Steps
1. Circulate the draft to the board three working days before it meets.
2. Decide at the board; record conditions.
3. Release new documents and withdraw the old ones from the shop floor the same day.
4. Close the ECO only when the first production at the new revision has been inspected.

## Checklist
- [ ] Every affected drawing and part listed with revisions
- [ ] Stock disposition decided
- [ ] Effectivity point agreed with planning
- [ ] Obsolete documents removed from the floor
- [ ] First-off inspection passed before closure`,
    methods: ["waterfall", "hybrid"],
    teamSizes: ["6-20", "21-50", "51+"],
    effortMinutes: 60,
    tags: ["manufacturing", "change-control", "engineering", "quality"],
  },

  "FMEA worksheet": {
    body: `# FMEA worksheet: {{project.name}}

## Purpose
Lists the ways a design or process could fail, what each failure would do, why it might happen and how it would be caught, and scores each so the team fixes the worst risks first. The worksheet is only as good as the cross-functional session that fills it in; one engineer working alone produces a tidy list of the risks they already knew.

## When to use
At the design stage of a new product or line, before a significant change to an existing one (often triggered by an engineering change order), and after a serious field failure. Use a design FMEA for the product and a process FMEA for the way it is made. Many automotive suppliers now follow the joint AIAG and VDA handbook, which replaces the single risk priority number with an action priority rating; check which method {{client.company}}'s customers require.

## Roles
- Writes: the FMEA facilitator (usually a quality engineer) with design, process, production and maintenance representatives; three to six people.
- Approves: the engineering or quality manager signs off the worksheet and the actions.
- Reads: the programme team, the customer's quality engineer where required, and {{consultant.name}} for the project's risk log.

## Steps
1. Define the scope: the item or process steps included, taken from the drawing or process flow diagram.
2. For each function or step, list the failure modes: what does "not working" look like?
3. For each failure mode, write the effect on the next operation, the final product and the user, and rate severity from 1 (no effect) to 10 (safety or legal non-compliance without warning).
4. List causes and rate occurrence from 1 (very unlikely) to 10 (almost certain), using real defect data where it exists.
5. List current controls, separating prevention from detection, and rate detection from 1 (certain to be caught) to 10 (cannot be caught).
6. Prioritise: severity 9 or 10 needs action whatever the other scores; then work down by action priority or by the product of the three scores.
7. Assign each action an owner and a date in {{tools.tracker}}; after it is done, re-score and record the new ratings.
8. Limit a session to two hours; a typical process step takes 10 to 20 minutes.

## Checklist
- [ ] Cross-functional team attended
- [ ] Scope matches the current drawing or flow diagram
- [ ] Every severity 9 or 10 item has an action
- [ ] Ratings use the agreed scales
- [ ] Actions re-scored after completion
- [ ] Worksheet linked to the control plan`,
    methods: ["waterfall", "hybrid"],
    teamSizes: ["6-20", "21-50", "51+"],
    effortMinutes: 480,
    tags: ["manufacturing", "fmea", "risk", "quality"],
  },

  "Equipment downtime log": {
    body: `# Equipment downtime log: {{client.company}}

## Purpose
Records each stop on each line and shift, with its cause and duration, so that maintenance and production improve from data rather than from whichever breakdown was most recent or loudest. It is the raw material for availability in overall equipment effectiveness (OEE) and for the weekly Pareto of losses.

## When to use
On every shift, on every line in scope of {{project.name}}. Start with the bottleneck machine if the whole site is too much at once. Log each stop of five minutes or more; count shorter micro-stops separately as a tally per hour, because they often add up to more lost time than the breakdowns.

## Roles
- Writes: the machine operator or line leader records each stop at the time it happens.
- Approves: the shift supervisor checks the log at the end of each shift; the maintenance manager confirms cause codes weekly.
- Reads: production, maintenance and engineering managers, and {{consultant.name}} when building the improvement plan.

## Sections
One row per stop:
1. Date, shift and line.
2. Machine or station.
3. Start and end time; duration calculated.
4. Category from a fixed list: breakdown, changeover, material shortage, quality stop, planned maintenance, no operator, waiting for upstream or downstream, other.
5. Cause in a few words, such as "conveyor sensor misaligned", not just "sensor".
6. Action taken and by whom.
7. Work order number if maintenance was called.

## Steps
1. Agree the category list with production and maintenance, and keep it under ten codes. "Other" above 10 percent of minutes means the list needs another code.
2. Put the log where operators are: a tablet or board at the line, or the plant's maintenance system. A form completed at the end of the shift from memory misses a third of the stops.
3. Every week, chart minutes lost by category and by machine, and pick the top one or two causes for a root-cause review.
4. Track each improvement action in {{tools.tracker}} and report progress at the weekly production meeting.
5. Share the trend of total lost minutes per shift in {{tools.chat}} every week, so crews see the effect of their logging.

## Checklist
- [ ] Category list agreed and displayed at the line
- [ ] Stops of five minutes or more logged at the time
- [ ] Supervisor check each shift
- [ ] Weekly Pareto reviewed
- [ ] Top causes have owners and dates`,
    methods: ["kanban", "hybrid"],
    teamSizes: ["6-20", "21-50", "51+"],
    effortMinutes: 15,
    tags: ["manufacturing", "downtime", "oee", "maintenance"],
  },

  "5S audit sheet": {
    body: `# 5S audit sheet: {{client.company}}

## Purpose
A monthly audit of one work area against the five S's (sort, set in order, shine, standardise, sustain), scored so that each area can see its trend and the site can compare areas fairly. The point is not a tidy score; it is a workplace where anyone can see within seconds what is missing, out of place or abnormal.

## When to use
Monthly in every area that has started 5S, for example the areas in scope of {{project.name}}. Run the first audit as a baseline before any improvement work, so that progress is visible later. A full audit takes 20 to 30 minutes per area.

## Roles
- Writes: an auditor from a different area, rotated each month, together with the area leader.
- Approves: the production or continuous-improvement manager reviews scores and overdue actions.
- Reads: the team working in the area (the sheet is posted on their board), the site leadership and {{consultant.name}}.

## Sections
Score each of the 15 items below 0 (not in place), 1 (started), 2 (partly), 3 (mostly), 4 (fully, and sustained).
1. Sort: only items needed for current work are in the area; no unlabelled containers; red-tagged items dealt with within the agreed time.
2. Set in order: every tool, gauge and material has a marked home; floor markings for walkways and storage are clear; shadow boards complete.
3. Shine: machines, floors and benches are clean; cleaning schedule visible and signed; leaks and damage are tagged.
4. Standardise: standard work and visual controls are posted and current; min and max levels are marked on stock; 5S duties are listed with names.
5. Sustain: last month's actions are closed; the team can explain the standards; the area looks the same on an unannounced visit.

## Steps
1. Walk the area with the sheet and take photos of anything scored below 3.
2. Total the score out of 60 and record it as a percentage with the date.
3. Agree up to three actions with the area leader, each with an owner and a date, and log them in {{tools.tracker}}.
4. Post the sheet and the trend chart on the area board within a day.
5. Review all areas monthly; an area falling two months in a row gets a support visit, not a reprimand.

## Checklist
- [ ] Auditor comes from another area
- [ ] Photos taken for low scores
- [ ] No more than three actions per audit
- [ ] Sheet and trend posted in the area
- [ ] Previous actions checked first`,
    methods: ["kanban", "hybrid"],
    teamSizes: ["6-20", "21-50", "51+"],
    effortMinutes: 30,
    tags: ["manufacturing", "5s", "lean", "audit"],
  },

  "Supplier quality checklist": {
    body: `# Supplier quality checklist: {{project.name}}

## Purpose
Checks both the parts a supplier delivers and the supplier's own ability to keep delivering good parts. Goods-in inspection catches problems; assessing the supplier's controls prevents them. The checklist gives purchasing and quality one view of each supplier that feeds the approved supplier list.

## When to use
When a new supplier or a new part is introduced on {{project.name}}, at each delivery for parts under inspection, and in a yearly review of every active supplier, more often for suppliers with recent problems. The acceptance criteria and the sampling plan come from {{client.company}}'s quality manual and the customer's requirements, owned by the quality manager.

## Roles
- Writes: the supplier quality engineer; goods-in inspectors complete the incoming section.
- Approves: the quality manager approves a supplier onto, or off, the approved list; purchasing agrees commercial follow-up.
- Reads: purchasing, production planning, engineering and {{consultant.name}}.

## Sections
Incoming checks, per delivery:
1. Paperwork: delivery note matches the order; certificate of conformity or material certificate present and matching the batch.
2. Identification: part number and revision on the label match the current drawing; batch or lot traceable.
3. Packaging and condition: no damage, contamination or mixed parts.
4. Sample inspection: sample size from the agreed sampling plan; critical dimensions and characteristics measured with calibrated gauges; results recorded.
5. Decision: accept, accept under concession, quarantine, or reject, with a nonconformance report raised for anything other than accept.

Supplier system, yearly or at approval:
6. Certification held (for example ISO 9001 or a sector standard) and its expiry.
7. Control plan for our parts, and evidence that it is followed.
8. Gauge calibration records.
9. Traceability from raw material to shipped batch.
10. How the supplier handles its own nonconformances and corrective actions.
11. Change notification: the supplier agrees to tell us before changing material, process, site or sub-supplier.

## Steps
1. Track each supplier's defect rate in parts per million and on-time delivery every month.
2. Move suppliers with no rejections for six months to reduced inspection, if the quality manager agrees.
3. Raise a corrective action request after any repeat defect and track it in {{tools.tracker}}.

## Checklist
- [ ] Sampling plan agreed per part
- [ ] Certificates checked against each batch
- [ ] Nonconformances logged with decisions
- [ ] Supplier scorecard updated monthly`,
    methods: ["waterfall", "hybrid", "kanban"],
    teamSizes: ["6-20", "21-50", "51+"],
    effortMinutes: 60,
    tags: ["manufacturing", "supplier-quality", "inspection", "procurement"],
  },
};
