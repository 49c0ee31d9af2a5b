/**
 * An organization the key reaches, as the console selects it: its slug, its name, and the
 * service's numeric id when it lists one (webhooks name organizations by it,
 * lib/webhooks/organizations.ts). Made from `POST /user/me` by lib/upstream/organizations.ts.
 */
export type Organization = { slug: string; name: string; serviceId?: string };
