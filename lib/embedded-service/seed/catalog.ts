/** Static demo fixtures: organizations, people, brands and the words content is built from. */
export const ORGANIZATIONS = [
  { id: 1, slug: "acme", name: "Acme Corporation", contactUrl: "https://acme.example/security", automation: true, changedDaysAgo: 200 },
  { id: 2, slug: "globex", name: "Globex", contactUrl: "https://globex.example/contact", automation: false, changedDaysAgo: 45 },
  { id: 3, slug: "initech", name: "Initech", contactUrl: null, automation: true, changedDaysAgo: 300 },
] as const;

export const SERVICE_USERS = [
  { key: "acme", orgId: 1, name: "Alice Anders", email: "alice@acme.example", role: "MANAGER" },
  { key: "globex", orgId: 2, name: "Gus Gold", email: "gus@globex.example", role: "CUSTOMER" },
  { key: "initech", orgId: 3, name: "Ina Ito", email: "ina@initech.example", role: "CUSTOMER" },
  { key: "staff", orgId: 1, name: "Sam Staff", email: "sam@service.example", role: "SUPPORT" },
] as const;

export const BRANDS = [
  { orgId: 1, name: "Acme", type: "ORGANIZATION", terms: ["acme", "acme corp"], tickers: ["ACME"], site: "https://acme.example" },
  { orgId: 1, name: "Acme Wallet", type: "ORGANIZATION", terms: ["acme wallet", "acmewallet"], tickers: [], site: "https://wallet.acme.example" },
  { orgId: 1, name: "Acme Exchange", type: "ORGANIZATION", terms: ["acme exchange", "acmex"], tickers: ["ACMX"], site: "https://exchange.acme.example" },
  { orgId: 1, name: "Wile Coyote", type: "INDIVIDUAL", terms: ["wile coyote", "w. coyote"], tickers: [], site: null },
  { orgId: 1, name: "Road Runner Labs", type: "ORGANIZATION", terms: ["road runner", "rrlabs"], tickers: ["BEEP"], site: "https://rr.acme.example" },
  { orgId: 2, name: "Globex", type: "ORGANIZATION", terms: ["globex"], tickers: ["GLBX"], site: "https://globex.example" },
  { orgId: 2, name: "Hank Scorpio", type: "INDIVIDUAL", terms: ["hank scorpio"], tickers: [], site: null },
  { orgId: 2, name: "Globex Pay", type: "ORGANIZATION", terms: ["globex pay", "globexpay"], tickers: [], site: "https://pay.globex.example" },
  { orgId: 3, name: "Initech", type: "ORGANIZATION", terms: ["initech"], tickers: ["INTC"], site: "https://initech.example" },
  { orgId: 3, name: "Bill Lumbergh", type: "INDIVIDUAL", terms: ["lumbergh"], tickers: [], site: null },
] as const;

export const REPORTERS = [
  ["SYSTEM", "Detection Engine"],
  ["SYSTEM", "Canary Monitor"],
  ["REVIEWER", "Rosa Reyes"],
  ["REVIEWER", "Tomás Novak"],
  ["SUPPORT", "Priya Shah"],
  ["REPORTER", "Ken Adachi"],
  ["REPORTER", "Lena Vogel"],
  ["CUSTOMER", "Alice Anders"],
  ["CUSTOMER", "Gus Gold"],
  ["CUSTOMER", "Ina Ito"],
  ["MANAGER", "Omar Haddad"],
  ["SUPERUSER", "Root Operator"],
] as const;

export const EXTERNAL_REPORTERS = [
  ["@chainsleuth", "TWITTER"],
  ["scamhunter#0420", "DISCORD"],
  ["@phishfinder", "TELEGRAM"],
  [null, "EMAIL"],
  ["@zachxbt_fan", "TWITTER"],
  ["web3watch", "DISCORD"],
  ["Anonymous tipster", "WEB"],
  ["@safu_alerts", "TELEGRAM"],
] as const;

/** Comma-free on purpose: the registrars filter travels comma-separated in a query string. */
export const REGISTRARS = ["NameCheap Inc.", "GoDaddy.com LLC", "Tucows Domains Inc.", "PDR Ltd.", "Hostinger Operations UAB", "Porkbun LLC"] as const;

export const COUNTRIES = ["US", "GB", "DE", "NL", "RU", "CN", "SG", "FR", "BR", "IN"] as const;
export const TLDS = ["xyz", "top", "online", "site", "app", "io", "com", "net", "live", "click"] as const;
export const LURES = ["login", "secure", "verify", "claim", "airdrop", "support", "wallet", "bonus", "connect", "recovery"] as const;

export const APPROVE_LABEL_WEIGHTS = [
  ["Brand Impersonation", 40],
  ["General Phishing", 25],
  ["Employee Impersonation", 8],
  ["Targeting Org Users", 10],
  ["Fake Employee", 7],
  ["C2 Server", 3],
  ["False Positive", 7],
] as const;

export const GROUPS = [
  { orgId: 1, name: "Corporate domains" },
  { orgId: 1, name: "Wallet apps" },
  { orgId: 1, name: "Social accounts" },
  { orgId: 1, name: "Executives" },
  { orgId: 2, name: "Main sites" },
  { orgId: 3, name: "Legacy" },
] as const;
