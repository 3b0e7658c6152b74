import { expect } from 'chai';
import { readdirSync, readFileSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { join } from 'node:path';
import { createMailTransport, verifyMailTransport } from '../../server/mail/transport.ts';
import { makeTempDir } from '../helpers/config.ts';

describe('mail transport', () => {
  it('writes each message as an .eml file under <DATA_DIR>/mail with MAIL_URL=log', async () => {
    const dataDir = makeTempDir();
    const transport = createMailTransport({ dataDir, mail: { url: 'log', from: 'Sitewright <no-reply@localhost>' } });
    const sent = await transport.sendMail({ to: 'user@example.com', subject: 'Welcome', text: 'Hello there' });
    expect(sent.file).to.match(/\.eml$/);
    expect(readdirSync(join(dataDir, 'mail'))).to.have.length(1);
    const raw = readFileSync(sent.file!, 'utf8');
    expect(raw).to.contain('Subject: Welcome');
    expect(raw).to.contain('To: user@example.com');
    expect(raw).to.contain('Hello there');
    transport.close();
  });

  it('accepts an SMTP server that greets and answers EHLO', async () => {
    // Just enough SMTP for nodemailer's verify(): greeting, EHLO, QUIT.
    const server = createServer((socket) => {
      socket.write('220 localhost ESMTP test\r\n');
      socket.on('data', (data) => {
        const command = data.toString().trim().toUpperCase();
        if (command.startsWith('EHLO')) socket.write('250 localhost\r\n');
        else if (command.startsWith('QUIT')) socket.end('221 bye\r\n');
        else socket.write('250 ok\r\n');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const result = await verifyMailTransport({ dataDir: makeTempDir(), mail: { url: `smtp://127.0.0.1:${port}`, from: 'x@localhost' } });
      expect(result).to.deep.equal({ ok: true, message: `SMTP at smtp://127.0.0.1:${port} accepts connections` });
    } finally {
      server.close();
    }
  });

  it('reports an SMTP server that does not answer', async () => {
    const result = await verifyMailTransport({ dataDir: makeTempDir(), mail: { url: 'smtp://127.0.0.1:1', from: 'x@localhost' } });
    expect(result.ok).to.equal(false);
    expect(result.message).to.match(/^SMTP at smtp:\/\/127\.0\.0\.1:1 is not usable: .*ECONNREFUSED/);
  });
});
