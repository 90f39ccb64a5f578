/** The bodies of the "Industry: retail" templates (docs/templates.md). */
import type { CategoryBodies } from "../details.js";

export const industryRetail: CategoryBodies<"Industry: retail"> = {
  "Seasonal campaign calendar": {
    body: `# Seasonal campaign calendar: {{client.company}}

## Purpose
Puts the trading year of {{client.company}} on one calendar: the peaks, the campaign and range launch dates, the promotional events and the windows in which no system or store change may go live. Project teams plan around it; trading teams stop discovering that a till upgrade was scheduled for the week before Christmas.

## When to use
Build it once a year, before budgets and the project roadmap are set, and update it each quarter. Every project in the portfolio, including {{project.name}}, checks its go-live dates against it at planning ({{cadence.planning}}).

## Roles
- Writes: the trading or merchandising planner, with the PMO lead.
- Approves: the commercial director for trading dates; the IT or operations director for freeze windows.
- Reads: every project manager, store operations, marketing, the supply chain team and {{consultant.name}}.

## Sections
1. Calendar basis. Many retailers plan in a 4-5-4 retail calendar (quarters of 13 weeks split into four-, five- and four-week months) so that weeks compare year on year. State which calendar the dates use, and show both week numbers and dates.
2. Trading peaks: for example Black Friday to Cyber Monday, the Christmas run, January sales, Easter, summer, back to school, and local events and holidays that matter in each market. Mark each peak with expected sales as a share of the year.
3. Campaign and range launches: date, channels and the lead time each needs (buying, stock landing, marketing assets, store setup).
4. Promotional events, linked to their promotion planning sheets.
5. Change-freeze windows: no releases to tills, e-commerce, pricing or warehouse systems. A common pattern is a hard freeze from mid-November to early January and a soft freeze (critical fixes only, with director approval) around other peaks.
6. No-launch windows for stores: stocktake weeks, peak weeks, and the fortnight before big events when store teams are setting up.
7. Owners and contacts for each event.

## Steps
1. Import last year's actual peak weeks from sales data, then adjust for moving holidays.
2. Agree the freeze windows with IT, e-commerce and store operations in one meeting.
3. Publish the calendar in {{tools.docs}} and subscribe the project team calendars to it.
4. Reject plans in {{tools.tracker}} whose go-live falls in a freeze, unless the exception is approved in writing.

## Checklist
- [ ] Calendar basis and week numbering stated
- [ ] Peaks sized by expected sales
- [ ] Freeze windows agreed by IT and trading
- [ ] Launch lead times shown
- [ ] Calendar shared with every project`,
    methods: ["waterfall", "hybrid", "scrum", "kanban"],
    teamSizes: ["6-20", "21-50", "51+"],
    effortMinutes: 180,
    tags: ["retail", "calendar", "trading", "change-freeze"],
  },

  "Store roll-out checklist": {
    body: `# Store roll-out checklist: {{project.name}}

## Purpose
Brings a change to the stores of {{client.company}} in a controlled way: a new till process, a planogram reset, a handheld device, a click-and-collect service. It is piloted in a few stores first, measured, fixed and only then rolled out in waves. Store teams are busy serving customers; a roll-out that adds confusion on a Saturday costs sales and goodwill.

## When to use
For any change that store staff must do differently, or that customers will see in store. Plan the pilot at least six weeks before the first wave, and check every date against the seasonal campaign calendar.

## Roles
- Writes: the roll-out manager in the project team.
- Approves: the head of store operations approves the pilot choice and the go decision for each wave; regional managers confirm store readiness.
- Reads: store managers, the service desk, trainers, the field team and {{consultant.name}}.

## Steps
1. Choose three to five pilot stores that represent the estate: a large and a small format, a high-traffic store, and one with a manager who will give blunt feedback. Avoid only picking the best-run store.
2. Set pilot success measures before starting, such as transaction time, error rate, customer complaints and staff confidence on a 1 to 5 scale.
3. Prepare the store pack: a one-page "what changes and why", a step-by-step guide with photos, the support number and the date of the change.
4. Train before go-live: short sessions at shift handovers, plus a store champion trained in more depth.
5. Run the pilot for at least two full trading weeks, including a weekend. Visit each store in week one.
6. Review results against the measures; fix issues; update the store pack.
7. Roll out in waves, for example 10 percent, then 30 percent, then the rest, with one week between waves. Avoid weeks with stocktakes or peak trading.
8. For each wave, confirm readiness two days before: equipment delivered, staff trained, store manager signed off.
9. Staff a support line for the first 72 hours of each wave and post daily issue counts in {{tools.chat}}.
10. Track every store's status in {{tools.tracker}}: not started, ready, live, issues, complete.

## Checklist
- [ ] Pilot stores represent the estate
- [ ] Success measures set before the pilot
- [ ] Store pack tested with pilot staff
- [ ] Rollback plan for each store
- [ ] No wave lands in a freeze or stocktake week
- [ ] Each store signed off as complete`,
    methods: ["waterfall", "hybrid"],
    teamSizes: ["6-20", "21-50", "51+"],
    effortMinutes: 120,
    tags: ["retail", "rollout", "stores", "pilot"],
  },

  "Promotion planning sheet": {
    body: `# Promotion planning sheet: {{client.company}}

## Purpose
Gathers, for one promotion, everything that has to line up for it to make money rather than just sales: the offer, the products, the prices and margins, the stock, the channels, the signage and the systems, and the measures that will say whether it worked. A promotion that sells out on day two or leaves pallets of stock afterwards was planned in too many separate spreadsheets.

## When to use
For every promotion, at least eight weeks before it starts for national campaigns and four weeks for smaller ones. It is reviewed at the weekly trading meeting and closed with a post-promotion analysis. Legal terms for the offer, such as price-comparison rules and competition terms, are checked by {{client.company}}'s legal or compliance owner.

## Roles
- Writes: the category or promotions manager.
- Approves: the commercial director approves the offer and the margin; supply chain confirms stock; marketing confirms the channels.
- Reads: stores, e-commerce, pricing, customer service, finance and {{consultant.name}} when promotions feed {{project.name}}.

## Sections
1. Objective: drive traffic, clear stock, launch a line or defend against a competitor. One primary objective.
2. Mechanic: percentage off, multi-buy, bundle, gift with purchase, loyalty points. Include exclusions and limits per customer.
3. Dates and times, by channel and time zone.
4. Products: SKU list with normal price, promotional price, cost and margin at each price.
5. Forecast: expected uplift in units against the normal rate of sale, based on the last comparable promotion; expected cannibalisation of related products.
6. Stock: quantity needed, where it sits, delivery dates to stores and warehouse.
7. Channels and marketing: store, web, app, email, social; assets and their deadlines.
8. In-store: signage, shelf-edge labels, display location.
9. Systems: prices and promotion rules set up in the till and e-commerce platform, with a test transaction before start.
10. Measures: incremental sales, margin, stock left at the end, new customers.

## Steps
1. Complete sections 1 to 5 and get the offer approved.
2. Lock stock and channels by four weeks out.
3. Test the till and online price rules two days before launch.
4. Analyse within two weeks of the end and file the analysis in {{tools.docs}}.

## Checklist
- [ ] Margin at promotional price approved
- [ ] Stock confirmed by location
- [ ] Terms checked by the compliance owner
- [ ] Till and web rules tested
- [ ] Post-promotion analysis done`,
    methods: ["waterfall", "hybrid", "kanban"],
    teamSizes: ["6-20", "21-50", "51+"],
    effortMinutes: 90,
    tags: ["retail", "promotions", "merchandising", "pricing"],
  },

  "Vendor onboarding checklist": {
    body: `# Vendor onboarding checklist: {{client.company}}

## Purpose
Takes a new vendor from signed deal to first sellable delivery without the usual gaps: products listed with missing data, deliveries refused at the warehouse for wrong labels, invoices stuck because the vendor was never set up for payment. Each item has an owner so the buyer is not left chasing six departments.

## When to use
For every new vendor, and for an existing vendor starting a new category or channel. Allow six to ten weeks from signed terms to first delivery; direct-to-customer drop-ship vendors often take longer because of system integration. The new-vendor checks required by law or policy (for example ethical sourcing, product safety and sanctions checks) are defined by {{client.company}}'s compliance owner.

## Roles
- Writes: the buyer owns the checklist for their vendor; a vendor onboarding coordinator tracks all vendors in {{tools.tracker}}.
- Approves: finance approves payment set-up; compliance approves the required checks; logistics approves delivery readiness.
- Reads: merchandising, the e-commerce content team, the warehouse and {{consultant.name}}.

## Steps
1. Contract and terms signed: trading terms, payment terms, returns, marketing contributions, service levels.
2. Compliance checks completed and filed: vendor code of conduct signed, certificates and test reports for regulated products, insurance.
3. Finance set-up: vendor created in the finance system, bank details verified by a call-back to a known number (never from an emailed change request), tax details recorded.
4. Product data: for every item, a barcode (GTIN), description, dimensions and weight, case size, country of origin, images to the agreed specification, and any hazard or age-restriction flags. Missing data is the most common cause of delay.
5. Ordering: EDI or portal set up, test purchase order sent and acknowledged.
6. Logistics: delivery windows booked, advance shipping notices tested, carton and pallet labels checked against the warehouse specification, packaging requirements shared.
7. First order placed in a small quantity; receipt checked in detail at the warehouse.
8. Product live in stores or online; price and stock visible.
9. After 30 days, review fill rate, on-time delivery and data accuracy with the vendor.

## Checklist
- [ ] Terms signed and filed in {{tools.docs}}
- [ ] Compliance documents approved
- [ ] Bank details verified by phone
- [ ] Product data complete for every item
- [ ] Test order and labels passed
- [ ] 30-day review booked`,
    methods: ["kanban", "waterfall", "hybrid"],
    teamSizes: ["6-20", "21-50", "51+"],
    effortMinutes: 60,
    tags: ["retail", "vendors", "onboarding", "supply-chain"],
  },
};
