/**
 * The newest link mailed to `email` that contains `pathPart` (e.g.
 * '/reset-password/'), read from the development outbox page the way a local
 * user would open it.
 */
export async function linkFromOutbox(
  baseUrl: string,
  email: string,
  pathPart: string,
  /** Links already used: wait for a newer mail. */
  notIn: readonly string[] = [],
): Promise<string> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const html = await (await fetch(`${baseUrl}/dev/outbox`)).text();
    const newest = html
      .split('<article>')
      .slice(1)
      .filter((article) => article.includes(`To ${email} `))
      .flatMap((article) => [...article.matchAll(/href="([^"]+)"/g)].map((m) => (m[1] ?? '').replace(/&amp;/g, '&')))
      .find((href) => href.includes(pathPart));
    if (newest && !notIn.includes(newest)) return newest;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`No mail to ${email} with a ${pathPart} link in the outbox`);
}
