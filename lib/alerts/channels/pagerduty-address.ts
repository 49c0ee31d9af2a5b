/** PagerDuty's Events API v2 address (an EU account's is https://events.eu.pagerduty.com/v2/enqueue); apart, so forms read it without the sender. */
export const PAGERDUTY_EVENTS_URL = "https://events.pagerduty.com/v2/enqueue";
