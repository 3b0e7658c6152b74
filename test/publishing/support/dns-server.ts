import dgram from 'node:dgram';
import type { AddressInfo } from 'node:net';
import dnsPacket, { type Answer } from 'dns-packet';

/**
 * A real DNS server on loopback (UDP) answering TXT and A records from two maps, standing in for
 * a domain's DNS host: the app asks it through the `publishing.dns_servers` setting.
 */
export interface DnsStandIn {
  /** "ip:port", as the setting takes it. */
  address: string;
  txt: Map<string, string>;
  a: Map<string, string>;
  close(): Promise<void>;
}

const NXDOMAIN = 3;

export async function startDnsServer(): Promise<DnsStandIn> {
  const txt = new Map<string, string>();
  const a = new Map<string, string>();
  const socket = dgram.createSocket('udp4');
  socket.on('message', (message, remote) => {
    const query = dnsPacket.decode(message);
    const answers: Answer[] = [];
    for (const question of query.questions ?? []) {
      const name = question.name.toLowerCase();
      if (question.type === 'TXT' && txt.has(name)) answers.push({ type: 'TXT', name: question.name, ttl: 1, data: [txt.get(name)!] });
      if (question.type === 'A' && a.has(name)) answers.push({ type: 'A', name: question.name, ttl: 1, data: a.get(name)! });
    }
    const known = (query.questions ?? []).some((question) => txt.has(question.name.toLowerCase()) || a.has(question.name.toLowerCase()));
    const response = dnsPacket.encode({
      type: 'response',
      id: query.id,
      flags: dnsPacket.AUTHORITATIVE_ANSWER | (known ? 0 : NXDOMAIN),
      questions: query.questions,
      answers,
    });
    socket.send(response, remote.port, remote.address);
  });
  await new Promise<void>((resolve) => socket.bind(0, '127.0.0.1', resolve));
  const { port } = socket.address() as AddressInfo;
  return {
    address: `127.0.0.1:${port}`,
    txt,
    a,
    close: () => new Promise((resolve) => socket.close(() => resolve())),
  };
}
