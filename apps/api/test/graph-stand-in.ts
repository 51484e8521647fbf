import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the stand-in answers for a path after the version ("9002", "555/leads"): a lead or a listing, or Meta's error. */
export type GraphAnswer = { status: number; body: unknown };

/**
 * Meta's Graph API on loopback: answers `GET /v24.0/{path}` from `leads` (404 otherwise) and records
 * each request (path, token) so tests see what the portal asked, with which page token. `port`:
 * listen there again (a test that takes the Graph API down and back up).
 */
export async function graphStandIn(port = 0) {
  const leads = new Map<string, GraphAnswer>();
  const requests: { path: string; authorization: string | undefined }[] = [];
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://graph.test');
    requests.push({ path: url.pathname, authorization: req.headers.authorization });
    const answer = leads.get(url.pathname.split('/').slice(2).join('/')) ?? {
      status: 404,
      body: { error: { message: 'Unknown lead', code: 100 } },
    };
    res.writeHead(answer.status, { 'Content-Type': 'application/json' }).end(JSON.stringify(answer.body));
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v24.0`;
  return {
    url,
    leads,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
