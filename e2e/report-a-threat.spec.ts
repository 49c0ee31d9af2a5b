import { expect, test } from "./fixtures/auth";

// The main flow of /reports/new in a browser: what the route and unit tests cannot show is the
// page hydrating, the rows and links it draws, the draft surviving a reload, and the filed report
// opening in /reports (app/api/filing/filing-routes.test.ts proves the calls behind it).

type Listed = { id: string | number; status: string; proposals: { asset: { content: string; type: string; status: string } | null }[] };

test("an e-mail with three URLs and a wallet: the reported URL says so with its link, an SVG is refused before upload, the other three are filed with a screenshot and the .eml, and the new report opens", async ({
  page,
  signInAs,
  baseURL,
}) => {
  await signInAs("reviewer");
  // The reviewer's draft is kept across runs on one console: start from none.
  expect((await page.request.delete("/api/filing/draft", { headers: { Origin: new URL(baseURL!).origin } })).status()).toBe(200);
  const listed = await page.request.get("/api/organization/reports?limit=20");
  expect(listed.status()).toBe(200);
  const { reports } = (await listed.json()) as { reports: Listed[] };
  const known = reports
    .filter((r) => r.status === "TODO")
    .flatMap((r) => r.proposals.map((p) => ({ report: r, asset: p.asset })))
    .find(({ asset }) => asset?.type === "URL" && asset.status === "UNKNOWN" && asset.content.startsWith("https://"))!;
  expect(known, "the demo data has an open report with a URL").toBeDefined();
  const stamp = Date.now().toString(36);
  const fresh = [`https://acme-claim-${stamp}.example/airdrop`, `https://acme-wallet-${stamp}.example`];
  const wallet = `0x${[...stamp]
    .map((c) => c.charCodeAt(0).toString(16))
    .join("")
    .padStart(40, "0")
    .slice(-40)}`;
  const email = `Dear customer,\n\nClaim your tokens at ${fresh[0]} before Friday.\nVerify at ${known.asset!.content} or ${fresh[1]}.\nSend the fee to ${wallet}.\n\nAcme Support`;

  await page.goto("/reports");
  await page.getByTestId("report-a-threat").click();
  await expect(page.getByRole("heading", { name: "Report a threat" })).toBeVisible();
  await page.getByLabel("Text with the threats").fill(email);
  await page.getByRole("button", { name: "Find assets" }).click();

  const rows = page.getByTestId("asset-row");
  await expect(rows).toHaveCount(4);
  const knownRow = rows.filter({ has: page.locator(`input[value="${known.asset!.content}"]`) });
  await expect(knownRow.getByTestId("known-state")).toHaveText(/Reported, pending review/);
  await expect(knownRow.getByTestId("known-report").first()).toHaveAttribute("href", `/reports?report=${encodeURIComponent(String(known.report.id))}`);
  await expect(knownRow.getByRole("checkbox")).not.toBeChecked();
  await expect(page.getByTestId("known-state").filter({ hasText: "New to the service" })).toHaveCount(3);

  await page.getByLabel("Title").fill("Airdrop phishing e-mail");
  await expect(page.getByTestId("draft-state")).toContainText("Draft kept at");
  await page.reload();
  await expect(rows).toHaveCount(4);
  await expect(page.getByLabel("Title")).toHaveValue("Airdrop phishing e-mail");

  await page.getByLabel("Add evidence files").setInputFiles([
    { name: "screenshot.png", mimeType: "image/png", buffer: Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]) },
    { name: "phishing-email.eml", mimeType: "message/rfc822", buffer: Buffer.from(email) },
    { name: "logo.svg", mimeType: "image/svg+xml", buffer: Buffer.from("<svg/>") },
  ]);
  await expect(page.getByTestId("evidence-stored")).toHaveCount(2);
  await expect(page.getByTestId("evidence-stored").first()).toContainText("kept private to your organization");
  await expect(page.getByTestId("evidence-refused")).toContainText("SVG files are refused by the service: they can run code when opened");

  await page.getByRole("button", { name: "File 3 assets" }).click();
  const results = page.getByTestId("filing-result");
  await expect(results).toHaveCount(3);
  await expect(results.filter({ hasText: "Filed" })).toHaveCount(3);
  await expect(page.getByRole("heading", { name: "3 of 3 filed" })).toBeVisible();
  await results.first().getByTestId("filed-report").click();
  await expect(page).toHaveURL(/\/reports\?report=/);
  const panel = page.getByTestId("report-panel");
  await expect(panel).toContainText("Airdrop phishing e-mail", { timeout: 15_000 });
  for (const content of [...fresh, wallet]) await expect(panel.getByTestId("report-detail")).toContainText(content);
  await expect(panel.getByTestId("report-detail")).toContainText("Attachments (2)");
  // The e-mail is named as a file, never drawn as an image tile.
  await expect(panel.getByTestId("attachment-file")).toContainText("phishing-email.eml");
  await expect(panel.getByTestId("attachment-file")).toContainText("e-mail message, kept by the service");
});

test("a 422 for one asset of four shows that asset's reason and files the other three; a viewer is told why they cannot file", async ({
  page,
  signInAs,
  baseURL,
}) => {
  await signInAs("reviewer");
  expect((await page.request.delete("/api/filing/draft", { headers: { Origin: new URL(baseURL!).origin } })).status()).toBe(200);
  const stamp = Date.now().toString(36);
  const urls = [1, 2, 3, 4].map((n) => `https://acme-refund-${n}-${stamp}.example/claim`);
  await page.goto("/reports/new");
  await page.getByLabel("Text with the threats").fill(`Refunds are paid at:\n${urls.join("\n")}`);
  await page.getByRole("button", { name: "Find assets" }).click();
  await expect(page.getByTestId("asset-row")).toHaveCount(4);
  // The fourth row edited into something the service cannot take: it answers 422 INVALID_FORMAT naming that asset alone.
  await page.getByLabel("Asset 4").fill("refund desk");
  await page.getByLabel("Title").fill("Refund desk scam");
  await page.getByRole("button", { name: "File 4 assets" }).click();

  const results = page.getByTestId("filing-result");
  await expect(results).toHaveCount(4);
  await expect(page.getByRole("heading", { name: "3 of 4 filed" })).toBeVisible();
  await expect(results.filter({ hasText: "refund desk" })).toContainText("Not filed");
  await expect(results.filter({ hasText: "refund desk" })).toContainText("Not a form the service accepts");
  for (const url of urls.slice(0, 3)) await expect(results.filter({ hasText: url })).toContainText("Filed");

  await signInAs("viewer");
  await page.goto("/reports/new");
  await expect(page.getByText("file reports with the service")).toBeVisible();
  await expect(page.getByRole("button", { name: /^File/ })).toHaveCount(0);
});
