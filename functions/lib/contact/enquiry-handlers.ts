// The console's enquiry routes (router.ts lists them): the list or its CSV, one enquiry, and
// marking one handled by the signed-in person.
import { getEnquiryContract, listEnquiriesContract, markEnquiryHandledContract } from "#shared/api/contact-staff.ts";
import { csvResponse, wantsCsv } from "../staff/admin-handlers.ts";
import { reply } from "../platform/reply.ts";
import { route, type Route } from "../platform/handler.ts";
import { parseBody, readJsonBody } from "../platform/request-guards.ts";
import { enquiriesCsv, getEnquiry, listEnquiries, setHandled } from "./enquiries.ts";
import { enquiryFilters } from "./enquiry-filters.ts";
import { pageRequest } from "../staff/paging.ts";
import { rowId } from "../staff/row-id.ts";
import { staffOf } from "../staff/staff-auth.ts";

export const enquiryRoutes: readonly Route[] = [
  route(listEnquiriesContract, async (request, env) => {
    const url = new URL(request.url);
    const filters = enquiryFilters(url);
    if (wantsCsv(url))
      return csvResponse(`enquiries-${new Date().toISOString().slice(0, 10)}`, await enquiriesCsv(env.DB, filters));
    return reply(listEnquiriesContract, await listEnquiries(env.DB, filters, pageRequest(url)));
  }),
  route(getEnquiryContract, async (request, env) =>
    reply(getEnquiryContract, await getEnquiry(env.DB, rowId(request, "enquiry"))),
  ),
  route(markEnquiryHandledContract, async (request, env) => {
    const id = rowId(request, "enquiry");
    const { handled } = parseBody(markEnquiryHandledContract.request, await readJsonBody(request));
    return reply(markEnquiryHandledContract, await setHandled(env.DB, id, handled, staffOf(request).email, new Date()));
  }),
];
