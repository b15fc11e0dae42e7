// The addresses of this machine itself, as a socket or Fastify's request.ip reports them.
const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

export function isLoopback(address: string | undefined): boolean {
  return LOOPBACK.has(address ?? '');
}
