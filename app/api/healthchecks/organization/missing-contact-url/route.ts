// POST /api/healthchecks/organization/missing-contact-url — healthcheck: the organization lacks a contact URL
import { healthcheckRoute } from "@/lib/healthchecks/healthcheck-route";

export const POST = healthcheckRoute("organization.missing-contact-url");
