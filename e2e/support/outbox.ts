/**
 * The newest link mailed to `email` that contains `pathPart` (e.g.
 * '/reset-password/'), read from the development outbox page the way a local
 * user would open it.
 */
export async function linkFromOutbox(baseUrl: string, email: string, pathPart: string): Promise<string> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const html = await (await fetch(`${baseUrl}/dev/outbox`)).text();
    for (const article of html.split('<article>').slice(1)) {
      if (!article.includes(`To ${email} `)) continue;
      const link = [...article.matchAll(/href="([^"]+)"/g)].map((m) => m[1] ?? '').find((href) => href.includes(pathPart));
      if (link) return link.replace(/&amp;/g, '&');
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`No mail to ${email} with a ${pathPart} link in the outbox`);
}
