import type { Duplex } from 'node:stream';
import type { ServerType } from '@hono/node-server';

/** Node's reading of a request it could not parse, with the status Node itself would have sent. */
function statusOf(code: string | undefined): { status: number; reason: string; message: string } {
  switch (code) {
    case 'HPE_HEADER_OVERFLOW':
      return {
        status: 431,
        reason: 'Request Header Fields Too Large',
        message: 'The request address or its headers are too long',
      };
    case 'HPE_CHUNK_EXTENSIONS_OVERFLOW':
      return { status: 413, reason: 'Payload Too Large', message: 'The request is too large' };
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return { status: 408, reason: 'Request Timeout', message: 'The request took too long to arrive' };
    default:
      return { status: 400, reason: 'Bad Request', message: 'The request could not be read' };
  }
}

/**
 * Answers the requests Node's HTTP parser refuses before the app sees them (an
 * address or headers over Node's 16 KB limit, a malformed request line) with
 * the status Node would send and a JSON `{ message }` like every other answer;
 * Node's own answer to them has an empty body.
 */
export function answerClientErrors(server: ServerType): void {
  server.on('clientError', (error: Error & { code?: string }, socket: Duplex) => {
    const response = (socket as Duplex & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
    if (error.code === 'ECONNRESET' || !socket.writable || response?.headersSent) {
      socket.destroy();
      return;
    }
    const { status, reason, message } = statusOf(error.code);
    const body = JSON.stringify({ message });
    socket.end(
      `HTTP/1.1 ${status} ${reason}\r\n` +
        'Content-Type: application/json; charset=utf-8\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        'X-Content-Type-Options: nosniff\r\n' +
        'Connection: close\r\n\r\n' +
        body,
    );
  });
}
