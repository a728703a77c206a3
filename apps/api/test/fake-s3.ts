import http from 'node:http';

/**
 * The part of the S3 API the file store uses, in memory, for tests (no S3 service is reachable
 * here): path-style PUT (with If-None-Match: *), GET (with Range), HEAD and DELETE of objects.
 * Signatures are not checked.
 */
export async function startFakeS3(): Promise<{
  endpoint: string;
  objects: Map<string, Buffer>;
  close: () => Promise<void>;
}> {
  const objects = new Map<string, Buffer>();
  const server = http.createServer((req, res) => {
    const key = decodeURIComponent(new URL(req.url ?? '/', 'http://s3').pathname);
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const found = objects.get(key);
      const missing = () => {
        res.writeHead(404, { 'content-type': 'application/xml' });
        res.end(
          req.method === 'HEAD' ? undefined : '<Error><Code>NoSuchKey</Code><Message>No such key</Message></Error>',
        );
      };
      if (req.method === 'PUT') {
        if (found && req.headers['if-none-match'] === '*') {
          res.writeHead(412, { 'content-type': 'application/xml' });
          res.end('<Error><Code>PreconditionFailed</Code><Message>exists</Message></Error>');
          return;
        }
        objects.set(key, Buffer.concat(chunks));
        res.writeHead(200, { etag: '"x"' });
        res.end();
      } else if (req.method === 'DELETE') {
        objects.delete(key);
        res.writeHead(204);
        res.end();
      } else if (!found) {
        missing();
      } else if (req.method === 'HEAD') {
        res.writeHead(200, { 'content-length': found.length, etag: '"x"' });
        res.end();
      } else {
        const range = /^bytes=(\d+)-(\d+)$/.exec(req.headers.range ?? '');
        if (range) {
          const start = Number(range[1]);
          const end = Math.min(Number(range[2]), found.length - 1);
          res.writeHead(206, {
            'content-length': end - start + 1,
            'content-range': `bytes ${start}-${end}/${found.length}`,
            etag: '"x"',
          });
          res.end(found.subarray(start, end + 1));
        } else {
          res.writeHead(200, { 'content-length': found.length, etag: '"x"' });
          res.end(found);
        }
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    objects,
    close: () =>
      new Promise((resolve) => {
        server.close(() => {
          resolve();
        });
      }),
  };
}
