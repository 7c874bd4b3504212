import http from 'node:http';

/** A plain-text answer from a step (405, 404, 400…), never cached. */
export function answer(res: http.ServerResponse, status: number, headers: Record<string, string> = {}): 'answered' {
  res.statusCode = status;
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  res.setHeader('Content-Type', 'text/plain; charset=utf-8');
  res.setHeader('Cache-Control', 'no-store');
  res.end(http.STATUS_CODES[status] ?? String(status));
  return 'answered';
}
